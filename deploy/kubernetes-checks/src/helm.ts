import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { inject } from 'vitest';
import type { Manifest } from './manifests';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The helm binary and the copy of helm/balcao that the tests render (global-setup.ts). */
    helm: { binary: string; chart: string; home: string };
  }
}

// Given keys spare helm the 4096-bit RSA key it generates otherwise (0.2-0.4 s a render);
// renders without them show the generated pair (chart.test.ts `bundled`, routing.test.ts).
const jwt = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/**
 * Values every render here starts from: the dependencies off and external servers named
 * instead, the S3 settings messaging requires, and a JWT key pair.
 */
export const EXTERNAL_VALUES = {
  nats: { enabled: false },
  redis: { enabled: false },
  postgresql: { enabled: false },
  externalDatabase: { url: 'postgresql://balcao:secret@postgres.example:5432/balcao' },
  externalNats: { url: 'nats://nats.example:4222' },
  externalRedis: { url: 'redis://:secret@redis.example:6379/0' },
  services: { messaging: { media: { s3: { bucket: 'balcao-media', accessKey: 'access', secretKey: 'secret' } } } },
  jwt: { publicKey: jwt.publicKey, privateKey: jwt.privateKey },
};

/** A values file: a path inside the chart (`values-dev.yaml`) or values given here. */
export type Values = string | object;

export function helm(args: string[]) {
  const { binary, home } = inject('helm');
  const env = { ...process.env, HELM_CACHE_HOME: `${home}/cache`, HELM_CONFIG_HOME: `${home}/config`, HELM_DATA_HOME: `${home}/data` };
  return spawnSync(binary, args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
}

function valueArgs(values: Values[]): string[] {
  const { chart, home } = inject('helm');
  return values.flatMap((entry) => {
    if (typeof entry === 'string') return ['-f', path.join(chart, entry)];
    const file = path.join(mkdtempSync(path.join(home, 'values-')), 'values.json');
    writeFileSync(file, JSON.stringify(entry));
    return ['-f', file];
  });
}

/** `helm lint --strict` of the chart with these values files; the output when it fails. */
export function lint(...values: Values[]) {
  const result = helm(['lint', '--strict', inject('helm').chart, ...valueArgs(values)]);
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}

/** `helm template` as release `balcao`; helm's error when it refuses the values. */
export function template(...values: Values[]): { manifests: Manifest[]; error?: string } {
  const result = helm(['template', 'balcao', inject('helm').chart, '--namespace', 'balcao', ...valueArgs(values)]);
  if (result.status !== 0) return { manifests: [], error: result.stderr };
  const manifests = parseAllDocuments(result.stdout).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.map((error) => error.message).join('\n'));
    const manifest = document.toJS() as Manifest | null;
    return manifest ? [manifest] : [];
  });
  return { manifests };
}

/** The manifests of a render that must succeed. */
export function render(...values: Values[]): Manifest[] {
  const { manifests, error } = template(...values);
  if (error !== undefined) throw new Error(error);
  return manifests;
}
