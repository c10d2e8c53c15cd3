import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage';

export interface S3MediaOptions {
  endpoint?: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Any S3-compatible object storage (AWS S3, MinIO, R2…); path-style when an endpoint is given. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
    });
  }

  async put(key: string, data: Buffer, mimeType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: data, ContentType: mimeType }));
  }

  async get(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!object.Body) return null;
      return { stream: object.Body as Readable, size: object.ContentLength ?? null };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
