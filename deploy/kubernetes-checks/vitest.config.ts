import { defineConfig } from 'vitest/config';

// Static checks of helm/balcao, deploy/docker, deploy/k6 and skaffold.yaml; a helm render
// joins in where a helm binary is found (HELM_BIN or PATH).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60000 } });
