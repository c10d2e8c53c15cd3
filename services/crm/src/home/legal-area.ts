import type { Lead } from '@balcao/contracts';

/** Tags that name a legal area by themselves (SPEC-DECISIONS: 'Casos por Área Jurídica'). */
const AREA_TAGS = [
  'trabalhista', 'civel', 'civil', 'familia', 'criminal', 'penal', 'previdenciario', 'tributario', 'consumidor',
  'empresarial', 'imobiliario', 'ambiental', 'administrativo', 'constitucional', 'eleitoral', 'bancario', 'sucessoes', 'digital',
];

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const isAreaField = (name: string) => /\barea\b/.test(normalize(name));
const isAreaTag = (name: string) => {
  const words = normalize(name).replace(/^direito (do |da |de )?/, '');
  return AREA_TAGS.some((area) => words === area || words.startsWith(`${area} `));
};

/**
 * The lead's legal area: the value of a custom field named for it ('Área jurídica', 'Área do
 * direito'), else the first tag that names an area ('Trabalhista', 'Direito de Família'), else null.
 */
export function legalAreaOf(lead: Pick<Lead, 'customFields' | 'tags'>): string | null {
  const field = lead.customFields.find((candidate) => isAreaField(candidate.name) && candidate.value?.trim());
  if (field?.value) return field.value.split(',')[0].trim();
  return lead.tags.find((tag) => isAreaTag(tag.name))?.name.trim() ?? null;
}
