// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { contactCards } from './blind';

describe('the blind scoring’s reading of the home page', () => {
  it('finds the practice cards inside the contact section of the exported home page, as it counts them', () => {
    const file = path.resolve(import.meta.dirname, '../../out/index.html');
    if (!existsSync(file)) throw new Error(`No ${file}: run "npm run build" first (npm test does).`);
    const home = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
    expect(contactCards).toHaveLength(2);
    for (const card of contactCards) expect(home.querySelector(`#contact ${card.slice(1)}`)).not.toBeNull();
  });
});
