import { NOTIFICATION_SOUND_DEBOUNCE_MS, NOTIFICATION_SOUND_VOLUME } from '@balcao/contracts';

/** Sound files are served by the shell at /notifications/{file} (spec 1 §7). */
export const soundUrl = (file: string) => `/notifications/${file}`;

/**
 * Plays the user's sound for new notifications while the tab is hidden: a burst of frames
 * within 800 ms rings once, at volume 0.5 (spec 1 §4, §9). An empty preference is 'disabled'.
 */
export function createNotificationSound(options: { isHidden?: () => boolean; play?: (url: string, volume: number) => Promise<void> } = {}) {
  const isHidden = options.isHidden ?? (() => document.visibilityState === 'hidden');
  const play =
    options.play ??
    ((url: string, volume: number) => {
      const audio = new Audio(url);
      audio.volume = volume;
      return audio.play();
    });
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    notify(file: string) {
      if (!file || !isHidden()) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        // Browsers refuse sound before the user has interacted with the page: nothing to tell them.
        play(soundUrl(file), NOTIFICATION_SOUND_VOLUME).catch((error: unknown) => console.warn('Som de notificação não tocou', error));
      }, NOTIFICATION_SOUND_DEBOUNCE_MS);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
