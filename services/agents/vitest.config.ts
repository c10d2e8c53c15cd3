import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace libs resolve through tsconfig.base.json paths, as they do for tsc and tsx.
  resolve: { tsconfigPaths: true },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
});
