import { describe, expect, it } from 'vitest';
import { formatBusinessDuration, serviceReportFileName, ZServiceReportExportQuery } from './reports';

describe('service report contracts', () => {
  it('says durations as people do', () => {
    expect(formatBusinessDuration(null)).toBe('—');
    expect(formatBusinessDuration(0)).toBe('0 s');
    expect(formatBusinessDuration(45)).toBe('45 s');
    expect(formatBusinessDuration(720)).toBe('12 min');
    expect(formatBusinessDuration(3580)).toBe('1 h');
    expect(formatBusinessDuration(3900)).toBe('1 h 5 min');
    expect(formatBusinessDuration(26 * 3600)).toBe('1 d 2 h');
    expect(formatBusinessDuration(48 * 3600)).toBe('2 d');
  });

  it('names the file after the period', () => {
    expect(serviceReportFileName({ startDate: '2026-03-01', endDate: '2026-03-31' }, 'pdf')).toBe('Relatório de atendimento 01-03-2026 a 31-03-2026.pdf');
  });

  it('reads the export query as the dashboard range plus a format', () => {
    const inboxId = '0195f0a0-0000-7000-8000-0000000000a1';
    expect(ZServiceReportExportQuery.parse({ inboxId, format: 'xlsx', startDate: '2026-03-01', endDate: '2026-03-02' })).toEqual({ inboxId, format: 'xlsx', startDate: '2026-03-01', endDate: '2026-03-02' });
    const bad = ZServiceReportExportQuery.safeParse({ inboxId, format: 'csv' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['format'], message: 'O formato (format) deve ser xlsx ou pdf' });
  });
});
