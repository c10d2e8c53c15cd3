import type { Flow } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { searchAndSortFlows } from './sort-flows';

const flow = (name: string, createdAt: string, description: string | null = null): Flow => ({
  id: name,
  name,
  description,
  color: 'bg-blue-600',
  isMain: false,
  inboxId: 'inbox',
  content: { steps: [], initialStepId: '' },
  integrationIds: [],
  createdAt,
  updatedAt: createdAt,
});

const flows = [flow('Triagem', '2026-01-02T00:00:00Z'), flow('átendimento', '2026-01-03T00:00:00Z', 'Consulta processual'), flow('Boas-vindas', '2026-01-01T00:00:00Z')];

describe('searchAndSortFlows', () => {
  it('orders newest, oldest and by name ignoring accents and case', () => {
    expect(searchAndSortFlows(flows, '', 'newest').map((f) => f.name)).toEqual(['átendimento', 'Triagem', 'Boas-vindas']);
    expect(searchAndSortFlows(flows, '', 'oldest').map((f) => f.name)).toEqual(['Boas-vindas', 'Triagem', 'átendimento']);
    expect(searchAndSortFlows(flows, '', 'name').map((f) => f.name)).toEqual(['átendimento', 'Boas-vindas', 'Triagem']);
  });

  it('finds by name or description without accents', () => {
    expect(searchAndSortFlows(flows, 'ATENDI', 'newest').map((f) => f.name)).toEqual(['átendimento']);
    expect(searchAndSortFlows(flows, 'processual', 'newest').map((f) => f.name)).toEqual(['átendimento']);
    expect(searchAndSortFlows(flows, 'nada', 'newest')).toEqual([]);
  });
});
