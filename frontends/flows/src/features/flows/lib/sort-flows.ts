import type { Flow, FlowSort } from '@balcao/contracts';

export const FLOW_SORT_LABELS: Record<FlowSort, string> = {
  newest: 'Mais recentes',
  oldest: 'Mais antigos',
  name: 'Nome (A-Z)',
};

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const normalize = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Search by name or description (accents and case ignored), then the chosen order. */
export function searchAndSortFlows(flows: readonly Flow[], search: string, sort: FlowSort): Flow[] {
  const term = normalize(search.trim());
  const found = term ? flows.filter((flow) => normalize(`${flow.name} ${flow.description ?? ''}`).includes(term)) : [...flows];
  const created = (flow: Flow) => Date.parse(flow.createdAt);
  switch (sort) {
    case 'newest':
      return found.sort((a, b) => created(b) - created(a));
    case 'oldest':
      return found.sort((a, b) => created(a) - created(b));
    case 'name':
      return found.sort((a, b) => byName.compare(a.name, b.name));
  }
}
