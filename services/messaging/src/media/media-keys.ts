import { createHash } from 'node:crypto';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'audio/ogg': '.ogg',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'audio/webm': '.webm',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'application/pdf': '.pdf',
};

function extensionOf(mimeType: string, fileName: string | null) {
  const fromName = fileName ? path.extname(fileName).toLowerCase() : '';
  if (/^\.[a-z0-9]{1,8}$/.test(fromName)) return fromName;
  return EXTENSIONS[mimeType.split(';')[0].trim().toLowerCase()] ?? '';
}

/** A new file sent by the office. */
export const outboundMediaKey = (mimeType: string, fileName: string | null) => `${uuidv7()}${extensionOf(mimeType, fileName)}`;

/** The same inbound message always maps to the same key, so a redelivery rewrites one file. */
export function inboundMediaKey(integrationId: string, externalId: string, mimeType: string, fileName: string | null) {
  const digest = createHash('sha256').update(`${integrationId}:${externalId}`).digest('hex').slice(0, 32);
  return `in-${digest}${extensionOf(mimeType, fileName)}`;
}

/** What kind of message a file makes (spec 1 §3: image, video, audio, else document). */
export function fileKindOf(mimeType: string): 'image' | 'video' | 'audio' | 'document' {
  const major = mimeType.split('/')[0].toLowerCase();
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'document';
}
