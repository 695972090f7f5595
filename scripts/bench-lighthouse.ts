/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default) on our pages and on the "floor", an empty Next
 * export of the same Next version (app/layout + app/page with a heading and a paragraph, output: 'export'),
 * built in .bench/floor and prepared by scripts/post-export.ts like ours, except that its scripts load as Next writes
 * them (a second copy, loading them after the first paint as ours do, is measured beside it for comparison). Both are served by our compiled server
 * (SERVE_SITE with SITE_DIR), so they get the same compression and headers; runs are interleaved (each round:
 * the floor, then every route), with the system Chromium. Prints medians and ratios to the floor and exits
 * non-zero when a route misses a target: performance >= floor - 2, LCP <= 1.3 x floor, TBT <= floor + 50 ms,
 * CLS <= 0.01, accessibility / best practices / SEO 100.
 * Run after `npm run build`. Env: LIGHTHOUSE_RUNS (per URL, default 5), LIGHTHOUSE_ROUTES (comma-separated, default
 * the 8 routes below), LIGHTHOUSE_REPORTS (a folder: each run's full report is written there as JSON, to see what
 * the LCP waited for), CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3380; the floor's server,
 * Chromium's debugging port next).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ourPort = Number(process.env.BENCH_PORT ?? 3380);
const floorPort = ourPort + 1;
const debuggingPort = ourPort + 2;
const paintFirstFloorPort = ourPort + 3;
const allRoutes = [
  '/',
  '/patient-success-stories',
  '/AboutMe',
  '/knee-procedures',
  '/Conditions/knee-arthritis',
  '/UsefulLinks',
  '/Treatments/total-knee-replacement',
  '/PreAndPostcare/physiotherapy',
];
// LIGHTHOUSE_ROUTES=/,/AboutMe measures a few routes while trying a change; the verdict needs them all.
const routes = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? allRoutes;

for (const file of ['out/404.html', 'dist/server/server.js']) {
  if (!statSync(path.join(root, file), { throwIfNoEntry: false })) throw new Error(`No ${file}: run "npm run build"`);
}

