import { describe, expect, it } from 'vitest';
import { scheduleOfPreset } from '../agents/schedule';
import { ZUpdateBusinessHoursBody } from './business-hours';
import { addBusinessSeconds, brazilianHolidays, businessSecondsBetween, easterSunday, isOpenAt, nextOpeningAt, type BusinessCalendar } from './business-time';

/** Mon–Fri 08:00–18:00 in São Paulo (UTC−3, no DST since 2019), closed on Christmas 2026. */
const office: BusinessCalendar = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  schedule: scheduleOfPreset('BUSINESS_HOURS'),
  holidays: [{ date: '2026-12-25' }],
};
/** A São Paulo wall time as an instant. */
const sp = (wall: string) => new Date(`${wall}-03:00`);

describe('business time', () => {
  it('knows when the office is open, on its own clock', () => {
    expect(isOpenAt(office, sp('2026-12-02T08:00:00'))).toBe(true); // a Wednesday
    expect(isOpenAt(office, sp('2026-12-02T17:59:59'))).toBe(true);
    expect(isOpenAt(office, sp('2026-12-02T18:00:00'))).toBe(false);
    expect(isOpenAt(office, sp('2026-12-02T07:59:00'))).toBe(false);
    expect(isOpenAt(office, sp('2026-12-05T10:00:00'))).toBe(false); // Saturday
    expect(isOpenAt(office, sp('2026-12-25T10:00:00'))).toBe(false); // Christmas, a Friday
    // 10:00 UTC is 07:00 in São Paulo but 10:00 in Lisbon.
    expect(isOpenAt(office, new Date('2026-12-02T10:00:00Z'))).toBe(false);
    expect(isOpenAt({ ...office, timeZone: 'Europe/Lisbon' }, new Date('2026-12-02T10:00:00Z'))).toBe(true);
  });

  it('is always open without a restriction', () => {
    const always = { ...office, enabled: false };
    expect(isOpenAt(always, sp('2026-12-05T03:00:00'))).toBe(true);
    expect(businessSecondsBetween(always, sp('2026-12-05T03:00:00'), sp('2026-12-05T04:00:00'))).toBe(3600);
  });

  it('finds the next opening after a closed night, weekend or holiday', () => {
    expect(nextOpeningAt(office, sp('2026-12-02T19:00:00'))).toEqual(sp('2026-12-03T08:00:00'));
    expect(nextOpeningAt(office, sp('2026-12-04T18:30:00'))).toEqual(sp('2026-12-07T08:00:00'));
    expect(nextOpeningAt(office, sp('2026-12-24T20:00:00'))).toEqual(sp('2026-12-28T08:00:00'));
    expect(nextOpeningAt(office, sp('2026-12-02T09:15:00'))).toEqual(sp('2026-12-02T09:15:00'));
    const never = { ...office, schedule: Object.fromEntries(Object.entries(office.schedule).map(([day, value]) => [day, { ...value, enabled: false }])) } as BusinessCalendar;
    expect(nextOpeningAt(never, sp('2026-12-02T09:15:00'))).toBeNull();
  });

  it('counts only open seconds between two instants', () => {
    // Wednesday 17:50 → Thursday 08:10: 10 + 10 minutes.
    expect(businessSecondsBetween(office, sp('2026-12-02T17:50:00'), sp('2026-12-03T08:10:00'))).toBe(20 * 60);
    // Friday 17:00 → Monday 09:00 across the weekend: 1 h + 1 h.
    expect(businessSecondsBetween(office, sp('2026-12-04T17:00:00'), sp('2026-12-07T09:00:00'))).toBe(2 * 3600);
    // A whole week: five 10-hour days.
    expect(businessSecondsBetween(office, sp('2026-11-30T00:00:00'), sp('2026-12-07T00:00:00'))).toBe(50 * 3600);
    expect(businessSecondsBetween(office, sp('2026-12-03T00:00:00'), sp('2026-12-02T00:00:00'))).toBe(0);
  });

  it('adds business seconds across closed time, the inverse of counting them', () => {
    const from = sp('2026-12-04T17:50:00');
    const due = addBusinessSeconds(office, from, 15 * 60)!;
    expect(due).toEqual(sp('2026-12-07T08:05:00'));
    expect(businessSecondsBetween(office, from, due)).toBe(15 * 60);
    expect(addBusinessSeconds(office, sp('2026-12-24T17:55:00'), 600)).toEqual(sp('2026-12-28T08:05:00'));
  });

  it('treats 23:59 as the end of a whole day', () => {
    const allDay: BusinessCalendar = { ...office, schedule: scheduleOfPreset('TWENTY_FOUR_SEVEN'), holidays: [] };
    expect(isOpenAt(allDay, sp('2026-12-05T23:59:30'))).toBe(true);
    expect(businessSecondsBetween(allDay, sp('2026-12-05T00:00:00'), sp('2026-12-06T00:00:00'))).toBe(86_400);
  });

  it('follows a zone with daylight saving time', () => {
    // New York moved its clocks forward on 8 March 2026: 08:00 local is 12:00 UTC after, 13:00 before.
    const ny = { ...office, timeZone: 'America/New_York', holidays: [] };
    expect(nextOpeningAt(ny, new Date('2026-03-06T23:30:00Z'))).toEqual(new Date('2026-03-09T12:00:00Z'));
    expect(nextOpeningAt(ny, new Date('2026-03-05T23:30:00Z'))).toEqual(new Date('2026-03-06T13:00:00Z'));
  });
});

