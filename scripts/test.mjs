// `npm test`: type checks, lint and builds (Nx, cached), unit and service tests (real PostgreSQL,
// NATS, Redis), then the browser journeys in headless Chromium against the standalone server.
// Ends with one plain line 'N passed, N failed' summing every vitest run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RESULTS = '.vitest-results.json';
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_DAEMON: 'false' };
const vitestJson = ['--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}`];

const step = (title, command, args) => {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
};

function resultFiles() {
  const files = [];
  for (const group of ['libs', 'services', 'frontends', 'deploy']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name, RESULTS);
      if (existsSync(file)) files.push(file);
    }
  }
  if (existsSync(path.join(root, RESULTS))) files.push(path.join(root, RESULTS));
  return files;
}

for (const file of resultFiles()) rmSync(file);

let ok = step('Type check, lint and build', 'npx', ['nx', 'run-many', '-t', 'typecheck', 'lint', 'build', '--parallel=2', '--outputStyle=static']);
ok = ok && step('Unit and service tests', 'npx', ['nx', 'run-many', '-t', 'test', '--parallel=2', '--outputStyle=static', '--', ...vitestJson]);
ok = ok && step('Browser journeys (headless Chromium)', 'npx', ['vitest', 'run', '--config', 'deploy/standalone/e2e/vitest.config.ts', ...vitestJson]);

let passed = 0;
let failed = 0;
for (const file of resultFiles()) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
