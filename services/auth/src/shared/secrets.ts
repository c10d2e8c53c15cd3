import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six digits, leading zeros kept. */
export const randomSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
