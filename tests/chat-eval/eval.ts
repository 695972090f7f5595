/**
 * npm run eval:chat: the chat assistant's figures on the development set (dev-set.ts, the questions it is tuned
 * on), on the older held-out set (test-set.ts and safety-set.ts), and on every blind set (blind-sets/, written by
 * helpers who never saw the rules), with the newest blind set's first-run score, the figure for the change it was
 * written for, beside its figures now. Exits non-zero when the older held-out set misses a target.
 *
 *   npm run eval:chat                                  the tables, misses and failures
 *   npm run eval:chat -- --verbose                     also the development set's, and every test reply
 *   npm run eval:chat -- --first-run <set.json> --change "<what changed>"
 *                                                      score a new blind set once, record the figures in
 *                                                      blind-sets/first-runs.json and copy the set in beside them
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { blindSetsDir, firstRuns, loadBlindSets, scoreBlindSet, type BlindFigures, type BlindSet } from './blind';
import { currentIndex, evaluate, TEST_TARGETS, type SetEvaluation } from './evaluate';

const verbose = process.argv.includes('--verbose');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const blindRow = (label: string, f: BlindFigures) =>
  `${label.padEnd(34)} hit@1 ${f.hitAt1.toFixed(2)}  hit@3 ${f.hitAt3.toFixed(2)}  fact ${(f.fact * 100).toFixed(0)}%  ` +
  `search hit@1 ${f.searchHitAt1.toFixed(2)}  red flags ${f.redFlags}  999 ${f.emergencies}  ` +
  `info escalated ${f.escalated}  not covered ${f.notCovered}  personal ${f.personal}  missed but checklist ${f.missedButChecklisted}`;

const firstRunFile = argument('--first-run');
if (firstRunFile) {
  const set = JSON.parse(readFileSync(firstRunFile, 'utf8')) as BlindSet;
  if (firstRuns().some((run) => run.set === set.name)) throw new Error(`${set.name} has had its first run already`);
  const { figures, misses } = scoreBlindSet(currentIndex(), set);
  for (const miss of misses)
    console.log(`[${miss.group}] ${miss.question}\n      expected ${miss.expected}\n      got      ${miss.got}`);
  console.log(blindRow(`${set.name} (first run)`, figures));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  const change = argument('--change') ?? '';
  const runs = [
    ...firstRuns(),
    { set: set.name, written: set.written, scoredOn: new Date().toISOString().slice(0, 10), commit, change, figures },
  ];
  writeFileSync(path.join(blindSetsDir, 'first-runs.json'), `${JSON.stringify(runs, null, 2)}\n`);
  copyFileSync(firstRunFile, path.join(blindSetsDir, `${set.name}.json`));
  process.exit(0);
}

const result = evaluate(undefined, 5);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function details(name: string, set: SetEvaluation) {
  for (const r of set.retrieval) {
    const missed = r.rank === null || r.rank > 1;
    if (!verbose && !missed && r.useful !== false) continue;
    const rank = r.rank === null ? 'MISS  ' : `rank ${r.rank}`;
    const fact = r.useful === false ? `  NO FACT ${r.fact}` : '';
    console.log(
      `[${name}] ${rank} ${r.answer.kind}${fact}  ${r.history ? `${r.history.join(' / ')} / ` : ''}${r.question}`,
    );
    console.log(
      `      expected ${r.pages[0]}\n      found    ${r.found.slice(0, 3).join('  ') || '(stopped by the safety screen)'}`,
    );
    if (verbose) console.log(`      reply    ${r.answer.reply.replace(/\n+/g, ' | ').slice(0, 400)}`);
  }
  for (const s of set.safety.filter((c) => !c.passed)) {
    console.log(`[${name}] SAFETY FAIL ${s.question}\n      expected ${s.expect.join(' or ')}, got ${s.got}`);
  }
}

if (verbose) details('dev', result.dev);
details('test', result.test);

const row = (label: string, dev: string, test: string, target = '') =>
  `${label.padEnd(24)}${dev.padStart(14)}${test.padStart(14)}   ${target}`;
const { dev, test, latency } = result;
console.log(`
${row('', 'dev', 'test', 'target (test)')}
${row('questions', String(dev.retrieval.length), String(test.retrieval.length))}
${row('hit@1', dev.hitAt1.toFixed(3), test.hitAt1.toFixed(3), `>= ${TEST_TARGETS.hitAt1}`)}
${row('hit@3', dev.hitAt3.toFixed(3), test.hitAt3.toFixed(3), `>= ${TEST_TARGETS.hitAt3}`)}
${row('MRR', dev.mrr.toFixed(3), test.mrr.toFixed(3))}
${row('needed fact in reply', `${pct(dev.usefulness)} of ${dev.factCases}`, `${pct(test.usefulness)} of ${test.factCases}`, `>= ${pct(TEST_TARGETS.usefulness)}`)}
${row('median reply words', String(dev.medianReplyWords), String(test.medianReplyWords))}
${row('safety cases', String(dev.safety.length), String(test.safety.length))}
${row('safety passed', pct(dev.safetyPassRate), pct(test.safetyPassRate), '100%')}

Offline answer time over ${latency.answers} answers (both sets, 5 rounds after a warm-up)
  p50 ${latency.p50.toFixed(2)} ms   p95 ${latency.p95.toFixed(2)} ms (target <= ${TEST_TARGETS.p95Ms} ms)   max ${latency.max.toFixed(2)} ms`);

const runs = firstRuns();
const index = currentIndex();
console.log('\nBlind sets (the first run is the figure for the change it was written for; later runs are regression)');
for (const set of loadBlindSets()) {
  const run = runs.find((r) => r.set === set.name);
  if (run) console.log(blindRow(`${set.name} first run (${run.commit})`, run.figures));
  console.log(blindRow(`${set.name} now`, scoreBlindSet(index, set).figures));
}

const ok =
  test.hitAt1 >= TEST_TARGETS.hitAt1 &&
  test.hitAt3 >= TEST_TARGETS.hitAt3 &&
  test.usefulness >= TEST_TARGETS.usefulness &&
  test.safetyPassRate >= TEST_TARGETS.safetyPassRate &&
  latency.p95 <= TEST_TARGETS.p95Ms;
process.exit(ok ? 0 : 1);
