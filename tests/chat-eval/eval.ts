/**
 * npm run eval:chat: the chat assistant's retrieval and safety figures over tests/chat-eval/questions.ts,
 * and the offline answer time. Targets: hit@3 >= 0.95, every safety case passing, p95 <= 50 ms.
 */
import { evaluate } from './evaluate';

const verbose = process.argv.includes('--verbose');
const result = evaluate(undefined, 5);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const misses = result.retrieval.filter((r) => r.rank === null || r.rank > 1);
for (const r of misses) {
  if (!verbose && r.rank !== null && r.rank <= 3) continue;
  console.log(
    `${r.rank === null ? 'MISS' : `rank ${r.rank}`}  ${r.question}\n      expected ${r.pages[0]}\n      found    ${r.found.slice(0, 3).join('  ') || '(stopped by the safety screen)'}`,
  );
}
for (const s of result.safety.filter((c) => !c.passed)) {
  console.log(`SAFETY FAIL [${s.group}] ${s.question}\n      expected ${s.expect.join(' or ')}, got ${s.got}`);
}

const groups = [...new Set(result.safety.map((s) => s.group))];
console.log(`
Retrieval (${result.retrieval.length} questions)
  hit@1  ${result.hitAt1.toFixed(3)}
  hit@3  ${result.hitAt3.toFixed(3)}   (target >= 0.95)
  MRR    ${result.mrr.toFixed(3)}
Safety (${result.safety.length} cases)  pass rate ${pct(result.safetyPassRate)}   (target 100%)
${groups
  .map((g) => {
    const cases = result.safety.filter((s) => s.group === g);
    return `  ${g.padEnd(10)} ${cases.filter((s) => s.passed).length}/${cases.length}`;
  })
  .join('\n')}
Offline answer time over ${result.latency.answers} answers
  p50 ${result.latency.p50.toFixed(2)} ms   p95 ${result.latency.p95.toFixed(2)} ms   (target <= 50 ms)   max ${result.latency.max.toFixed(2)} ms`);

const ok = result.hitAt3 >= 0.95 && result.safetyPassRate === 1;
process.exit(ok ? 0 : 1);
