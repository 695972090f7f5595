/**
 * npm run eval:chat: the chat assistant's figures on the development set (dev-set.ts, the questions it is tuned
 * on) and on the held-out test set (test-set.ts and safety-set.ts, written in patients' words before the pages
 * were read): hit@1, hit@3 and MRR of the pages cited, usefulness (the reply holds the fact asked for), safety,
 * and the offline answer time. Exits non-zero when the test set misses a target.
 *
 *   npm run eval:chat                 the tables, the test set's misses and failures
 *   npm run eval:chat -- --verbose    also the development set's, and every test reply
 */
import { evaluate, TEST_TARGETS, type SetEvaluation } from './evaluate';

const verbose = process.argv.includes('--verbose');
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

const ok =
  test.hitAt1 >= TEST_TARGETS.hitAt1 &&
  test.hitAt3 >= TEST_TARGETS.hitAt3 &&
  test.usefulness >= TEST_TARGETS.usefulness &&
  test.safetyPassRate >= TEST_TARGETS.safetyPassRate &&
  latency.p95 <= TEST_TARGETS.p95Ms;
process.exit(ok ? 0 : 1);
