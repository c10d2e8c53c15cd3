import { describe, expect, it } from 'vitest';
import {
  CRM_MESSAGES,
  ZBoardQuery,
  ZCreateCalendarEventBody,
  ZCreateCustomFieldBody,
  ZCreateFunnelColumnBody,
  ZCreateLeadBody,
  ZUpdateCustomFieldBody,
} from '../index';

const ID = '018f0000-0000-7000-8000-000000000001';
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0].message;

describe('crm contracts', () => {
  it('asks for a contact and a stage on a lead (spec 2 §5)', () => {
    expect(firstMessage(ZCreateLeadBody.safeParse({ funnelId: ID, columnId: ID }))).toBe('Selecione um contato');
    expect(firstMessage(ZCreateLeadBody.safeParse({ funnelId: ID, personId: ID }))).toBe('Selecione uma etapa');
    expect(ZCreateLeadBody.parse({ funnelId: ID, columnId: ID, personId: ID })).toMatchObject({ tags: [], customFields: [] });
  });

  it('validates a column: funnel, trimmed name, time limit from 0 with non-numbers as 0', () => {
    expect(firstMessage(ZCreateFunnelColumnBody.safeParse({ name: 'Novo' }))).toBe('Selecione um funil');
    expect(firstMessage(ZCreateFunnelColumnBody.safeParse({ funnelId: ID, name: '   ' }))).toBe('Digite um nome para a coluna');
    expect(ZCreateFunnelColumnBody.parse({ funnelId: ID, name: ' Novo ', timeLimitDays: 'abc' })).toMatchObject({ name: 'Novo', timeLimitDays: 0, color: 'blue', showBadgeProgress: true });
    expect(ZCreateFunnelColumnBody.parse({ funnelId: ID, name: 'Novo' }).timeLimitDays).toBe(30);
    expect(firstMessage(ZCreateFunnelColumnBody.safeParse({ funnelId: ID, name: 'Novo', timeLimitDays: -1 }))).toBe(CRM_MESSAGES.columnTimeLimitInvalid);
  });

  it('validates custom fields with the spec messages and stores options comma-joined', () => {
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ name: 'Área', type: 'text' }))).toBe('Funnel não selecionado');
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ funnelId: ID, name: ' ', type: 'text' }))).toBe('Nome obrigatório');
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ funnelId: ID, name: 'Área' }))).toBe('Tipo obrigatório');
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ funnelId: ID, name: 'Área', type: 'select' }))).toBe('Opções obrigatórias');
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ funnelId: ID, name: 'Área', type: 'select', options: 'Cível, ,Penal' }))).toBe('Opção inválida');
    expect(firstMessage(ZCreateCustomFieldBody.safeParse({ funnelId: ID, name: 'Área', type: 'select', options: ['Cível', 'cível'] }))).toBe('Opção duplicada');
    expect(ZCreateCustomFieldBody.parse({ funnelId: ID, name: 'Área', type: 'multiselect', options: [' Cível ', 'Penal'] }).options).toBe('Cível,Penal');
    expect(ZCreateCustomFieldBody.parse({ funnelId: ID, name: 'Obs', type: 'text', options: 'a,b' }).options).toBe('');
    expect(ZUpdateCustomFieldBody.parse({ options: 'a, b' }).options).toBe('a,b');
  });

  it('validates calendar events with the spec messages', () => {
    const event = { inboxId: ID, title: 'Audiência', start: '2026-01-10T10:00:00.000Z', end: '2026-01-10T11:00:00.000Z', color: 'blue' };
    expect(ZCreateCalendarEventBody.parse(event)).toMatchObject({ allDay: false, description: null, location: null });
    expect(firstMessage(ZCreateCalendarEventBody.safeParse({ ...event, title: ' ' }))).toBe('O título é obrigatório');
    expect(firstMessage(ZCreateCalendarEventBody.safeParse({ ...event, color: '' }))).toBe('A cor é obrigatória');
    expect(firstMessage(ZCreateCalendarEventBody.safeParse({ ...event, end: '2026-01-10T09:00:00.000Z' }))).toBe('A data de término não pode ser antes da data de início');
  });

  it('reads the board query: comma-joined tags, default sort by last interaction, newest first', () => {
    expect(ZBoardQuery.parse({ funnelId: ID, tags: `${ID},${ID}` })).toMatchObject({ tags: [ID, ID], sortField: 'lastInteraction', sortOrder: 'desc', limitPerColumn: 25, offsetPerColumn: 0 });
    expect(firstMessage(ZBoardQuery.safeParse({ funnelId: ID, sortField: 'phone' }))).toBe('Campo de ordenação inválido');
    expect(firstMessage(ZBoardQuery.safeParse({ funnelId: ID, createdAt: 'ontem' }))).toBe('Data inválida');
  });
});
