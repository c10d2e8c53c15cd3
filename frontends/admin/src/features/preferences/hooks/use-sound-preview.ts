import { toast } from '@balcao/ui';
import { useCallback, useEffect, useRef } from 'react';

/** Spec 1 §9: preferences preview at volume 0.6. */
export const PREVIEW_VOLUME = 0.6;

export const notificationSoundUrl = (file: string) => `/notifications/${file}`;

/** Plays one sound at a time; starting another stops the previous one. */
export function useSoundPreview() {
  const current = useRef<HTMLAudioElement | null>(null);

  useEffect(() => () => current.current?.pause(), []);

  return useCallback(async (file: string) => {
    current.current?.pause();
    try {
      const audio = new Audio(notificationSoundUrl(file));
      audio.volume = PREVIEW_VOLUME;
      current.current = audio;
      await audio.play();
    } catch (error) {
      // Stopped by a newer preview: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('Erro no som', 'Não foi possível reproduzir o som selecionado.');
    }
  }, []);
}
