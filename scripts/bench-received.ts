/**
 * BENCH_RESOURCES=1 for `npm run bench:lighthouse`: what a page received in one real-Chromium load (the round whose
 * bytes before hydration were the median), request by request, split at the moment React attached. Resource
 * Timing's transferSize counts headers and the compressed body; 0 is a request served from the memory cache or one
 * still arriving.
 */
import type { RealRun } from './bench-real-chromium';

export function printReceived(name: string, runs: RealRun[]) {
  const sorted = [...runs].sort((a, b) => a.bytesBeforeHydration - b.bytesBeforeHydration);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) return;
  const line = (r: RealRun['received'][number]) =>
    `  ${(r.bytes / 1024).toFixed(1).padStart(6)} KiB ${(r.end / 1000).toFixed(2).padStart(6)} s  ${r.type.padEnd(10)} ${r.name}`;
  const before = run.received.filter((r) => r.end <= run.hydrated);
  const after = run.received.filter((r) => r.end > run.hydrated);
  const sum = (list: RealRun['received']) => (list.reduce((total, r) => total + r.bytes, 0) / 1024).toFixed(1);
  console.log(`\n${name}: React attached at ${(run.hydrated / 1000).toFixed(2)} s, ${sum(before)} KiB before it`);
  console.log(before.map(line).join('\n'));
  if (after.length > 0) console.log(`  after it, ${sum(after)} KiB:\n${after.map(line).join('\n')}`);
}
