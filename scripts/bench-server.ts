/**
 * `npm run bench:server`: our compiled server (dist/server/server.js) against nginx serving the same out/ folder
 * (gzip_static on, so it sends the build's .gz copies), in one run, interleaved: `GET /`, a hashed script of
 * about 28 KB, and `GET /api/stories` (nginx: the same JSON as a static file), each with
 * `Accept-Encoding: br, gzip`, measured with wrk at 10 connections. Also the start-up of our server to its first
 * answer. Prints req/s, p50, p99 and the ratios; exits non-zero when a target is missed:
 * static files >= 0.5 x nginx's req/s, /api/stories >= 5,000 req/s with p99 <= 20 ms, first answer <= 2 s.
 * Both log no requests (LOG_LEVEL=warn, access_log off). Run after `npm run build`; needs nginx and wrk.
 * The static files are also served by a bare Fastify with @fastify/static (`preCompressed`, the .br/.gz copies
 * from disk), the alternative to our in-memory store (server/plugins/static-site.ts): the figures decide which
 * one the server keeps (issue 23).
 * Env: BENCH_SECONDS (each measurement, default 5), BENCH_ROUNDS (default 3, the median is kept),
 * BENCH_PORT (default 3390; nginx gets the next port).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { nginxConfig } from '../tests/support/static-hosts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ourPort = Number(process.env.BENCH_PORT ?? 3390);
const nginxPort = ourPort + 1;
const fastifyStaticPort = ourPort + 2;
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
chmodSync(scratch, 0o755); // nginx's workers read the stories file as another user

for (const tool of ['nginx', 'wrk']) {
  if (spawnSync('which', [tool]).status !== 0) throw new Error(`bench:server needs ${tool} on the PATH`);
}
for (const file of ['out/404.html', 'dist/server/server.js']) {
  if (!statSync(path.join(root, file), { throwIfNoEntry: false })) throw new Error(`No ${file}: run "npm run build"`);
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', () => {
  stopAll();
  rmSync(scratch, { recursive: true, force: true });
});

const answers = async (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );
async function waitFor(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** CPU time (user + system) a process has used so far, from /proc (Linux). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// Our server, as `npm start` runs it, on a fresh database.
const started = performance.now();
const ours = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
  env: {
    ...process.env,
    PORT: String(ourPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(scratch, 'site.db')}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(ours);
await waitFor(`http://127.0.0.1:${ourPort}/healthz`, ours);
const startUp = { wallMs: performance.now() - started, cpuMs: cpuMs(ours.pid!) };

// nginx on a config of its own, serving the same files (and the stories JSON as a static file).
const stories = Buffer.from(await (await fetch(`http://127.0.0.1:${ourPort}/api/stories`)).arrayBuffer());
writeFileSync(path.join(scratch, 'stories.json'), stories);
writeFileSync(path.join(scratch, 'stories.json.gz'), gzipSync(stories, { level: 9 }));
writeFileSync(
  path.join(scratch, 'nginx.conf'),
  nginxConfig(
    scratch,
    `listen 127.0.0.1:${nginxPort};
    root ${outDir};
    location = /api/stories { default_type application/json; alias ${scratch}/stories.json; }
    location / { try_files $uri $uri.html $uri/index.html =404; }`,
  ),
);
const nginx = spawn('nginx', ['-c', path.join(scratch, 'nginx.conf'), '-e', path.join(scratch, 'error.log')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(nginx);
await waitFor(`http://127.0.0.1:${nginxPort}/`, nginx);

// @fastify/static on the same files, as its documentation sets it up for precompressed files.
const fastifyStatic = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: ${JSON.stringify(outDir)}, preCompressed: true });
await app.listen({ port: ${fastifyStaticPort}, host: '127.0.0.1' });`,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
children.push(fastifyStatic);
await waitFor(`http://127.0.0.1:${fastifyStaticPort}/`, fastifyStatic);

// The hashed script nearest 28 KB.
const chunksDir = path.join(outDir, '_next/static/chunks');
const script = readdirSync(chunksDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, size: statSync(path.join(chunksDir, file)).size }))
  .sort((a, b) => Math.abs(a.size - 28_000) - Math.abs(b.size - 28_000))[0]!;
const targets = [
  { name: 'GET /', path: '/' },
  { name: `GET ${(script.size / 1024).toFixed(0)} KB script`, path: `/_next/static/chunks/${script.file}` },
  { name: 'GET /api/stories', path: '/api/stories' },
];

type Run = { rps: number; p50: number; p99: number };
const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);
function wrk(url: string, duration = seconds): Run {
  const result = spawnSync(
    'wrk',
    ['-t2', '-c10', `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
    { encoding: 'utf8' },
  );
  const text = result.stdout;
  const latency = (pct: string) => {
    const match = text.match(new RegExp(`^\\s+${pct}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!match) throw new Error(`wrk gave no ${pct}% latency for ${url}:\n${text}${result.stderr}`);
    return ms(match[1]!, match[2]!);
  };
  const non2xx = text.match(/Non-2xx or 3xx responses: (\d+)/);
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} error answers`);
  return { rps: Number(text.match(/Requests\/sec:\s+([\d.]+)/)![1]), p50: latency('50'), p99: latency('99') };
}
const median = (runs: Run[], key: keyof Run) =>
  runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;

// Warm up: our server loads the chat index a second after it starts listening, and V8 compiles the hot paths.
await new Promise((resolve) => setTimeout(resolve, 3000));
for (const target of targets) {
  for (const port of [ourPort, nginxPort]) wrk(`http://127.0.0.1:${port}${target.path}`, 2);
}

const isStatic = (target: { path: string }) => target.path !== '/api/stories';
const results = targets.map((target) => ({
  ...target,
  ours: [] as Run[],
  nginx: [] as Run[],
  fastifyStatic: [] as Run[],
}));
for (let round = 0; round < rounds; round++) {
  for (const target of results) {
    target.ours.push(wrk(`http://127.0.0.1:${ourPort}${target.path}`));
    target.nginx.push(wrk(`http://127.0.0.1:${nginxPort}${target.path}`));
    if (isStatic(target)) target.fastifyStatic.push(wrk(`http://127.0.0.1:${fastifyStaticPort}${target.path}`));
  }
}
stopAll();

const failures: string[] = [];
const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `wrk, 10 connections, ${seconds} s x ${rounds} rounds interleaved (medians), Accept-Encoding: br, gzip; load average ${loadAverage}\n`,
);
console.log(
  'request'.padEnd(24),
  'ours req/s'.padStart(11),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  '| nginx req/s'.padStart(13),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  '| ratio'.padStart(8),
  '| @fastify/static req/s'.padStart(23),
  'ratio'.padStart(6),
);
for (const target of results) {
  const [o, n] = [target.ours, target.nginx].map((runs) => ({
    rps: median(runs, 'rps'),
    p50: median(runs, 'p50'),
    p99: median(runs, 'p99'),
  })) as [Run, Run];
  const ratio = o.rps / n.rps;
  console.log(
    target.name.padEnd(24),
    o.rps.toFixed(0).padStart(11),
    o.p50.toFixed(2).padStart(7),
    o.p99.toFixed(2).padStart(7),
    `| ${n.rps.toFixed(0)}`.padStart(13),
    n.p50.toFixed(2).padStart(7),
    n.p99.toFixed(2).padStart(7),
    `| ${ratio.toFixed(2)}`.padStart(8),
    ...(isStatic(target)
      ? [
          `| ${median(target.fastifyStatic, 'rps').toFixed(0)}`.padStart(23),
          (median(target.fastifyStatic, 'rps') / n.rps).toFixed(2).padStart(6),
        ]
      : []),
  );
  if (target.path === '/api/stories') {
    if (o.rps < 5000) failures.push(`/api/stories: ${o.rps.toFixed(0)} req/s < 5,000`);
    if (o.p99 > 20) failures.push(`/api/stories: p99 ${o.p99.toFixed(1)} ms > 20 ms`);
  } else if (ratio < 0.5) {
    failures.push(`${target.name}: ${ratio.toFixed(2)} x nginx < 0.5`);
  }
}
console.log(
  `\nstart-up to first answer: ${startUp.wallMs.toFixed(0)} ms (CPU ${startUp.cpuMs} ms), target <= 2,000 ms`,
);
if (startUp.wallMs > 2000) failures.push(`start-up ${startUp.wallMs.toFixed(0)} ms > 2,000 ms`);

if (failures.length > 0) {
  console.log(`\nMISSED:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target met.');
}
