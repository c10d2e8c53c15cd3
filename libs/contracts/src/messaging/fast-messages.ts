import { z } from 'zod';
import { ZTagSummary } from './dto';
import { requiredId } from './fields';

export const FAST_MESSAGE_REQUIRED_MESSAGE = 'Preencha todos os campos';
export const FAST_MESSAGE_EMPTY_MESSAGE = 'A resposta rápida está vazia';
export const FAST_MESSAGE_TITLE_MAX_LENGTH = 120;
export const FAST_MESSAGE_CONTENT_MAX_LENGTH = 4096;

/**
 * Placeholders a quick reply may hold; they are filled when it is sent (and in `preview`).
 * An unknown client name fills with nothing, taking a leading ', ' or space with it
 * ('Olá, {primeiro_nome}!' → 'Olá!').
 */
export const FAST_MESSAGE_PLACEHOLDERS = {
  /** The client's first name. */
  firstName: '{primeiro_nome}',
  /** The client's full name. */
  clientName: '{nome_cliente}',
  /** The name of the attendant who sends it. */
  attendantName: '{nome_atendente}',
} as const;

export interface FastMessagePlaceholderValues {
  clientName: string | null;
  attendantName: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quick reply's text as the client receives it. */
export function fillFastMessagePlaceholders(content: string, values: FastMessagePlaceholderValues): string {
  const clientName = values.clientName?.trim().replace(/\s+/g, ' ') ?? '';
  const byToken: Record<string, string> = {
    [FAST_MESSAGE_PLACEHOLDERS.firstName]: clientName.split(' ')[0] ?? '',
    [FAST_MESSAGE_PLACEHOLDERS.clientName]: clientName,
    [FAST_MESSAGE_PLACEHOLDERS.attendantName]: values.attendantName?.trim() ?? '',
  };
  let filled = content;
  for (const [token, value] of Object.entries(byToken)) {
    filled = value
      ? filled.split(token).join(value)
      : filled.replace(new RegExp(`(?:,[ \\t]*|[ \\t]+)?${escapeRegExp(token)}`, 'g'), '');
  }
  return filled.trim();
}

export const FAST_MESSAGE_TEMPLATE_KEYS = [
  'welcome',
  'thanks',
  'introduction',
  'finish',
  'contact-request',
  'closing-cordial',
  'closing-evaluation',
  'closing-follow-up',
  'closing-after-hours',
] as const;
export type FastMessageTemplateKey = (typeof FAST_MESSAGE_TEMPLATE_KEYS)[number];

export interface FastMessageTemplate {
  key: FastMessageTemplateKey;
  /** 'closing' ones are meant for the finish-conversation prompt. */
  kind: 'template' | 'closing';
  title: string;
  content: string;
}

/**
 * What every new workspace starts with (spec 1 §9): five templates and four closing messages.
 * 'Encerramento com avaliação' asks for a score, so finishing with it also waits for the answer.
 */
export const DEFAULT_FAST_MESSAGES: readonly FastMessageTemplate[] = [
  {
    key: 'welcome',
    kind: 'template',
    title: 'Boas-vindas',
    content:
      'Olá, {primeiro_nome}! Seja bem-vindo(a) ao nosso escritório. Meu nome é {nome_atendente} e vou acompanhar o seu atendimento. Em que posso ajudar?',
  },
  {
    key: 'thanks',
    kind: 'template',
    title: 'Agradecimento',
    content: 'Muito obrigado pelo contato, {primeiro_nome}! Agradecemos a confiança no nosso escritório e seguimos à disposição para o que precisar.',
  },
  {
    key: 'introduction',
    kind: 'template',
    title: 'Apresentação',
    content:
      'Olá, {nome_cliente}! Sou {nome_atendente}, da equipe de atendimento do escritório. A partir de agora acompanho o seu caso e fico à disposição para esclarecer as suas dúvidas.',
  },
  {
    key: 'finish',
    kind: 'template',
    title: 'Encerramento',
    content:
      'Agradecemos o seu contato, {primeiro_nome}. Vamos encerrar este atendimento por aqui, mas, se surgir qualquer dúvida, é só nos chamar por este mesmo número.',
  },
  {
    key: 'contact-request',
    kind: 'template',
    title: 'Solicitação de contato',
    content:
      'Olá, {primeiro_nome}! Para darmos andamento ao seu atendimento, poderia nos informar o seu nome completo, CPF, e-mail e o melhor horário para retornarmos o contato?',
  },
  {
    key: 'closing-cordial',
    kind: 'closing',
    title: 'Encerramento cordial',
    content:
      'Foi um prazer atender você, {primeiro_nome}! Estamos encerrando este atendimento, mas o escritório segue à disposição sempre que precisar. Tenha um ótimo dia!',
  },
  {
    key: 'closing-evaluation',
    kind: 'closing',
    title: 'Encerramento com avaliação',
    content:
      'Obrigado pelo contato, {primeiro_nome}! Antes de encerrarmos, como você avalia o nosso atendimento? Responda com uma nota de 1 a 5. Sua opinião nos ajuda a atender cada vez melhor.',
  },
  {
    key: 'closing-follow-up',
    kind: 'closing',
    title: 'Encerramento com retorno',
    content:
      'Sua solicitação foi registrada e retornaremos o contato assim que houver novidades sobre o seu caso, {primeiro_nome}. Por ora, estamos encerrando este atendimento. Até breve!',
  },
  {
    key: 'closing-after-hours',
    kind: 'closing',
    title: 'Encerramento fora do horário',
    content:
      'Olá, {primeiro_nome}! Nosso horário de atendimento já foi encerrado. Sua mensagem foi registrada e retornaremos no próximo dia útil. Obrigado pela compreensão!',
  },
];

/** A quick reply (spec 1 §3): `tagId` lists its tags' ids, `tags` shows them. */
export const ZFastMessage = z.object({
  id: z.string(),
  inboxId: z.string(),
  title: z.string(),
  content: z.string(),
  tagId: z.array(z.string()),
  tags: z.array(ZTagSummary),
  /** Which predefined template it was seeded from; null for the workspace's own. */
  templateKey: z.enum(FAST_MESSAGE_TEMPLATE_KEYS).nullable(),
  /** The content filled for the `conversationId` of the list query; null without one. */
  preview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FastMessage = z.infer<typeof ZFastMessage>;
export const ZFastMessageList = z.array(ZFastMessage);

const requiredText = (max: number) =>
  z.string({ error: FAST_MESSAGE_REQUIRED_MESSAGE }).trim().min(1, FAST_MESSAGE_REQUIRED_MESSAGE).max(max, `O campo pode ter no máximo ${max} caracteres`);

/** One id or a list (the screen sends either); tags must be of the fast-messages module. */
const ZFastMessageTagIds = z.preprocess(
  (value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value === null ? [] : value),
  z
    .array(z.uuid({ error: 'Etiqueta inválida' }))
    .max(50)
    .transform((ids) => [...new Set(ids)]),
);

export const ZCreateFastMessageBody = z.object({
  title: requiredText(FAST_MESSAGE_TITLE_MAX_LENGTH),
  content: requiredText(FAST_MESSAGE_CONTENT_MAX_LENGTH),
  tagId: ZFastMessageTagIds.optional(),
  inboxId: requiredId('Workspace inválido'),
});
export type CreateFastMessageBody = z.infer<typeof ZCreateFastMessageBody>;

export const ZUpdateFastMessageBody = z.object({
  title: requiredText(FAST_MESSAGE_TITLE_MAX_LENGTH).optional(),
  content: requiredText(FAST_MESSAGE_CONTENT_MAX_LENGTH).optional(),
  tagId: ZFastMessageTagIds.optional(),
});
export type UpdateFastMessageBody = z.infer<typeof ZUpdateFastMessageBody>;

export const ZListFastMessagesQuery = z.object({
  inboxId: requiredId('Workspace inválido'),
  /** Part of the title or content, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  /** Fill `preview` for this conversation's client and the caller. */
  conversationId: z.uuid({ error: 'Conversa inválida' }).optional(),
});
export type ListFastMessagesQuery = z.infer<typeof ZListFastMessagesQuery>;

/** `POST /fast-message/{id}/send`: sends it, placeholders filled, as a normal outbound message. */
export const ZSendFastMessageBody = z.object({ conversationId: requiredId('Conversa inválida') });
export type SendFastMessageBody = z.infer<typeof ZSendFastMessageBody>;