// The floor: inside the project (gitignored), so it builds with our node_modules' Next.
const floorDir = path.join(root, '.bench/floor');
rmSync(floorDir, { recursive: true, force: true });
mkdirSync(path.join(floorDir, 'app'), { recursive: true });
writeFileSync(path.join(floorDir, 'package.json'), '{ "private": true, "type": "module" }\n');
writeFileSync(path.join(floorDir, 'next.config.mjs'), "export default { output: 'export' };\n");
writeFileSync(
  path.join(floorDir, 'app/layout.jsx'),
  `export const metadata = { title: 'Floor', description: 'An empty Next.js static export.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
);
writeFileSync(
  path.join(floorDir, 'app/page.jsx'),
  `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>An empty Next.js static export, the floor our pages are measured against.</p>
    </main>
  );
}
`,
);
symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'), 'dir');
const step = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};
console.log('Building the floor (an empty Next export)...');
step(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: floorDir });
// The floor twice: as Next writes it (the targets' reference), and loading its scripts after the first paint as our
// pages do (scripts/paint-first.ts): the second shows what our pages cost beyond an empty page loaded the same way.
cpSync(path.join(floorDir, 'out'), path.join(floorDir, 'out-paint-first'), { recursive: true });
for (const [dir, keepNextScriptLoading] of [
  ['out', '1'],
  ['out-paint-first', ''],
] as const) {
  step(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/post-export.ts')], {
    env: { ...process.env, EXPORT_DIR: path.join(floorDir, dir), KEEP_NEXT_SCRIPT_LOADING: keepNextScriptLoading },
  });
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
async function serve(port: number, siteDir: string) {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SITE_DIR: siteDir,
      DATABASE_URL: `file:${path.join(floorDir, `site-${port}.db`)}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
}
async function waitFor(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
await serve(ourPort, path.join(root, 'out'));
await serve(floorPort, path.join(floorDir, 'out'));
await serve(paintFirstFloorPort, path.join(floorDir, 'out-paint-first'));

const chrome = spawn(
  chromePath,
  [
    '--headless=new',
    '--no-sandbox',
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${path.join(floorDir, 'chrome')}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
children.push(chrome);
for (;;) {
  if (
    await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

type Scores = { perf: number; lcp: number; tbt: number; cls: number; a11y: number; bp: number; seo: number };
async function measure(url: string, attempt = 1): Promise<Scores> {
  const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    // A trace lost on a busy machine (NO_NAVSTART and the like) is tried again, twice at most.
    if (attempt < 3) return measure(url, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
  }
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
  }
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  return {
    perf: score('performance'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
  };
}

const floorRuns: Scores[] = [];
const paintFirstFloorRuns: Scores[] = [];
const routeRuns = new Map(routes.map((route) => [route, [] as Scores[]]));
for (let round = 1; round <= runs; round++) {
  console.log(`Round ${round} of ${runs}...`);
  floorRuns.push(await measure(`http://127.0.0.1:${floorPort}/`));
  paintFirstFloorRuns.push(await measure(`http://127.0.0.1:${paintFirstFloorPort}/`));
  for (const route of routes) routeRuns.get(route)!.push(await measure(`http://127.0.0.1:${ourPort}${route}`));
}
children.forEach((child) => child.kill('SIGTERM'));

const median = (list: Scores[], key: keyof Scores) =>
  list.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const medians = (list: Scores[]) =>
  Object.fromEntries((Object.keys(list[0]!) as (keyof Scores)[]).map((key) => [key, median(list, key)])) as Scores;
const floor = medians(floorRuns);
const paintFirstFloor = medians(paintFirstFloorRuns);
const worstCls = (list: Scores[]) => Math.max(...list.map((s) => s.cls));

const loadAverage = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ').slice(0, 3).join(' ');
console.log(`\nLighthouse mobile, ${runs} runs per URL interleaved, medians; load average ${loadAverage}\n`);
const header = ['page', 'perf', 'LCP s', 'xfloor', 'xpaint1', 'TBT ms', '+floor', 'CLS max', 'a11y', 'BP', 'SEO'];
const widths = [38, 5, 6, 7, 8, 7, 7, 8, 5, 4, 4];
const row = (cells: string[]) =>
  console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
const lcpRatio = (m: Scores, to: Scores) => (m.lcp / to.lcp).toFixed(2);
const scoreRow = (name: string, m: Scores, list: Scores[]) =>
  row([
    name,
    String(m.perf),
    (m.lcp / 1000).toFixed(2),
    lcpRatio(m, floor),
    lcpRatio(m, paintFirstFloor),
    m.tbt.toFixed(0),
    (m.tbt - floor.tbt).toFixed(0),
    worstCls(list).toFixed(3),
    String(m.a11y),
    String(m.bp),
    String(m.seo),
  ]);
row(header);
scoreRow('floor (empty Next export) /', floor, floorRuns);
scoreRow('floor, paint first (as ours load) /', paintFirstFloor, paintFirstFloorRuns);
const failures: string[] = [];
for (const route of routes) {
  const list = routeRuns.get(route)!;
  const m = medians(list);
  const cls = worstCls(list);
  scoreRow(route, m, list);
  if (m.perf < floor.perf - 2) failures.push(`${route}: performance ${m.perf} < floor ${floor.perf} - 2`);
  if (m.lcp > 1.3 * floor.lcp) failures.push(`${route}: LCP ${(m.lcp / floor.lcp).toFixed(2)} x floor > 1.3`);
  if (m.tbt > floor.tbt + 50) failures.push(`${route}: TBT ${(m.tbt - floor.tbt).toFixed(0)} ms over floor > 50`);
  if (cls > 0.01) failures.push(`${route}: CLS ${cls.toFixed(3)} > 0.01 in a run`);
  for (const key of ['a11y', 'bp', 'seo'] as const) {
    if (m[key] < 100) failures.push(`${route}: ${key} ${m[key]} < 100`);
  }
}
if (routes !== allRoutes)
  failures.push(`only ${routes.length} of ${allRoutes.length} routes measured (LIGHTHOUSE_ROUTES)`);
if (failures.length > 0) {
  console.log(`\nMISSED:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target met.');
}
console.log(
  '\nxfloor: LCP against the floor as Next writes it (the targets). xpaint1: against the floor loading its scripts ' +
    'after the first paint, as our pages do; what is left there is HTML, CSS and images.',
);
