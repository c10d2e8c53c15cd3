import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { WAMessage, WAMessageUpdate } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { canonicalPhone, candidateJids } from './baileys-jid';
import { channelMessageIdOf } from '../channel-message-id';
import { toAcks, toInboundMessage, toSendContent, type InboundDependencies } from './baileys-mapping';
import recorded from './fixtures/messages.json' with { type: 'json' };
import frames from './fixtures/connection-frames.json' with { type: 'json' };

const fixture = (name: keyof typeof recorded) => structuredClone(recorded[name]) as unknown as WAMessage;
const MEDIA_BYTES = Buffer.from('decrypted media bytes');

function deps(lidMappings: Record<string, string> = {}): InboundDependencies & { download: ReturnType<typeof vi.fn> } {
  return {
    phoneForLid: async (lidUser) => lidMappings[lidUser] ?? null,
    download: vi.fn(async () => Readable.from([MEDIA_BYTES])),
  };
}

async function mapped(name: keyof typeof recorded, dependencies = deps()) {
  const result = await toInboundMessage(fixture(name), dependencies);
  if (result.kind !== 'message') throw new Error(`${name} was ignored: ${result.reason}`);
  return result;
}

describe('inbound WhatsApp messages', () => {
  it('maps a plain text message with sender phone, push name and time', async () => {
    const { message } = await mapped('text');
    expect(message).toEqual({
      externalId: '3EB0C767D71D8B5A1F2E',
      from: '5511987654321',
      name: 'Maria Souza',
      type: 'text',
      text: 'Bom dia! Gostaria de saber como está o meu processo.',
      timestamp: new Date(1732212345 * 1000),
    });
  });

  it('keeps the quoted message id of a reply and adds the ninth digit to an old Brazilian mobile', async () => {
    const { message } = await mapped('extended-text-quote');
    expect(message).toMatchObject({
      from: '5511988887777',
      type: 'text',
      text: 'Sim, pode agendar para quinta às 14h',
      quotedExternalId: 'BAE5F3D2A1C0B9E8',
    });
  });

  it('unwraps disappearing messages', async () => {
    const { message } = await mapped('ephemeral-text');
    expect(message).toMatchObject({ type: 'text', text: 'Mensagem temporária', from: '5531999887766' });
  });

  it('keeps an image with its caption and mime type, downloaded as a stream only when stored', async () => {
    const dependencies = deps();
    const { message } = await mapped('image-caption', dependencies);
    expect(message).toMatchObject({ type: 'image', text: null, caption: 'Foto do contrato', file: { mimeType: 'image/jpeg', fileName: null } });
    expect(dependencies.download).not.toHaveBeenCalled();
    expect(await buffer(await message.file!.open())).toEqual(MEDIA_BYTES);
    expect(dependencies.download).toHaveBeenCalledWith(expect.objectContaining({ key: expect.objectContaining({ id: '3EB0A1B2C3D4E5F60718' }) }));
  });

  it('maps a voice note (ptt) as audio', async () => {
    const { message } = await mapped('audio-ptt');
    expect(message).toMatchObject({ type: 'audio', caption: null, file: { mimeType: 'audio/ogg; codecs=opus', fileName: null } });
  });

  it('maps a document sent with a caption, with its file name', async () => {
    const { message } = await mapped('document');
    expect(message).toMatchObject({
      type: 'document',
      caption: 'Segue a procuração assinada',
      file: { mimeType: 'application/pdf', fileName: 'procuracao.pdf' },
    });
    expect(await buffer(await message.file!.open())).toEqual(MEDIA_BYTES);
  });

  it('maps video and sticker messages', async () => {
    expect((await mapped('video')).message).toMatchObject({ type: 'video', caption: 'Vídeo do local', file: { mimeType: 'video/mp4' } });
    expect((await mapped('sticker')).message).toMatchObject({ type: 'sticker', file: { mimeType: 'image/webp' } });
  });

  it('tells the size WhatsApp announces for a file, so a file over the cap is not downloaded at all', async () => {
    const raw = fixture('document');
    raw.message!.documentWithCaptionMessage!.message!.documentMessage!.fileLength = 2_000_000_000;
    const result = await toInboundMessage(raw, deps());
    expect(result).toMatchObject({ kind: 'message', message: { file: { declaredBytes: 2_000_000_000 } } });
  });

  it('maps a reaction to the id of the reacted message with the emoji as text', async () => {
    const { message } = await mapped('reaction');
    expect(message).toMatchObject({ type: 'reaction', text: '👍', reactionToExternalId: '3EB05E9C1D2A3B4C5D6E' });
  });

  it('reads the phone of a @lid sender from senderPn and reports the mapping to remember', async () => {
    const result = await mapped('lid-sender-pn');
    expect(result.message.from).toBe('5521998765432');
    expect(result.learned).toEqual({ lidUser: '201746329481235', pnUser: '5521998765432' });
  });

  it('resolves a @lid sender through the stored lid mapping', async () => {
    const result = await mapped('lid-stored-mapping', deps({ '98127356410293': '5541987001122' }));
    expect(result.message).toMatchObject({ from: '5541987001122', text: 'Vocês atendem causas trabalhistas?' });
    expect(result.learned).toBeNull();
  });

  it('drops a @lid sender nobody can map instead of storing the lid as a phone', async () => {
    const result = await toInboundMessage(fixture('lid-stored-mapping'), deps());
    expect(result).toMatchObject({ kind: 'ignored', reason: 'unknown-sender' });
  });

  it.each([
    ['group', 'group'],
    ['status-broadcast', 'status-broadcast'],
    ['from-me', 'from-me'],
    ['protocol-revoke', 'protocol'],
  ] as const)('ignores a %s message', async (name, reason) => {
    const dependencies = deps();
    expect(await toInboundMessage(fixture(name), dependencies)).toMatchObject({ kind: 'ignored', reason });
    expect(dependencies.download).not.toHaveBeenCalled();
  });
});

