import type { FlowOption } from '@balcao/contracts';

/** Lower-case, without accents or extra spaces: 'Petição ' matches 'peticao'. */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The option the client chose by its number ('2', '2.', '2)') or by its title; undefined when none. */
export function matchOption(options: FlowOption[], answer: string): FlowOption | undefined {
  const normalized = normalizeAnswer(answer);
  const numbered = /^(\d+)\s*[.)-]?$/.exec(normalized);
  if (numbered) return options[Number(numbered[1]) - 1];
  return options.find((option) => normalizeAnswer(option.title) === normalized);
}
