import { describe, expect, it } from 'vitest';

import { boundariesInPlace } from './boundaries-in-place';

// As React 19.2 writes a prerendered page with a completed boundary sent out of place.
const runtime = '<script>$RB=[];$RC=function(a,b){/* moves b into a */};$RC("B:0","S:0")</script>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const outOfPlace = page(
  '<main><p>Intro</p><!--$?--><template id="B:0"></template><!--/$--><p>After</p></main>' +
    '<div hidden id="S:0"><form action="/send"><div><input name="a"/></div><!--$?--><template id="B:1"></template><!--/$--></form></div>' +
    runtime +
    '<div hidden id="S:1"><div>Nested</div></div><script>$RC("B:1","S:1")</script>',
);

describe('boundariesInPlace', () => {
  it('puts each boundary’s content back where its placeholder was, as a completed boundary', () => {
    expect(boundariesInPlace(outOfPlace)).toBe(
      page(
        '<main><p>Intro</p><!--$--><form action="/send"><div><input name="a"/></div><!--$--><div>Nested</div><!--/$--></form><!--/$--><p>After</p></main>' +
          '<script>$RB=[];$RC=function(a,b){/* moves b into a */};</script>',
      ),
    );
  });

  it('leaves a page without such boundaries as it is', () => {
    const inPlace = page('<main><!--$--><p>Done</p><!--/$--></main>');
    expect(boundariesInPlace(inPlace)).toBe(inPlace);
  });

  it('refuses content out of place that no call moves', () => {
    expect(() => boundariesInPlace(page('<!--$?--><template id="B:0"></template><!--/$-->'))).toThrow(/no \$RC call/);
  });
});
