import { describe, expect, it } from 'vitest';
import { CONVERSATION_LIST_LIMIT, LIST_LIMIT_HINT, normalizeSearch, shouldShowListLimitHint, STATUS_TABS } from './conversation-filters';
import { clampSidebarWidth } from '../hooks/use-sidebar-width';

describe('conversation list filters', () => {
  it('treats search text of 0 or 1 characters after trimming as no search', () => {
    expect(normalizeSearch('')).toBeUndefined();
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch(' a ')).toBeUndefined();
    expect(normalizeSearch(' ab ')).toBe('ab');
    expect(normalizeSearch('Carlos Pereira')).toBe('Carlos Pereira');
  });

  it('shows the 100-item hint only when exactly 100 came back', () => {
    expect(CONVERSATION_LIST_LIMIT).toBe(100);
    expect(shouldShowListLimitHint(100)).toBe(true);
    expect(shouldShowListLimitHint(99)).toBe(false);
    expect(shouldShowListLimitHint(0)).toBe(false);
    expect(LIST_LIMIT_HINT).toBe('Exibindo as 100 conversas mais recentes. Pesquise pelo nome ou número do contato para encontrar outras.');
  });

  it("has the spec's five status tabs in order, and 'Abertas' for the dashboard's 'Conversas em andamento'", () => {
    expect(STATUS_TABS.map((tab) => [tab.key, tab.label])).toEqual([
      ['ALL', 'Todos'],
      ['OPEN', 'Abertas'],
      ['ROBOT_INTERACTIVE', 'IA'],
      ['HUMAN_INTERACTIVE', 'Humano'],
      ['WAITING_HUMAN', 'Aguardando'],
      ['INACTIVE', 'Finalizados'],
    ]);
  });

  it('keeps the sidebar between 300 and 424 px', () => {
    expect(clampSidebarWidth(200)).toBe(300);
    expect(clampSidebarWidth(354)).toBe(354);
    expect(clampSidebarWidth(500)).toBe(424);
    expect(clampSidebarWidth(Number.NaN)).toBe(354);
  });
});
