import { BalcaoThemeProvider } from '@balcao/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../../../test/fixtures';
import type { SendDraft } from '../lib/outbox';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';

/** The text lives in the tabbed footer; here a plain state stands in for it. */
function WithText(props: Omit<MessageComposerProps, 'text' | 'onTextChange'>) {
  const [text, setText] = useState('');
  return <MessageComposer {...props} text={text} onTextChange={setText} />;
}

function renderComposer(props: Partial<MessageComposerProps> = {}) {
  const onSend = vi.fn<(draft: SendDraft) => void>();
  const onCancelReply = vi.fn();
  render(
    <BalcaoThemeProvider initialMode="light">
      <WithText onSend={onSend} sending={false} replyTo={null} replySenderLabel="" onCancelReply={onCancelReply} {...props} />
    </BalcaoThemeProvider>,
  );
  const textbox = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
  const sendButton = () => screen.getByRole('button', { name: 'Enviar' });
  return { onSend, onCancelReply, textbox, sendButton };
}

const type = (textbox: HTMLTextAreaElement, text: string) => fireEvent.change(textbox, { target: { value: text } });

describe('MessageComposer', () => {
  it('sends the text with Enter and clears the box', () => {
    const { onSend, textbox } = renderComposer();
    type(textbox, 'Bom dia, Carlos');
    const notPrevented = fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(onSend).toHaveBeenCalledOnce();
    expect(onSend.mock.calls[0][0]).toMatchObject({ text: 'Bom dia, Carlos', type: 'text', file: null, replyTo: null });
    expect(textbox.value).toBe('');
  });

  it('lets Shift+Enter break the line instead of sending, and sends the lines together', () => {
    const { onSend, textbox, sendButton } = renderComposer();
    type(textbox, 'Primeira linha');
    // Not prevented: the browser inserts the newline.
    expect(fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    type(textbox, 'Primeira linha\nSegunda linha');
    fireEvent.click(sendButton());
    expect(onSend.mock.calls[0][0].text).toBe('Primeira linha\nSegunda linha');
  });

  it('cannot send empty or blank text', () => {
    const { onSend, textbox, sendButton } = renderComposer();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    type(textbox, '   \n  ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    type(textbox, 'Ok');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the reply it was given and clears it after sending', () => {
    const quoted = message({ content: 'Qual o prazo do recurso?' });
    const { onSend, onCancelReply, textbox } = renderComposer({ replyTo: quoted, replySenderLabel: 'Carlos Pereira' });
    expect(screen.getByTestId('reply-preview').textContent).toMatch('Respondendo a Carlos Pereira');
    expect(screen.getByTestId('reply-preview').textContent).toMatch('Qual o prazo do recurso?');
    type(textbox, 'São 15 dias úteis.');
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onSend.mock.calls[0][0].replyTo).toBe(quoted);
    expect(onCancelReply).toHaveBeenCalled();
  });

  it('attaches a file, sends it with the text as caption, and lets it be removed', () => {
    const { onSend, textbox, sendButton } = renderComposer();
    const input = screen.getByLabelText('Escolher arquivo') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'procuracao.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByTestId('composer-attachment').textContent).toMatch('procuracao.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remover anexo' }));
    expect(screen.queryByTestId('composer-attachment')).toBeNull();

    fireEvent.change(input, { target: { files: [pdf] } });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    type(textbox, 'Segue a procuração');
    fireEvent.click(sendButton());
    expect(onSend.mock.calls[0][0]).toMatchObject({ file: pdf, fileName: 'procuracao.pdf', type: 'document', text: 'Segue a procuração' });
    expect(screen.queryByTestId('composer-attachment')).toBeNull();
  });

  it('refuses files over 20 MB', async () => {
    renderComposer();
    const big = new File(['x'], 'processo-completo.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Escolher arquivo'), { target: { files: [big] } });
    expect(await screen.findByText('O arquivo excede o limite de 20 MB')).toBeTruthy();
    expect(screen.queryByTestId('composer-attachment')).toBeNull();
  });

  it('turns a pasted image into an attachment', () => {
    const { textbox } = renderComposer();
    const image = new File(['png'], 'image.png', { type: 'image/png' });
    fireEvent.paste(textbox, { clipboardData: { items: [{ kind: 'file', type: 'image/png', getAsFile: () => image }] } });
    expect(screen.getByTestId('composer-attachment').textContent).toMatch(/^imagem-.*\.png/);
  });

  it('tells the user when the microphone permission is denied', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })) },
    });
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    expect(await screen.findByText('Permissão do microfone negada')).toBeTruthy();
  });

  it('records a voice note in webm, previews it and sends it', async () => {
    class FakeRecorder {
      static isTypeSupported = (type: string) => type.startsWith('audio/webm');
      state: 'inactive' | 'recording' = 'inactive';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(
        readonly stream: unknown,
        readonly options?: { mimeType?: string },
      ) {}
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['voz'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const track = { stop: vi.fn(), onended: null };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track], getAudioTracks: () => [track] }) },
    });
    const { onSend } = renderComposer();

    fireEvent.click(screen.getByRole('button', { name: 'Gravar áudio' }));
    expect(await screen.findByRole('status', { name: 'Gravando áudio' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Concluir gravação' }));
    });
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Áudio' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    const draft = onSend.mock.calls[0][0];
    expect(draft.type).toBe('audio');
    expect(draft.file?.type).toBe('audio/webm');
    expect(draft.fileName).toMatch(/\.webm$/);
    expect(screen.getByLabelText('Mensagem')).toBeTruthy();
  });
});
