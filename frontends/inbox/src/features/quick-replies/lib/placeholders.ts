import { FAST_MESSAGE_PLACEHOLDERS } from '@balcao/contracts';

/** The editor's insert buttons (spec 1 §9: first name, full name, attendant name). */
export const PLACEHOLDER_BUTTONS = [
  { token: FAST_MESSAGE_PLACEHOLDERS.firstName, label: 'Primeiro nome do cliente', short: 'Primeiro nome' },
  { token: FAST_MESSAGE_PLACEHOLDERS.clientName, label: 'Nome completo do cliente', short: 'Nome do cliente' },
  { token: FAST_MESSAGE_PLACEHOLDERS.attendantName, label: 'Nome do atendente', short: 'Atendente' },
] as const;

export type Insertion = { text: string; caret: number };

/** `token` in place of the selection [start, end) of `text`, with the caret just after it. */
export function insertToken(text: string, start: number, end: number, token: string): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}

export type ContentPart = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string; label: string };

const TOKEN_PATTERN = new RegExp(`(${PLACEHOLDER_BUTTONS.map((button) => button.token.replace(/[{}]/g, '\\$&')).join('|')})`, 'g');

/** The content cut into text and placeholders, to show the placeholders as chips. */
export function splitPlaceholders(content: string): ContentPart[] {
  return content
    .split(TOKEN_PATTERN)
    .filter(Boolean)
    .map((text) => {
      const button = PLACEHOLDER_BUTTONS.find((candidate) => candidate.token === text);
      return button ? { kind: 'placeholder', text, label: button.short } : { kind: 'text', text };
    });
}
