import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from './ports';

/**
 * The export served as the static hosts of docs/deploying.md serve it: Debian's nginx and Caddy with the generated
 * configs (dist/hosts/nginx.conf, dist/hosts/Caddyfile, included in the site's block as the guide says), and a
 * plain file server without rewrites
 * (a URL is a file, or a folder's index.html; no listing), as S3 or GitHub Pages. Each runs as this user on a
 * loopback port with its own temporary folder. A missing program fails the test with what to install.
 */
export type StaticHost = { baseUrl: string; close: () => Promise<void> };

function requireProgram(program: string, install: string) {
  if (spawnSync('which', [program]).status !== 0) {
    throw new Error(`These tests need ${program} on the PATH: ${install} (.ci/run installs it).`);
  }
}

async function waitForAnswer(url: string, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (${child.exitCode}): ${log()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within 10 s: ${log()}`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A whole nginx configuration that runs as this user from `scratch` (its pid, logs and temporary folders there),
 * serving one server block: for these tests and for npm run bench:server.
 */
export const nginxConfig = (scratch: string, server: string) => `worker_processes 1;
daemon off;
pid ${scratch}/nginx.pid;
error_log ${scratch}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${scratch}/body;
  proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi;
  uwsgi_temp_path ${scratch}/uwsgi;
  scgi_temp_path ${scratch}/scgi;
  sendfile on;
  gzip_static on;
  server {
    ${server}
  }
}
`;

/**
 * nginx with `include <hostsDir>/nginx.conf;` in its server block, `root` the export. Each host takes `port` when
 * given (a host that replaces another keeps the site's origin, which the API's CORS allows), else a free one.
 */
export async function startNginx(siteDir: string, hostsDir: string, port?: number): Promise<StaticHost> {
  requireProgram('nginx', 'apt-get install -y nginx');
  const scratch = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
  chmodSync(scratch, 0o755);
  port ??= await freePort();
  const errorLog = path.join(scratch, 'error.log');
  writeFileSync(
    path.join(scratch, 'nginx.conf'),
    nginxConfig(
      scratch,
      `listen 127.0.0.1:${port};
    root ${path.resolve(siteDir)};
    include ${path.resolve(hostsDir, 'nginx.conf')};`,
    ),
  );
  const child = spawn('nginx', ['-c', path.join(scratch, 'nginx.conf'), '-e', errorLog], { stdio: 'ignore' });
  const log = () => spawnSync('cat', [errorLog]).stdout?.toString() ?? '';
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${baseUrl}/`, child, log);
  return {
    baseUrl,
    close: async () => {
      await stop(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Caddy with `import <hostsDir>/Caddyfile` in its site block, `root` the export. */
export async function startCaddy(siteDir: string, hostsDir: string): Promise<StaticHost> {
  requireProgram('caddy', 'apt-get install -y caddy');
  const scratch = mkdtempSync(path.join(tmpdir(), 'caddy-site-'));
  const port = await freePort();
  writeFileSync(
    path.join(scratch, 'Caddyfile'),
    `{
\tadmin off
\tauto_https off
\tstorage file_system ${scratch}
}
http://127.0.0.1:${port} {
\troot * ${path.resolve(siteDir)}
\timport ${path.resolve(hostsDir, 'Caddyfile')}
}
`,
  );
  let output = '';
  const child = spawn('caddy', ['run', '--config', path.join(scratch, 'Caddyfile')], {
    env: { ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${baseUrl}/`, child, () => output);
  return {
    baseUrl,
    close: async () => {
      await stop(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Python's file server with listings turned off: what a host without rewrite rules does (a folder without a
 * trailing slash gets a 301 to it, then its index.html; anything else is a file or a 404). A miss gets the site's
 * 404.html with status 404, as GitHub Pages sends it, and S3 or Azure with it set as their error document.
 */
const plainServer = `
import functools, http.server, os, sys
class Plain(http.server.SimpleHTTPRequestHandler):
    def list_directory(self, path):
        self.send_error(404)
        return None
    def send_error(self, code, message=None, explain=None):
        page = os.path.join(self.directory, '404.html')
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        with open(page, 'rb') as file:
            body = file.read()
        self.send_response(404)
        self.send_header('Content-Type', 'text/html; charset=utf-8')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)
    def log_message(self, *args):
        pass
handler = functools.partial(Plain, directory=sys.argv[2])
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), handler).serve_forever()
`;

export async function startPlainFileServer(siteDir: string, port?: number): Promise<StaticHost> {
  requireProgram('python3', 'apt-get install -y python3');
  port ??= await freePort();
  let output = '';
  const child = spawn('python3', ['-c', plainServer, String(port), path.resolve(siteDir)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${baseUrl}/`, child, () => output);
  return { baseUrl, close: () => stop(child) };
}
