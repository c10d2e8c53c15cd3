import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteCap } from './capped-stream';
import type { MediaStorage } from './media-storage';

/** A streamed put sends 5 MB parts (S3's smallest), two at a time: about 10 MB of memory per upload. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

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

  /**
   * A multipart upload fed by the capped stream. Past the cap the stream fails, the upload stops
   * and is aborted (lib-storage discards the parts sent), so no object appears under the key.
   */
  async putStream(key: string, source: Readable, mimeType: string, maxBytes: number) {
    const cap = byteCap(maxBytes);
    const body = new PassThrough();
    const feeding = pipeline(source, cap.stream, body);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: body, ContentType: mimeType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    // A failed upload stops reading too: nothing would drain the stream any more.
    const uploading = upload.done().catch((error: unknown) => {
      body.destroy(error as Error);
      throw error;
    });
    const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
    // The stream's own failure (the cap, or the source) says more than the upload's report of it.
    if (fed.status === 'rejected') throw fed.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    return { bytes: cap.bytes() };
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
