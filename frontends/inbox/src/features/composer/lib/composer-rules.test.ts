import { describe, expect, it } from 'vitest';
import { canSend, fileKindOf, formatFileSize, isFileTooLarge, isSendKey, nameForPastedImage, pastedImage } from './composer-rules';
import { microphoneProblemOf } from './microphone-errors';

describe('composer rules (spec 1 §5)', () => {
  it('needs text, a file or a recording to send', () => {
    expect(canSend({ text: '', hasFile: false, hasRecording: false })).toBe(false);
    expect(canSend({ text: '  \n ', hasFile: false, hasRecording: false })).toBe(false);
    expect(canSend({ text: 'Bom dia', hasFile: false, hasRecording: false })).toBe(true);
    expect(canSend({ text: '', hasFile: true, hasRecording: false })).toBe(true);
    expect(canSend({ text: '', hasFile: false, hasRecording: true })).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter nor while composing accents', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });

  it('sends images, videos and audio as themselves and anything else as a document', () => {
    expect(fileKindOf('image/png')).toBe('image');
    expect(fileKindOf('video/mp4')).toBe('video');
    expect(fileKindOf('audio/webm')).toBe('audio');
    expect(fileKindOf('application/pdf')).toBe('document');
    expect(fileKindOf('')).toBe('document');
  });

  it('refuses files over 20 MB', () => {
    expect(isFileTooLarge({ size: 20 * 1024 * 1024 })).toBe(false);
    expect(isFileTooLarge({ size: 20 * 1024 * 1024 + 1 })).toBe(true);
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(300)).toBe('1 KB');
  });

  it('takes the image out of a paste and names a screenshot', () => {
    const image = new File(['x'], 'image.png', { type: 'image/png' });
    const items = [
      { kind: 'string', type: 'text/plain', getAsFile: () => null },
      { kind: 'file', type: 'image/png', getAsFile: () => image },
    ] as unknown as DataTransferItem[];
    expect(pastedImage(items)).toBe(image);
    expect(pastedImage([] as unknown as DataTransferItem[])).toBeNull();
    expect(nameForPastedImage(image, new Date(2025, 2, 5, 9, 7, 3))).toBe('imagem-2025-03-05-090703.png');
    expect(nameForPastedImage(new File(['x'], 'recibo.jpg', { type: 'image/jpeg' }))).toBe('recibo.jpg');
  });

  it('tells microphone failures apart', () => {
    expect(microphoneProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(microphoneProblemOf({ name: 'NotFoundError' })).toBe('notFound');
    expect(microphoneProblemOf({ name: 'NotReadableError' })).toBe('inUse');
    expect(microphoneProblemOf(new Error('x'))).toBe('generic');
  });
});
