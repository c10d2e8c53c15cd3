import { formatBusinessDuration, type AttendantFigures, type ServiceFigures, type ServiceReport } from '@balcao/contracts';

/** The printed figures of one row ('Equipe' or an attendant), shared by the Excel and PDF files. */
export const REPORT_COLUMNS = [
  'Atendente',
  'Atendimentos',
  '1ª resposta (mediana)',
  '1ª resposta (p90)',
  'Resolução (mediana)',
  'Resolução (p90)',
  'SLA cumprido',
  'CSAT médio',
  'Avaliações',
  'Notas 1 · 2 · 3 · 4 · 5',
] as const;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const percentText = (value: number | null) => (value === null ? '—' : `${decimal.format(value)}%`);
export const averageText = (value: number | null) => (value === null ? '—' : decimal.format(value));

export function printedFigures(name: string, figures: ServiceFigures): string[] {
  return [
    name,
    String(figures.conversations),
    formatBusinessDuration(figures.firstResponse.medianSeconds),
    formatBusinessDuration(figures.firstResponse.p90Seconds),
    formatBusinessDuration(figures.resolution.medianSeconds),
    formatBusinessDuration(figures.resolution.p90Seconds),
    figures.sla.withPolicy > 0 ? `${percentText(figures.sla.metPercent)} (${figures.sla.met}/${figures.sla.withPolicy})` : '—',
    averageText(figures.csat.average),
    String(figures.csat.responses),
    figures.csat.distribution.join(' · '),
  ];
}

export const WORKSPACE_ROW_NAME = 'Todo o workspace';

/** Every row of the table: the workspace first, then each attendant. */
export const printedRows = (report: ServiceReport): string[][] => [
  printedFigures(WORKSPACE_ROW_NAME, report.workspace),
  ...report.attendants.map((attendant: AttendantFigures) => printedFigures(attendant.name, attendant)),
];

/** '01/03/2026 a 31/03/2026' */
export const periodText = (report: Pick<ServiceReport, 'startDate' | 'endDate'>) => {
  const day = (value: string) => value.split('-').reverse().join('/');
  return `${day(report.startDate)} a ${day(report.endDate)}`;
};
