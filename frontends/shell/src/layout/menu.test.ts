import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@balcao/contracts';
import { selectedMenuKey, visibleAddMenu, visibleMenuGroups } from './menu';

const labels = (permissions: string[]) =>
  visibleMenuGroups(permissions).map((group) => [group.label ?? '', group.items.map((item) => item.label)]);

describe('visibleMenuGroups', () => {
  it('shows an attendant without permissions only the open items', () => {
    expect(labels([])).toEqual([
      ['Principal', ['Dashboard']],
      ['Atendimento', ['Mensagens', 'Etiquetas', 'Respostas Rápidas']],
      ['Gerenciamento', ['Contatos', 'Integrações']],
      ['', ['Configurações']],
    ]);
  });

  it('shows a manager with every code the whole menu in the spec order', () => {
    expect(labels([...PERMISSION_CODES])).toEqual([
      ['Principal', ['Dashboard', 'CRM', 'Agenda']],
      [
        'Atendimento',
        ['Mensagens', 'Etiquetas', 'Respostas Rápidas', 'Agentes de IA', 'Fluxo de Atendimento'],
      ],
      ['Gerenciamento', ['Contatos', 'Atendentes', 'Times', 'Relatórios', 'Integrações']],
      ['', ['Configurações']],
    ]);
  });

  it('adds exactly the item each permission unlocks', () => {
    const paths = (permissions: string[]) =>
      visibleMenuGroups(permissions).flatMap((group) => group.items.map((item) => item.path));
    const base = paths([]);
    expect(paths(['view:crm']).filter((path) => !base.includes(path))).toEqual(['/crm', '/calendar']);
    expect(paths(['view:agents']).filter((path) => !base.includes(path))).toEqual(['/ai-agents']);
    expect(paths(['view:flow']).filter((path) => !base.includes(path))).toEqual(['/flows']);
    expect(paths(['view:users']).filter((path) => !base.includes(path))).toEqual(['/users']);
    expect(paths(['view:teams']).filter((path) => !base.includes(path))).toEqual(['/teams']);
    expect(paths(['view:reports']).filter((path) => !base.includes(path))).toEqual(['/reports']);
  });

  it('ignores unknown permission codes', () => {
    expect(labels(['view:unknown'])).toEqual(labels([]));
  });
});

describe('selectedMenuKey', () => {
  it('highlights the item of the current page and of its sub-pages', () => {
    expect(selectedMenuKey('/messages')).toBe('/messages');
    expect(selectedMenuKey('/flows/3f2a')).toBe('/flows');
    expect(selectedMenuKey('/ai-agents/details')).toBe('/ai-agents');
    expect(selectedMenuKey('/news')).toBeUndefined();
  });
});

describe('visibleAddMenu', () => {
  it('offers lead and flow only to users who can open CRM and flows', () => {
    expect(visibleAddMenu([]).map((entry) => entry.label)).toEqual([
      'Adicionar contato',
      'Adicionar etiqueta',
      'Adicionar resposta rápida',
    ]);
    expect(visibleAddMenu(['view:crm', 'view:flow']).map((entry) => entry.to)).toEqual([
      '/crm?new=1',
      '/customers?new=1',
      '/tags?new=1',
      '/quick-replies?new=1',
      '/flows?new=1',
    ]);
  });
});
