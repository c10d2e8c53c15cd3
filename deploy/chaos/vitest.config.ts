import { defineConfig } from 'vitest/config';

// Checks of the chaos topology's parts; the run itself is `npm run chaos` (and its short mode in npm test).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
