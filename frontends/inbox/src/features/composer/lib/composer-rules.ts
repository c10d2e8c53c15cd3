import { DOCUMENT_MAX_BYTES, FILE_TOO_LARGE_MESSAGE, type MessageType } from '@balcao/contracts';

export { FILE_TOO_LARGE_MESSAGE };
export const FILE_LIMIT_LABEL = 'até 20 MB';

export type FileKind = Extract<MessageType, 'image' | 'video' | 'audio' | 'document'>;

/** Spec 1 §3: image, video, audio, else document, from the file's MIME type. */
export function fileKindOf(mimeType: string | null | undefined): FileKind {
  const major = (mimeType ?? '').split('/')[0].toLowerCase();
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'document';
}

/** The server refuses any file over 20 MB (spec 1 §5, §9). */
export function isFileTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > DOCUMENT_MAX_BYTES;
}

export interface ComposerContent {
  text: string;
  hasFile: boolean;
  hasRecording: boolean;
}

/** Spec 1 §5: sending needs text, a file or a recorded audio. */
export function canSend({ text, hasFile, hasRecording }: ComposerContent): boolean {
  return text.trim().length > 0 || hasFile || hasRecording;
}

/** Enter sends, Shift+Enter (or an IME composition) types a newline. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'isComposing'>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** The file out of a paste, when it holds an image (screenshots, copied pictures). */
export function pastedImage(items: ArrayLike<DataTransferItem> | null | undefined): File | null {
  if (!items) return null;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (item.kind === 'file' && item.type.startsWith('image/')) {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  return null;
}

/** '1,5 MB', '820 KB' */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A pasted screenshot has no useful name; give it one with the time it was taken. */
export function nameForPastedImage(file: File, now: Date = new Date()): string {
  if (file.name && file.name !== 'image.png') return file.name;
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const extension = file.type.split('/')[1]?.replace('jpeg', 'jpg') || 'png';
  return `imagem-${stamp}.${extension}`;
}
