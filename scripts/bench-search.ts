/**
 * `npm run bench:search` (after `npm run build`): site search's figures. The server's answer time to
 * GET /search?q=... (the 40 patient queries of tests/search-eval, 10 rounds, through the whole app with
 * inject(), p50 and p95), the browser index's gzipped size against its 60 KB budget, and hit@1 / hit@3 of the
 * ranking over the server's whole index and over the browser's smaller one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { loadIndex } from '../lib/chat/chat-index';
import { browserIndexPath, loadBrowserIndex } from '../lib/search/browser-index';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { evaluateSearch } from '../tests/search-eval/evaluate';
import { searchQueries } from '../tests/search-eval/queries';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: `file:${path.join(scratch, 'site.db')}` }),
);
await app.ready();

// Wall time, and the CPU time the process spent: on a shared machine the first includes waiting for a core.
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < 11; round++) {
  for (const { query } of searchQueries) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await app.inject(`/search?q=${encodeURIComponent(query)}`);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode}`);
    const used = process.cpuUsage(cpuStarted);
    if (round === 0) continue; // the first round warms up
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
}
await app.close();
rmSync(scratch, { recursive: true, force: true });
const at = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
console.log(
  `server answer, GET /search?q= (${wall.length} requests): wall p50 ${at(wall, 0.5)} ms, p95 ${at(wall, 0.95)} ms; ` +
    `CPU p50 ${at(cpu, 0.5)} ms, p95 ${at(cpu, 0.95)} ms (budget p95 20 ms; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);

const browserJson = readFileSync(path.join(root, 'out', browserIndexPath), 'utf8');
const kb = gzipSync(browserJson).length / 1024;
console.log(`browser index ${browserIndexPath}: ${kb.toFixed(1)} KB gzipped (budget 60)`);

const report = (name: string, result: ReturnType<typeof evaluateSearch>) =>
  console.log(`${name}: hit@1 ${result.hit1.toFixed(3)}, hit@3 ${result.hit3.toFixed(3)} (${result.queries} queries)`);
const serverResult = evaluateSearch(
  loadIndex(JSON.parse(readFileSync(path.join(root, 'generated/chat-index.json'), 'utf8'))),
);
report('ranking over the server index', serverResult);
const browserResult = evaluateSearch(loadBrowserIndex(JSON.parse(browserJson)));
report('ranking over the browser index', browserResult);
for (const miss of browserResult.misses)
  console.log(`  browser, rank ${miss.rank + 1 || 'none'}: ${miss.query} -> ${miss.found.join(', ')}`);
