import { defineConfig } from 'vitest/config';

// The server's own tests (src/); the browser journeys have their own config (e2e/vitest.config.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
});
