import { describe, expect, it } from 'vitest';
import { dockerignoreMatcher, parseDockerfile } from './dockerfile';

// The readers delivery.test.ts checks the Dockerfiles with, shown right on small inputs.

describe('Dockerfile and .dockerignore readers', () => {
  it('resolve global ARGs in FROM and tell stages apart', () => {
    const dockerfile = parseDockerfile('ARG BASE=node:20\nFROM ${BASE} AS build\nRUN a \\\n  b\nFROM nginx\nUSER 101\n');
    expect(dockerfile.stages).toEqual([{ image: 'node:20', name: 'build' }, { image: 'nginx', name: undefined }]);
    expect(dockerfile.instructions.find((instruction) => instruction.keyword === 'RUN')?.args).toBe('a b');
    expect(dockerfile.instructions.at(-1)).toEqual({ keyword: 'USER', args: '101', stage: 1 });
  });

  it('match root paths, any-depth paths and globs', () => {
    const ignored = dockerignoreMatcher('.git\n**/node_modules\n**/*.test.ts\nhelm\n');
    expect(ignored('.git/HEAD')).toBe(true);
    expect(ignored('libs/a/node_modules/x')).toBe(true);
    expect(ignored('libs/a/src/a.test.ts')).toBe(true);
    expect(ignored('helm/balcao/values.yaml')).toBe(true);
    expect(ignored('libs/helm/x.ts')).toBe(false);
    expect(ignored('libs/a/src/a.ts')).toBe(false);
  });
});
