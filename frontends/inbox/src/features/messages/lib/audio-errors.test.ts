import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../lib/format-duration';
import {
  AUDIO_ERRORS,
  audioElementErrorOf,
  audioPlayErrorOf,
  formatPlaybackRate,
  isPlayableUrl,
  nextPlaybackRate,
  seekTarget,
} from './audio-errors';

describe('audio player rules', () => {
  it('cycles the speeds 1x, 1,5x and 2x', () => {
    expect(nextPlaybackRate(1)).toBe(1.5);
    expect(nextPlaybackRate(1.5)).toBe(2);
    expect(nextPlaybackRate(2)).toBe(1);
    expect([1, 1.5, 2].map(formatPlaybackRate)).toEqual(['1x', '1,5x', '2x']);
  });

  it('seeks 5 seconds with the arrow keys, within the audio', () => {
    expect(seekTarget(10, 60, 'ArrowRight')).toBe(15);
    expect(seekTarget(10, 60, 'ArrowLeft')).toBe(5);
    expect(seekTarget(3, 60, 'ArrowLeft')).toBe(0);
    expect(seekTarget(58, 60, 'ArrowRight')).toBe(60);
    expect(seekTarget(10, 60, 'ArrowUp')).toBeNull();
  });

  it('names what went wrong', () => {
    expect(audioElementErrorOf(2)).toBe('Erro ao carregar o áudio');
    expect(audioElementErrorOf(3)).toBe('Erro ao processar o áudio');
    expect(audioElementErrorOf(4)).toBe('Erro ao carregar o áudio');
    expect(audioPlayErrorOf({ name: 'NotSupportedError' })).toBe(AUDIO_ERRORS.unsupported);
    expect(audioElementErrorOf(undefined)).toBe(AUDIO_ERRORS.unknown);
    expect(audioPlayErrorOf({ name: 'NotAllowedError' })).toMatch(/^Não foi possível reproduzir o áudio/);
    expect(isPlayableUrl('/api/media/a.webm?sig=1')).toBe(true);
    expect(isPlayableUrl('blob:http://localhost/1')).toBe(true);
    expect(isPlayableUrl('javascript:alert(1)')).toBe(false);
    expect(isPlayableUrl(null)).toBe(false);
  });

  it('writes durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65.7)).toBe('1:05');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
