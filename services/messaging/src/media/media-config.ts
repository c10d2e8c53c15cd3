import { z } from 'zod';
import type { JwtKeys } from '@balcao/service-kit';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

export const DEFAULT_INBOUND_MAX_BYTES = 100 * 1024 * 1024;

/** Media variables of the messaging service; `checkMediaConfig` completes them. */
export const mediaConfigShape = {
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Signs short-lived file links; required where auth's private key is not present. */
  MEDIA_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * The largest client file kept, in bytes (default 100 MB). WhatsApp allows documents of 2 GB;
   * a larger file is streamed to storage no further than this and the message keeps a notice.
   */
  MEDIA_MAX_INBOUND_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_INBOUND_MAX_BYTES),
};
export type MediaConfig = z.infer<z.ZodObject<typeof mediaConfigShape>>;

/** For `.superRefine`: S3 storage needs its bucket and keys. */
export function checkMediaConfig(config: Partial<MediaConfig>, context: z.RefinementCtx) {
  if (config.MEDIA_STORAGE !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
    if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} is required when MEDIA_STORAGE=s3` });
  }
}

export function createMediaStorage(config: Partial<MediaConfig>, dataDir: string): MediaStorage {
  if (config.MEDIA_STORAGE !== 's3') return new LocalMediaStorage(dataDir);
  return new S3MediaStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET!,
    accessKey: config.S3_ACCESS_KEY!,
    secretKey: config.S3_SECRET_KEY!,
    region: config.S3_REGION ?? 'us-east-1',
  });
}

/**
 * The secret behind signed file links: MEDIA_SIGNING_SECRET, else auth's private key where this
 * process has it (standalone). The public key is not a secret, so it is never used.
 */
export function mediaSigningSecret(config: Partial<MediaConfig>, keys: JwtKeys): string {
  const secret = config.MEDIA_SIGNING_SECRET ?? keys.privateKey;
  if (!secret) throw new Error('MEDIA_SIGNING_SECRET is required when JWT_PRIVATE_KEY is not available');
  return secret;
}
