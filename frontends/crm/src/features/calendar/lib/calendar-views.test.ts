import { dayjs } from '@balcao/ui';
import { describe, expect, it } from 'vitest';
import { calendarTitle, viewForKey, weekdayLabel } from './calendar-views';

describe('calendar views', () => {
  it('maps the keys m, w, d and a to the views', () => {
    expect(['m', 'w', 'd', 'a', 'x'].map(viewForKey)).toEqual(['month', 'week', 'day', 'agenda', undefined]);
  });

  it('labels the days Dom to Sáb', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayLabel)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it('titles each view in pt-BR', () => {
    expect(calendarTitle('month', dayjs('2026-10-25'), dayjs('2026-12-06'))).toBe('Novembro 2026');
    expect(calendarTitle('week', dayjs('2026-11-29'), dayjs('2026-12-06'))).toBe('Novembro – dezembro 2026');
    expect(calendarTitle('agenda', dayjs('2026-11-01'), dayjs('2026-12-01'))).toBe('1 de nov – 30 de nov de 2026');
    expect(calendarTitle('day', dayjs('2026-11-24'), dayjs('2026-11-25'))).toBe('Terça-feira, 24 de novembro de 2026');
  });
});
