// `npm test`: type check, lint, format check, unused files and exports (knip), build the export, unit + component +
// integration tests (vitest), then the browser suite (Playwright). Prints one closing line "N passed, N failed" and
// exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SKIP_NEXT_TYPECHECK: '1' };
let passed = 0;
let failed = 0;

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `◀ ${label} ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// A stage that fails without producing a report still counts as one failure.
for (const [label, command, args] of [
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unused files, exports and dependencies', 'npx', ['knip', '--no-progress']],
]) {
  if (run(label, command, args)) passed++;
  else failed++;
}

const built = process.env.SKIP_BUILD === '1' && existsSync('out/_site-manifest.json');
if (!built && !run('build', 'npm', ['run', 'build'])) {
  failed++;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(1);
}

rmSync('test-results/vitest.json', { force: true });
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  // Every test passed yet vitest failed: an error outside any test (an unhandled rejection, a file that did not load).
  if (!vitestOk && vitest.numFailedTests === 0)
    console.log(
      'vitest failed with every test passing: look above for "Unhandled Errors" or a suite that did not load',
    );
} else failed++;

rmSync('test-results/e2e.json', { force: true });
const e2eOk = run('playwright', 'npx', ['playwright', 'test']);
const e2e = readJson('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
} else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
