import type { Message } from '@balcao/contracts';
import { AudioOutlined, DeleteOutlined, IdcardOutlined, LoadingOutlined, PaperClipOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { toast, useIsMobile } from '@balcao/ui';
import { Button, Flex, Input, theme, Tooltip } from 'antd';
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { readStored, writeStored } from '../../../lib/local-storage';
import { AudioPlayer } from '../../messages/components/AudioPlayer';
import { useAudioRecorder } from '../hooks/use-audio-recorder';
import {
  canSend,
  FILE_LIMIT_LABEL,
  FILE_TOO_LARGE_MESSAGE,
  fileKindOf,
  isFileTooLarge,
  isSendKey,
  nameForPastedImage,
  pastedImage,
} from '../lib/composer-rules';
import type { SendDraft } from '../lib/outbox';
import { ComposerAttachments } from './ComposerAttachments';
import { RecordingBar } from './RecordingBar';
import { ReplyPreview } from './ReplyPreview';

const SIGN_KEY = 'messages:show-responsible-name';

export interface MessageComposerProps {
  onSend: (draft: SendDraft) => void;
  sending: boolean;
  replyTo: Message | null;
  replySenderLabel: string;
  onCancelReply: () => void;
  /** The text is the parent's, so a quick reply chosen elsewhere can fill it. */
  text: string;
  onTextChange: (text: string) => void;
  /** Lets the parent focus the box after filling it. */
  textAreaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Shows the lightning button that opens the quick replies drawer. */
  onOpenQuickReplies?: () => void;
}

/**
 * The message box (spec 1 §2, §5): Enter sends, Shift+Enter breaks the line; a file (attached
 * or pasted image, up to 20 MB) or a voice note can go instead of text.
 */
export function MessageComposer({
  onSend,
  sending,
  replyTo,
  replySenderLabel,
  onCancelReply,
  text,
  onTextChange: setText,
  textAreaRef,
  onOpenQuickReplies,
}: MessageComposerProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const buttonSize = isMobile ? 'middle' : 'large';
  const [file, setFile] = useState<File | null>(null);
  const [sign, setSign] = useState(() => readStored(SIGN_KEY) === 'true');
  const fileInput = useRef<HTMLInputElement>(null);
  const ownTextArea = useRef<HTMLTextAreaElement | null>(null);
  const textArea = textAreaRef ?? ownTextArea;
  const recorder = useAudioRecorder();
  const { phase } = recorder.state;

  const attach = (next: File) => {
    if (isFileTooLarge(next)) {
      toast.error(FILE_TOO_LARGE_MESSAGE, 'Escolha um arquivo menor ou envie um link.');
      return;
    }
    setFile(next);
    textArea.current?.focus();
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) attach(chosen);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const image = pastedImage(event.clipboardData?.items);
    if (!image) return;
    event.preventDefault();
    attach(new File([image], nameForPastedImage(image), { type: image.type }));
  };

  const sendable = canSend({ text, hasFile: Boolean(file), hasRecording: phase === 'recorded' });

  const submit = () => {
    if (phase === 'recorded') {
      const recording = recorder.take();
      if (!recording) return;
      onSend({ text: '', file: recording, fileName: recording.name, type: 'audio', replyTo, showResponsibleName: false });
      onCancelReply();
      return;
    }
    if (!sendable) return;
    onSend({
      text,
      file,
      fileName: file?.name ?? null,
      type: file ? fileKindOf(file.type) : 'text',
      replyTo,
      showResponsibleName: sign,
    });
    setText('');
    setFile(null);
    onCancelReply();
    textArea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  const toggleSign = () => {
    setSign((value) => {
      writeStored(SIGN_KEY, String(!value));
      return !value;
    });
  };

  const sendButton = (
    <Tooltip title="Enviar (Enter)">
      <Button
        type="primary"
        shape="circle"
        size={buttonSize}
        aria-label="Enviar"
        icon={sending ? <LoadingOutlined /> : <SendOutlined />}
        aria-busy={sending}
        disabled={!sendable}
        onClick={submit}
      />
    </Tooltip>
  );

  return (
    <Flex vertical gap={8}>
      {replyTo && <ReplyPreview message={replyTo} senderLabel={replySenderLabel} onCancel={onCancelReply} />}
      {file && phase === 'idle' && <ComposerAttachments file={file} onRemove={() => setFile(null)} />}

      {phase === 'recording' && (
        <RecordingBar elapsedSeconds={recorder.state.phase === 'recording' ? recorder.state.elapsedSeconds : 0} onCancel={recorder.cancel} onStop={recorder.stop} />
      )}

      {phase === 'recorded' && recorder.state.phase === 'recorded' && (
        <Flex align="center" gap={12}>
          <Tooltip title="Descartar áudio">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label="Descartar áudio" onClick={recorder.discard} />
          </Tooltip>
          <div style={{ flex: 1, minWidth: 0 }}>
            <AudioPlayer src={recorder.state.url} compact />
          </div>
          {sendButton}
        </Flex>
      )}

      {(phase === 'idle' || phase === 'requesting') && (
        <Flex align="flex-end" gap={8}>
          <input ref={fileInput} type="file" hidden onChange={onFileChosen} aria-label="Escolher arquivo" />
          <Tooltip title={`Anexar arquivo (${FILE_LIMIT_LABEL})`}>
            <Button type="text" shape="circle" size={buttonSize} icon={<PaperClipOutlined />} aria-label="Anexar arquivo" onClick={() => fileInput.current?.click()} />
          </Tooltip>
          {onOpenQuickReplies && (
            <Tooltip title="Respostas rápidas">
              <Button type="text" shape="circle" size={buttonSize} icon={<ThunderboltOutlined />} aria-label="Abrir respostas rápidas" onClick={onOpenQuickReplies} />
            </Tooltip>
          )}
          <Input.TextArea
            ref={(instance) => {
              textArea.current = instance?.resizableTextArea?.textArea ?? null;
            }}
            aria-label="Mensagem"
            placeholder={file ? 'Adicione uma legenda' : 'Digite uma mensagem'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            autoSize={{ minRows: 1, maxRows: 6 }}
            style={{ flex: 1, minWidth: 0, borderRadius: 20, paddingInline: 14, paddingBlock: isMobile ? 5 : 8, resize: 'none' }}
          />
          {!isMobile && (
            <Tooltip title={sign ? 'Suas mensagens saem com seu nome' : 'Assinar mensagens com seu nome'}>
              <Button
                type="text"
                shape="circle"
                size="large"
                icon={<IdcardOutlined />}
                aria-label="Assinar com seu nome"
                aria-pressed={sign}
                onClick={toggleSign}
                style={{ color: sign ? token.colorPrimary : undefined }}
              />
            </Tooltip>
          )}
          {!text.trim() && !file && (
            <Tooltip title="Gravar áudio">
              <Button
                type="text"
                shape="circle"
                size={buttonSize}
                icon={phase === 'requesting' ? <LoadingOutlined /> : <AudioOutlined />}
                aria-label="Gravar áudio"
                disabled={phase === 'requesting'}
                onClick={() => void recorder.start()}
              />
            </Tooltip>
          )}
          {sendButton}
        </Flex>
      )}
    </Flex>
  );
}
