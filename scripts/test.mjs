// `npm test`: type checks, lint, unit and service tests (real PostgreSQL, NATS, Redis), builds,
// then the browser journeys in headless Chromium against the standalone server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const step = (title, command, args) => {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
};

step('Type check, lint, unit and service tests, build', 'npx', ['nx', 'run-many', '-t', 'typecheck', 'lint', 'test', 'build', '--parallel=2', '--outputStyle=static']);
step('Browser journeys (headless Chromium)', 'npx', ['vitest', 'run', '--config', 'deploy/standalone/e2e/vitest.config.ts']);
