import { dayjs } from '@balcao/ui';
import { describe, expect, it } from 'vitest';
import { draftFromSlot, draftRange, roundToSlot, TIME_OPTIONS, validateDraft, type EventDraft } from './event-form';

const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  ...draftFromSlot(new Date(2026, 2, 10, 14, 0)),
  title: 'Audiência',
  ...overrides,
});

describe('event form rules', () => {
  it('offers times every 15 minutes', () => {
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_OPTIONS).toHaveLength(96);
  });

  it('creates a one-hour event from a clicked slot, rounded to the nearest 15 minutes', () => {
    const created = draftFromSlot(new Date(2026, 2, 10, 9, 38));
    expect([created.startTime, created.endTime]).toEqual(['09:45', '10:45']);
    expect(roundToSlot(dayjs(new Date(2026, 2, 10, 23, 53))).format('YYYY-MM-DD HH:mm')).toBe('2026-03-11 00:00');
  });

  it('runs an all-day event from 00:00 to 23:59:59.999', () => {
    const { start, end } = draftRange(draft({ allDay: true }));
    expect(start.format('HH:mm:ss.SSS')).toBe('00:00:00.000');
    expect(end.format('HH:mm:ss.SSS')).toBe('23:59:59.999');
  });

  it('names the first broken rule with the spec texts', () => {
    expect(validateDraft(draft())).toBeNull();
    expect(validateDraft(draft({ endTime: '13:00' }))?.title).toBe('A data de término não pode ser antes da data de início');
    expect(validateDraft(draft({ title: '  ' }))).toEqual({
      title: 'O título é obrigatório',
      description: 'Por favor, insira um título para o evento',
    });
    expect(validateDraft(draft({ color: '' }))?.title).toBe('A cor é obrigatória');
  });
});
