// `npm start`: build the site when there is no build yet, then run the server (site + API on one port).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(new URL('../out/_site-manifest.json', import.meta.url))) {
  console.log('No build found: building the site first (this takes a minute or two).');
  run('npm', ['run', 'build']);
}
run('npm', ['run', 'serve']);
