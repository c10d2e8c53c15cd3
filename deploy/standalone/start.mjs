// `npm start` on a fresh clone: install, build the frontends, then run the standalone server,
// which migrates and seeds at start. A second start skips what is already done.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_NO_CLOUD: 'true' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(path.join(root, 'package.json')) > mtime(installed)) {
  console.log('Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

console.log('Building the frontends (cached after the first time)…');
run('npx', ['nx', 'run-many', '-t', 'build', '--projects=tag:type:frontend', '--outputStyle=static']);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'deploy/standalone/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
