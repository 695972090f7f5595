import { describe, expect, it } from 'vitest';

import { documentWithoutInlinedCss, payloadWithoutInlinedCss } from './inlined-css';

const href = '/_next/static/chunks/site.css';
// Multi-byte text, so a text row's length (in bytes) differs from its length in characters.
const css = 'body{color:#123}p::before{content:"→ é"}';
const stylesheets = new Map([[href, css]]);
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const style = (id: string) =>
  `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${id}"}]`;

// As Next 16.4 writes it: the root layout's style element and global-error's, each with its own copy of the text.
const payload = [
  '1:"$Sreact.fragment"\n',
  textRow('2', css),
  `0:{"t":["$","$1","c",{"children":[${style('2')},"$L3"]}],"G":["$e",["$Lf"]]}\n`,
  `3:["$","p",null,{"children":"text row after: ${textRow('9', 'x').replace(/"/g, '\\"')}"}]\n`,
  `f:${style('2f')}\n`,
  textRow('2f', css),
  '4:["$","main",null,{}]\n',
].join('');

const htmlSafe = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');
/** A page with the payload cut into scripts where Next cuts it: after a text row's header. */
function page(head: string, cuts: number[]) {
  const pieces: string[] = [];
  let at = 0;
  for (const cut of [...cuts, payload.length]) pieces.push(payload.slice(at, (at = cut)));
  const scripts = pieces.map((piece) => `<script>self.__next_f.push([1,${htmlSafe(piece)}])</script>`).join('');
  return `<html><head>${head}</head><body><p>hi</p>${scripts}</body></html>`;
}
const headStyle = `<style data-precedence="next" data-href="${href}">${css}</style>`;
const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, literal]) => JSON.parse(literal!) as string)
    .join('');

describe('payloadWithoutInlinedCss', () => {
  it('leaves no copy of the stylesheet, and links it where the payload styled it', () => {
    const out = payloadWithoutInlinedCss(Buffer.from(payload), stylesheets).toString();
    expect(out).not.toContain('color:#123');
    expect(out).toContain(
      `2:""\n0:{"t":["$","$1","c",{"children":[["$","link","0",{"rel":"stylesheet","href":"${href}"`,
    );
    expect(out).toContain(`f:["$","link","0",{"rel":"stylesheet","href":"${href}","precedence":"next"}]\n2f:""\n4:`);
    // A text row that is not a stylesheet, and everything else, as it was.
    expect(out).toContain('text row after: 9:T1,x');
  });

  it('leaves a payload without inlined styles as it is', () => {
    const other = Buffer.from('0:["$","p",null,{}]\n');
    expect(payloadWithoutInlinedCss(other, stylesheets)).toBe(other);
  });

  it('refuses a stylesheet text that no style element refers to', () => {
    const orphan = Buffer.from(`${textRow('2', css)}0:["$","p",null,{"children":"$2"}]\n`);
    expect(() => payloadWithoutInlinedCss(orphan, stylesheets)).toThrow(/no style element refers to it/);
  });
});

describe('documentWithoutInlinedCss', () => {
  it('keeps the head’s style and empties the payload’s copies, across the scripts the payload is cut into', () => {
    const first = payload.indexOf(css);
    const second = payload.indexOf(css, payload.indexOf('2f:T'));
    const cuts = [first, first + css.length, second, second + css.length];
    const html = documentWithoutInlinedCss(page(headStyle, cuts), stylesheets);
    expect(html.split('color:#123')).toHaveLength(2);
    expect(html.startsWith(`<html><head>${headStyle}</head>`)).toBe(true);
    // The style elements keep their href (React adopts the head's style by it); their text is now "".
    expect(payloadOf(html)).toBe(payload.replace(textRow('2', css), '2:""\n').replace(textRow('2f', css), '2f:""\n'));
    // The scripts that held only a copy are gone.
    expect(html.match(/__next_f\.push/g)).toHaveLength(3);
  });

  it('refuses to empty the payload of a page whose head has not got the stylesheet', () => {
    expect(() => documentWithoutInlinedCss(page('', []), stylesheets)).toThrow(/head has no <style>/);
  });
});