describe('outbound messages', () => {
  const jid = '5511987654321@s.whatsapp.net';
  const file = (mimeType: string, fileName: string | null = null) => ({ data: Buffer.from('bytes'), mimeType, fileName });

  it('deletes an office message for everyone with a revoke of its key', () => {
    expect(toSendContent({ type: 'text', text: null, deletesExternalId: '3EB0SENT7' }, { jid }).content).toEqual({
      delete: { remoteJid: jid, fromMe: true, id: '3EB0SENT7' },
    });
  });

  it('sends text, quoting the original message by id', () => {
    const { content, options } = toSendContent({ type: 'text', text: 'Olá!', quotedExternalId: 'ABC' }, { jid });
    expect(content).toEqual({ text: 'Olá!' });
    expect(options.quoted).toEqual({ key: { remoteJid: jid, id: 'ABC', fromMe: false }, message: { conversation: '' } });
  });

  it("goes under the office's own id for the send, the same for a repeat (WhatsApp keeps one message per id)", () => {
    const id = channelMessageIdOf('01936f0e-evento:000');
    expect(id).toMatch(/^3EB0[0-9A-F]{18}$/);
    expect(channelMessageIdOf('01936f0e-evento:000')).toBe(id);
    expect(channelMessageIdOf('01936f0e-evento:001')).not.toBe(id);
    expect(toSendContent({ type: 'text', text: 'Olá!', id }, { jid }).options.messageId).toBe(id);
    expect(toSendContent({ type: 'reaction', text: '👍', reactionToExternalId: 'ABC', id }, { jid }).options.messageId).toBe(id);
    expect(toSendContent({ type: 'text', text: 'Olá!' }, { jid }).options.messageId).toBeUndefined();
  });

  it('quotes the remembered message when it is known', () => {
    const quoted = fixture('text');
    const { options } = toSendContent({ type: 'text', text: 'Respondendo', quotedExternalId: quoted.key.id }, { jid, quoted });
    expect(options.quoted).toBe(quoted);
  });

  it('sends images and videos with caption and mime type', () => {
    expect(toSendContent({ type: 'image', text: null, caption: 'Contrato', file: file('image/png') }, { jid }).content).toEqual({
      image: Buffer.from('bytes'),
      caption: 'Contrato',
      mimetype: 'image/png',
    });
    expect(toSendContent({ type: 'video', text: null, file: file('video/mp4') }, { jid }).content).toMatchObject({ video: Buffer.from('bytes'), mimetype: 'video/mp4' });
  });

  it('sends recorded ogg/webm audio as a voice note and other audio as a file', () => {
    expect(toSendContent({ type: 'audio', text: null, file: file('audio/ogg') }, { jid }).content).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
    expect(toSendContent({ type: 'audio', text: null, file: file('audio/webm') }, { jid }).content).toMatchObject({ ptt: true, mimetype: 'audio/webm' });
    expect(toSendContent({ type: 'audio', text: null, file: file('audio/mpeg') }, { jid }).content).toMatchObject({ ptt: false, mimetype: 'audio/mpeg' });
  });

  it('sends documents with file name and caption', () => {
    const { content } = toSendContent({ type: 'document', text: null, caption: 'Segue', file: file('application/pdf', 'peticao.pdf') }, { jid });
    expect(content).toEqual({ document: Buffer.from('bytes'), mimetype: 'application/pdf', fileName: 'peticao.pdf', caption: 'Segue' });
  });

  it('reacts to a message by its id, using the remembered key when known', () => {
    const bare = toSendContent({ type: 'reaction', text: '❤️', reactionToExternalId: 'XYZ' }, { jid });
    expect(bare.content).toEqual({ react: { text: '❤️', key: { remoteJid: jid, id: 'XYZ', fromMe: false } } });
    const ownKey = { remoteJid: jid, id: 'XYZ', fromMe: true };
    expect(toSendContent({ type: 'reaction', text: '❤️', reactionToExternalId: 'XYZ' }, { jid, reactedKey: ownKey }).content).toEqual({
      react: { text: '❤️', key: ownKey },
    });
  });

  it('refuses a message with nothing to send', () => {
    expect(() => toSendContent({ type: 'text', text: null }, { jid })).toThrow();
  });
});

describe('delivery acks', () => {
  it('maps server ack, delivery and read of our own messages; ignores the rest', () => {
    const updates = frames.acks[0][0].data as unknown as WAMessageUpdate[];
    expect(toAcks(updates)).toEqual([
      { externalId: '3EB05E9C1D2A3B4C5D6E', status: 'SENT' },
      { externalId: '3EB05E9C1D2A3B4C5D6E', status: 'DELIVERED' },
      { externalId: '3EB05E9C1D2A3B4C5D6E', status: 'READ' },
    ]);
  });
});

describe('phones', () => {
  it('adds the ninth digit only to Brazilian mobiles that lack it', () => {
    expect(canonicalPhone('551188887777')).toBe('5511988887777');
    expect(canonicalPhone('551133334444')).toBe('551133334444'); // landline
    expect(canonicalPhone('5511988887777')).toBe('5511988887777');
    expect(canonicalPhone('14155550123')).toBe('14155550123');
  });

  it('asks WhatsApp for both forms of a Brazilian mobile', () => {
    expect(candidateJids('5511988887777')).toEqual(['5511988887777@s.whatsapp.net', '551188887777@s.whatsapp.net']);
    expect(candidateJids('14155550123')).toEqual(['14155550123@s.whatsapp.net']);
  });
});
