// `npm test`: type check, lint, format check, unused files and exports (knip), build the export, unit + component + integration tests (vitest), then the browser
// suite (Playwright). Prints each stage's time, one closing line "N passed, N failed", and exits non-zero on any failure.
//
// What runs at once: the static checks are single-threaded, so they run side by side (and beside the build,
// which they do not read). vitest and Playwright each keep every core busy on their own, so they run one after the
// other unless the machine has cores to spare (TEST_PARALLEL=1/0 forces either way).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SKIP_NEXT_TYPECHECK: '1' };
const started = Date.now();
let passed = 0;
let failed = 0;

/** What a failed stage printed about its failure, repeated at the end of the log, where CI summaries look. */
const failureReports = [];

/**
 * Runs one stage. Alone, its output streams as it comes; beside others, it is held and printed whole when the stage
 * ends, so the log reads stage by stage. Either way the output is kept until the stage ends, for `failureReport`.
 */
function run(label, command, args, { alone = true, failureReport } = {}) {
  console.log(`▶ ${label}: ${command} ${args.join(' ')}`);
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output.push(chunk);
        if (alone) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (!alone && text) process.stdout.write(`\n── ${label} ──\n${text}`);
      const seconds = ((Date.now() - began) / 1000).toFixed(0);
      console.log(`◀ ${label} ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
      const report = code === 0 ? '' : failureReport?.(text);
      if (report) failureReports.push(`── ${label}: why it failed ──\n${report}`);
      resolve(code === 0);
    });
  });
}

/**
 * The part of vitest's output that says why it failed: its "Failed Suites", "Failed Tests" and "Unhandled Errors"
 * sections (an error outside any test fails the run with every test passing), else its last lines.
 */
function vitestFailure(output) {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /⎯{2,} (Failed Suites|Failed Tests|Unhandled Errors?) \d*/.test(line));
  return (start >= 0 ? lines.slice(start) : lines).slice(-80).join('\n');
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(alone) {
  rmSync('test-results/vitest.json', { force: true });
  const ok = await run(
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    { alone, failureReport: vitestFailure },
  );
  const report = readJson('test-results/vitest.json');
  // A stage that fails without producing a report still counts as one failure.
  if (!report) return void failed++;
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  // Every test passed yet vitest failed: an error outside any test (an unhandled rejection, a file that did not load).
  if (!ok && report.numFailedTests === 0)
    console.log(
      'vitest failed with every test passing: look above for "Unhandled Errors" or a suite that did not load',
    );
}

async function playwright(alone) {
  rmSync('test-results/e2e.json', { force: true });
  const ok = await run('playwright', 'npx', ['playwright', 'test'], { alone });
  const report = readJson('test-results/e2e.json');
  if (!report) return void failed++;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected + (ok || report.stats.unexpected > 0 ? 0 : 1);
}

const reuseBuild = process.env.SKIP_BUILD === '1' && existsSync('out/404.html');
const [built, ...checks] = await Promise.all([
  reuseBuild ? true : run('build', 'npm', ['run', 'build'], { alone: false }),
  run('type check', 'npx', ['tsc', '--noEmit'], { alone: false }),
  run('lint', 'npx', ['eslint', '.'], { alone: false }),
  run('format', 'npx', ['prettier', '--check', '.'], { alone: false }),
  run('unused files, exports and dependencies', 'npx', ['knip', '--no-progress'], { alone: false }),
]);
for (const ok of checks) {
  if (ok) passed++;
  else failed++;
}

if (!built) {
  failed++;
} else {
  const parallel = process.env.TEST_PARALLEL ? process.env.TEST_PARALLEL === '1' : availableParallelism() >= 4;
  if (parallel) await Promise.all([vitest(false), playwright(false)]);
  else {
    await vitest(true);
    await playwright(true);
  }
}

for (const report of failureReports) console.log(`\n${report}`);
console.log(`\nall stages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
