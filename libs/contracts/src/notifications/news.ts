import { z } from 'zod';

/** A news item of spec 1 §3 ('Novidades'), authored as a file in the repository. */
export const ZNewsItem = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  descriptionHtml: z.string(),
});
export type NewsItem = z.infer<typeof ZNewsItem>;
export const ZNewsList = z.array(ZNewsItem);

/** Spec 1 §3: this title is never listed as unread. */
export const NEWS_EXCLUDED_UNREAD_TITLES = ['filtro de responsável na lista de mensagens'];

/** `GET /features/unread`: the header names the user; it must be the signed-in one. */
export const ZNewsUnreadHeaders = z.object({ 'x-user-id': z.uuid({ error: 'x-user-id: usuário inválido' }).optional() });

/** `POST /features/mark-read` */
export const ZMarkNewsReadBody = z.object({
  featureIds: z
    .array(z.uuid({ error: 'featureIds: novidade inválida' }), { error: 'featureIds: informe a lista de novidades' })
    .min(1, 'featureIds: informe ao menos uma novidade')
    .max(500, 'featureIds: no máximo 500 novidades'),
  userId: z.uuid({ error: 'userId: usuário inválido' }).optional(),
});
export type MarkNewsReadBody = z.infer<typeof ZMarkNewsReadBody>;
export const ZMarkNewsReadResponse = z.object({ marked: z.number().int() });

export const NEWS_TEXTS = {
  markOneFailed: 'Não foi possível marcar a novidade como lida',
  markAllFailed: 'Não foi possível marcar todas as novidades como lidas',
  failedHint: 'Tente novamente mais tarde ou entre em contato com o suporte',
  empty: 'Selecione uma novidade',
} as const;

/** The popup's text preview (spec 1 §2). */
export const NEWS_PREVIEW_CHARS = 150;
