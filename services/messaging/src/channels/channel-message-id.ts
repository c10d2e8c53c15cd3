import { createHash } from 'node:crypto';

/**
 * The id an office message goes under on WhatsApp, from the office's own key for the send (a
 * robot reply's `<event>:<position>`, an attendant's Idempotency-Key): the same send asked again
 * after a crash is the same message, which the phone keeps once. Shaped like WhatsApp Web's ids
 * (3EB0 and upper-case hex), as Baileys' own are.
 */
export const channelMessageIdOf = (sendKey: string) => `3EB0${createHash('sha256').update(sendKey).digest('hex').slice(0, 18).toUpperCase()}`;
