import { answerOffline } from '@/lib/chat/answer';
import { rankPassages } from '@/lib/chat/search';
import { screenMessage } from '@/lib/chat/safety';
import { currentIndex } from '@/tests/chat-eval/evaluate';
import { retrievalCases } from '@/tests/chat-eval/questions';
const index = currentIndex();
console.log('passages', index.passages.size, 'terms', index.search.termCount);
const qs = retrievalCases.map((c) => c.question);
for (const q of qs) answerOffline(index, q);
const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const p95 = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length * 0.95)]!;
const t = { safety: [] as number[], rank: [] as number[], all: [] as number[], rankNoFuzzy: [] as number[] };
for (const q of qs) {
  let s = performance.now(); screenMessage(q); t.safety.push(performance.now() - s);
  s = performance.now(); rankPassages(index, q); t.rank.push(performance.now() - s);
  s = performance.now(); index.search.search(q, { fuzzy: false }); t.rankNoFuzzy.push(performance.now() - s);
  s = performance.now(); answerOffline(index, q); t.all.push(performance.now() - s);
}
for (const [k, v] of Object.entries(t)) console.log(k, 'median', med(v).toFixed(2), 'p95', p95(v).toFixed(2));
