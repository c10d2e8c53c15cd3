import { z } from 'zod';
import { messages } from '../common/zod-pt-br';

export const ZEmail = z
  .string({ error: messages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.invalidEmail }).max(254, messages.invalidEmail));
export const ZName = z.string({ error: messages.required }).trim().min(4, messages.min4).max(120);
export const ZPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(8, messages.passwordMin8)
  .max(128);
/** Digits only after stripping the mask; Brazilian numbers keep or get the 55 prefix server-side. */
export const ZPhoneNumber = z.string({ error: messages.required }).trim().min(11, messages.phoneMin11).max(20);

export const NOTIFICATION_SOUNDS = ['pop.mp3', 'click.mp3', 'tick.mp3', 'popup.mp3'] as const;
export const DEFAULT_NOTIFICATION_SOUND = 'pop.mp3';
/** Empty string means the sound is disabled (spec 3 §7.2). */
export const ZNotificationSound = z.enum(['', ...NOTIFICATION_SOUNDS], { error: 'Som de notificação inválido' });
