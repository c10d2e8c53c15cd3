import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface JwtKeys {
  publicKey: string;
  privateKey?: string;
}

export function generateJwtKeys(): Required<JwtKeys> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

/** Standalone keeps its generated key pair under DATA_DIR so sessions survive a restart. */
export function loadOrCreateJwtKeys(dataDir: string): Required<JwtKeys> {
  const dir = path.resolve(dataDir, 'keys');
  const publicPath = path.join(dir, 'jwt-public.pem');
  const privatePath = path.join(dir, 'jwt-private.pem');
  if (existsSync(publicPath) && existsSync(privatePath)) {
    return { publicKey: readFileSync(publicPath, 'utf8'), privateKey: readFileSync(privatePath, 'utf8') };
  }
  mkdirSync(dir, { recursive: true });
  const keys = generateJwtKeys();
  writeFileSync(publicPath, keys.publicKey);
  writeFileSync(privatePath, keys.privateKey, { mode: 0o600 });
  return keys;
}
