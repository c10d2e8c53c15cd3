import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnDragAnnouncements, leadDragAnnouncements } from './drag-announcements';

const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('drag announcements', () => {
  const columns: Record<string, string> = { c1: 'Novo contato', c2: 'Em atendimento' };
  const lead = leadDragAnnouncements({ leadOf: () => 'Lead Maria Oliveira', columnOf: (id) => columns[id], columnIdOf: () => 'c1' });

  it("name the lead and the stages a card moves over and is dropped on", () => {
    expect(lead.onDragOver({ active: active('01a2-lead'), over: over('c2') })).toBe('Lead Maria Oliveira sobre a etapa Em atendimento.');
    expect(lead.onDragOver({ active: active('01a2-lead'), over: null })).toBe('Lead Maria Oliveira fora das etapas.');
    expect(lead.onDragEnd({ active: active('01a2-lead'), over: over('c2') })).toBe('Lead Maria Oliveira movido para a etapa Em atendimento.');
    expect(lead.onDragEnd({ active: active('01a2-lead'), over: over('c1') })).toBe('Lead Maria Oliveira continua na etapa Novo contato.');
    expect(lead.onDragEnd({ active: active('01a2-lead'), over: null })).toBe('Lead Maria Oliveira não foi movido.');
  });

  it('name the column being reordered and its position', () => {
    const reorder = columnDragAnnouncements([
      { id: 'c1', name: 'Novo contato' },
      { id: 'c2', name: 'Em atendimento' },
      { id: 'c3', name: 'Fechado' },
    ]);
    expect(reorder.onDragStart({ active: active('c1') })).toBe('Etapa Novo contato selecionada, na posição 1 de 3.');
    expect(reorder.onDragEnd({ active: active('c1'), over: over('c3') })).toBe('Etapa Novo contato solta na posição 3 de 3.');
    expect(reorder.onDragCancel({ active: active('c1'), over: null })).toBe('Movimento cancelado. Etapa Novo contato continua na posição 1 de 3.');
  });
});
