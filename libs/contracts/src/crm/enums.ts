import { z } from 'zod';

/** How a lead found the office (spec 2 §3); anything unknown is shown as 'Outro'. */
export const LEAD_CHANNELS = ['whatsapp', 'instagram', 'facebook', 'linkedin', 'youtube', 'site', 'indicacao', 'other'] as const;
export const ZLeadChannel = z.enum(LEAD_CHANNELS, { error: 'Canal de aquisição inválido' });
export type LeadChannel = z.infer<typeof ZLeadChannel>;
export const LEAD_CHANNEL_LABELS: Record<LeadChannel, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  site: 'Site',
  indicacao: 'Indicação',
  other: 'Outro',
};
/** A lead created without a channel. */
export const DEFAULT_LEAD_CHANNEL: LeadChannel = 'other';

/** The fixed palette of funnel columns (spec 2 §3), default blue. */
export const COLUMN_COLORS = ['purple', 'pink', 'cyan', 'red', 'green', 'blue', 'orange', 'yellow', 'gray'] as const;
export const ZColumnColor = z.enum(COLUMN_COLORS, { error: 'Cor inválida' });
export type ColumnColor = z.infer<typeof ZColumnColor>;
export const DEFAULT_COLUMN_COLOR: ColumnColor = 'blue';

/** Column form default (spec 2 §9); the card assumes 3 days when its column has none. */
export const DEFAULT_COLUMN_TIME_LIMIT_DAYS = 30;
export const CARD_DEFAULT_TIME_LIMIT_DAYS = 3;
export const COLUMN_TIME_LIMIT_MAX_DAYS = 3650;

export const CUSTOM_FIELD_TYPES = ['text', 'longtext', 'number', 'date', 'time', 'datetime', 'select', 'multiselect'] as const;
export const ZCustomFieldType = z.enum(CUSTOM_FIELD_TYPES, { error: 'Tipo obrigatório' });
export type CustomFieldType = z.infer<typeof ZCustomFieldType>;
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Texto',
  longtext: 'Texto longo',
  number: 'Número',
  date: 'Data',
  time: 'Hora',
  datetime: 'Data e hora',
  select: 'Seleção',
  multiselect: 'Seleção múltipla',
};
/** Types whose value must be one (or, multiselect, several) of the field's options. */
export const CUSTOM_FIELD_TYPES_WITH_OPTIONS: readonly CustomFieldType[] = ['select', 'multiselect'];

/** Board sort (spec 2 §2.1: Campo and Ordem). */
export const LEAD_SORT_FIELDS = ['lastInteraction', 'createdAt', 'name'] as const;
export const ZLeadSortField = z.enum(LEAD_SORT_FIELDS, { error: 'Campo de ordenação inválido' });
export type LeadSortField = z.infer<typeof ZLeadSortField>;
export const LEAD_SORT_FIELD_LABELS: Record<LeadSortField, string> = { lastInteraction: 'Última interação', createdAt: 'Data de criação', name: 'Nome' };
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ZSortOrder = z.enum(SORT_ORDERS, { error: 'Ordem inválida' });
export type SortOrder = z.infer<typeof ZSortOrder>;
export const SORT_ORDER_LABELS: Record<SortOrder, string> = { desc: 'Decrescente', asc: 'Crescente' };

/** Event dialog swatches (spec 2 §3); sky is the labels' fallback. */
export const CALENDAR_EVENT_COLORS = ['blue', 'violet', 'rose', 'emerald', 'orange', 'sky'] as const;
export const ZCalendarEventColor = z.enum(CALENDAR_EVENT_COLORS, { error: 'A cor é obrigatória' });
export type CalendarEventColor = z.infer<typeof ZCalendarEventColor>;

/** The funnel every new workspace starts with: a law office's pipeline. */
export const DEFAULT_FUNNEL = {
  name: 'Funil de vendas',
  columns: [
    { name: 'Novo contato', color: 'blue', timeLimitDays: 1 },
    { name: 'Em atendimento', color: 'cyan', timeLimitDays: 3 },
    { name: 'Análise do caso', color: 'purple', timeLimitDays: 5 },
    { name: 'Proposta enviada', color: 'orange', timeLimitDays: 7 },
    { name: 'Contrato assinado', color: 'green', timeLimitDays: 0 },
    { name: 'Não fechado', color: 'gray', timeLimitDays: 0 },
  ],
} as const satisfies { name: string; columns: readonly { name: string; color: ColumnColor; timeLimitDays: number }[] };
