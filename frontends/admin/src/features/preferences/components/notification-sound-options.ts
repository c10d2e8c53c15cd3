import { NOTIFICATION_SOUNDS } from '@balcao/contracts';

type SoundFile = (typeof NOTIFICATION_SOUNDS)[number];

const SOUND_LABELS: Record<SoundFile, string> = {
  'pop.mp3': 'Pop',
  'click.mp3': 'Clique',
  'tick.mp3': 'Tique',
  'popup.mp3': 'Popup',
};

export type NotificationSoundOption = { value: '' | SoundFile; label: string };

/** '' disables the sound (spec 3 §7.2). */
export const NOTIFICATION_SOUND_OPTIONS: NotificationSoundOption[] = [
  { value: '', label: 'Desativado' },
  ...NOTIFICATION_SOUNDS.map((file) => ({ value: file, label: SOUND_LABELS[file] })),
];

export const isNotificationSound = (value: string): value is NotificationSoundOption['value'] =>
  NOTIFICATION_SOUND_OPTIONS.some((option) => option.value === value);
