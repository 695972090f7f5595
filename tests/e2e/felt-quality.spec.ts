import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from '../support/axe';

import { feltQualityProblems } from './felt-quality';

/**
 * The felt-quality probe (and the axe helper) on small pages made to pass or fail each check: the route suite trusts it on every page,
 * so each check must be able to fail, and must not fail what WCAG allows.
 */
async function problemsOf(page: Page, body: string) {
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>
      body { margin: 0; font: 16px/1.5 sans-serif; background: #fff; color: #222; }
      p { margin: 0 16px 16px; }
      button { padding: 12px; }
      .ring:focus-visible { outline: 3px solid #15233a; outline-offset: 2px; }
    </style></head><body>${body}</body></html>`,
  );
  return feltQualityProblems(page);
}

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1}: ${'a line of text to read, '.repeat(6)}</p>`).join('');

test('a focus stop needs a ring of 2 px or more at 3:1, from the element or its drawing', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<button class="ring">Ringed</button>
     <button style="outline: none">Bare</button>
     <button style="outline-color: #ffe9a8" class="ring">Pale</button>
     <label style="position: relative; display: inline-block">
       <input type="radio" name="r" style="position: absolute; inset: 0; opacity: 0; margin: 0" class="peer">
       <span style="display: block; padding: 12px">Star</span>
     </label>
     <style>label:has(input:focus-visible) span { box-shadow: 0 0 0 2px #15233a; }</style>`,
  );
  expect(problems).toEqual([
    expect.stringMatching(/^focus stop 2: no visible focus indicator on <button> "Bare" \(button:nth-of-type\(2\)\)/),
    expect.stringMatching(/^focus stop 3: no visible focus indicator on <button> "Pale" .*at 1\.\d+:1 against #ffffff/),
  ]);
});

test('a fixed element over the focused element, or over text at rest, is named', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<div style="position: fixed; left: 0; bottom: 0; width: 100px; height: 100px; background: navy"></div>
     ${filler(200)}<a class="ring" href="#x" style="display: block; margin: 0 16px">Last link</a>`,
  );
  expect(problems.filter((p) => p.startsWith('at rest'))).toEqual([
    expect.stringMatching(/^at rest: <div> "" \(div\) lies over text "Paragraph \d+/),
  ]);
  expect(problems).toContainEqual(
    expect.stringMatching(/^focus stop 1: <a> "Last link" \(a\) is covered by <div> "" \(div\)/),
  );
});

test('a full-width top bar hides only what is under it at the top of the page', async ({ page }) => {
  const bar = `<div style="position: fixed; top: 0; left: 0; right: 0; height: 40px; background: navy; color: #fff">Bar</div>`;
  const end = '<p><button class="ring">End</button></p>';
  expect(await problemsOf(page, `${bar}<div style="height: 40px"></div>${filler(200)}${end}`)).toEqual([]);
  expect(await problemsOf(page, `${bar}${filler(200)}${end}`)).toEqual([
    expect.stringMatching(/^at rest: <div> "Bar" \(div\) lies over text "Paragraph 1/),
  ]);
});

test('a page where Tab reaches nothing is reported, not passed', async ({ page }) => {
  expect(await problemsOf(page, filler(3))).toEqual(['Tab reached no element: the focus walk measured nothing']);
});

test('sideways scrolling is found and the wide element named', async ({ page }) => {
  const problems = await problemsOf(page, `<p>Text</p><div id="wide" style="width: 2000px; height: 10px"></div>`);
  expect(problems).toContainEqual(expect.stringMatching(/^at rest: the page scrolls sideways/));
  expect(problems).toContainEqual(expect.stringMatching(/^at rest: <div> "" \(#wide\) reaches 2000 px/));
});

test('tap targets under 24 px fail when crowded, pass when spaced or inline in a sentence', async ({ page }) => {
  const small = 'style="width: 16px; height: 16px; padding: 0; border: 0" aria-label';
  const problems = await problemsOf(
    page,
    `<p><button ${small}="A"></button><button ${small}="B"></button></p>
     <p><button ${small}="Alone"></button></p>
     <p>Read the <a class="ring" href="#x" style="font-size: 12px">notice</a> before you start.</p>`,
  );
  const targets = problems.filter((p) => p.includes('tap target'));
  expect(targets).toEqual([
    expect.stringMatching(
      /^at rest: tap target <button> "A" .* is 16×16 px, under 24 × 24 px and too close to <button> "B"/,
    ),
    expect.stringMatching(/^at rest: tap target <button> "B" .* too close to <button> "A"/),
  ]);
});

test('a pill button whose label wraps is named; one on one line, or a rounded card, is not', async ({ page }) => {
  const pill =
    'class="ring" style="display: inline-block; border-radius: 9999px; padding: 12px 20px; background: #0f5e5a; color: #fff"';
  const problems = await problemsOf(
    page,
    `<p style="width: 120px"><a href="#a" ${pill}>Book a consultation</a></p>
     <p><a href="#b" ${pill}>Book a consultation</a></p>
     <p style="width: 120px"><a href="#c" class="ring" style="display: block; border-radius: 12px; padding: 12px">A card with a long label</a></p>`,
  );
  expect(problems.filter((p) => p.includes('pill'))).toEqual([
    expect.stringMatching(
      /^at rest: the pill <a> "Book a consultation" \(p:nth-of-type\(1\) > a\) wraps its label over 2 lines/,
    ),
  ]);
});

test('a line cut through its letters by a box hiding its overflow is named; a line hidden whole is not', async ({
  page,
}) => {
  const box = 'width: 180px; margin: 0 16px; line-height: 24px; overflow: hidden';
  const text = 'Three lines of story text, more than this narrow box can hold in two of them';
  const problems = await problemsOf(
    page,
    `<p id="cut" style="${box}; height: 60px">${text}</p>
     <p id="clamped" style="${box}; height: 48px">${text}</p>
     <div style="${box}; height: 60px; overflow: auto"><p style="margin: 0">${text}</p></div>
     <p style="${box}; height: 60px; mask-image: linear-gradient(#000 60%, transparent)">${text}</p>
     <a class="ring" href="#main" style="position: absolute; width: 1px; height: 1px; padding: 12px; overflow: hidden; clip-path: inset(50%)">Skip to main content</a>
     <p><button class="ring">End</button></p>`,
  );
  expect(problems.filter((p) => p.includes('cut through'))).toEqual([
    expect.stringMatching(/^at rest: text "Three lines of story text.*" in <p> .*\(#cut\) is cut through its letters/),
  ]);
});

test('on a phone, a header whose label wraps or whose controls take two rows is named', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const link = (label: string, style = '') =>
    `<a href="#${label.length}" class="ring" style="display: inline-block; padding: 12px; ${style}">${label}</a>`;
  const problems = await problemsOf(
    page,
    `<div>${link('Private Practice', 'width: 60px')} ${link('Contact')}</div>
     <header>${link('Logo')}<button class="ring" style="display: block">Menu</button></header>
     <main><p>Text</p></main>`,
  );
  expect(problems.filter((p) => p.includes('header'))).toEqual([
    expect.stringMatching(/^at rest: the header's <a> "Private Practice" .* wraps its label over 2 lines/),
    expect.stringMatching(
      /^at rest: the header's <header> "Logo Menu" \(header\) holds its controls in more than one row/,
    ),
  ]);
  // At 1280 px the header may take two rows.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await feltQualityProblems(page)).filter((p) => p.includes('header'))).toEqual([]);
});

test('the axe helper names a violation, and leaves out what it is told to exclude', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body>
      <header><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></header>
      <main><h1>Probe</h1><p>Text.</p></main></body></html>`,
  );
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^image-alt \(critical\): Images must have alternative text\n {4}img$/),
  ]);
  expect(await axeViolations(page, { exclude: ['header'] })).toEqual([]);
});
