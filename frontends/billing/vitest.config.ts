import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Before '@balcao/ui', which would also match '@balcao/ui/testing'.
      '@balcao/ui/testing': fileURLToPath(new URL('../../libs/ui/src/testing/index.ts', import.meta.url)),
      '@balcao/ui': fileURLToPath(new URL('../../libs/ui/src/index.ts', import.meta.url)),
      '@balcao/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['../../libs/ui/src/testing/jsdom-setup.ts'],
    // antd's first render in jsdom is slow when Nx runs several targets at once.
    testTimeout: 30_000,
  },
});
