// `npm start`: build the site and the server when there is no build yet, then run the compiled server (site + API
// on one port), plain JavaScript: no TypeScript compiler at run time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = (file) => existsSync(new URL(`../${file}`, import.meta.url));
if (!built('out/404.html') || !built('dist/server/server.js')) {
  console.log('No build found: building the site first (this takes a minute or two).');
  run('npm', ['run', 'build']);
}
run(process.execPath, ['dist/server/server.js']);