describe('Brazilian national holidays', () => {
  it('computes Easter and the days that follow it', () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    const byName = (year: number) => brazilianHolidays(year).filter((holiday) => ['Carnaval', 'Sexta-feira Santa', 'Corpus Christi'].includes(holiday.name));
    expect(byName(2026).map((holiday) => holiday.date)).toEqual(['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']);
    expect(byName(2025).map((holiday) => holiday.date)).toEqual(['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']);
  });

  it('lists the fixed ones in date order, with Consciência Negra from 2024', () => {
    const dates = brazilianHolidays(2026).map((holiday) => holiday.date);
    expect(dates).toContain('2026-11-20');
    expect(dates).toEqual([...dates].sort());
    expect(dates).toHaveLength(13);
    expect(brazilianHolidays(2023).map((holiday) => holiday.date)).not.toContain('2023-11-20');
  });
});

describe('business hours body', () => {
  const valid = {
    inboxId: '0193a000-0000-7000-8000-000000000001',
    enabled: true,
    timeZone: 'America/Sao_Paulo',
    schedule: scheduleOfPreset('BUSINESS_HOURS'),
    holidays: brazilianHolidays(2026),
    outOfHoursMessage: 'Estamos fechados',
  };
  const firstIssue = (body: unknown) => {
    const result = ZUpdateBusinessHoursBody.safeParse(body);
    return result.success ? null : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
  };

  it('accepts the national holidays and the preset schedule', () => expect(firstIssue(valid)).toBeNull());
  it('names each bad field in pt-BR', () => {
    expect(firstIssue({ ...valid, timeZone: 'Marte/Olympus' })).toEqual({ path: 'timeZone', message: 'Fuso horário inválido' });
    expect(firstIssue({ ...valid, holidays: [{ date: '2026-02-30', name: 'X' }] })).toEqual({ path: 'holidays.0.date', message: 'Data do feriado inválida: use AAAA-MM-DD' });
    expect(firstIssue({ ...valid, holidays: [{ date: '2026-02-03', name: 'X' }, { date: '2026-02-03', name: 'Y' }] })?.message).toBe('Há dois feriados na mesma data');
    expect(firstIssue({ ...valid, schedule: { ...valid.schedule, monday: { enabled: true, startTime: '08:15', endTime: '18:00' } } })?.path).toBe('schedule.monday.startTime');
    expect(firstIssue({ ...valid, outOfHoursMessage: '  ' })).toEqual({ path: 'outOfHoursMessage', message: 'Escreva a mensagem fora do horário' });
  });
});
