import { formatBusinessDuration, type AttendantFigures, type DurationFigures } from '@balcao/contracts';
import { DataTable, formatNumber } from '@balcao/ui';
import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatAverage, formatPercent } from '../lib/report-format';

const duration = (figures: DurationFigures) =>
  figures.count === 0 ? '—' : (
    <span>
      {formatBusinessDuration(figures.medianSeconds)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {' '}
        · p90 {formatBusinessDuration(figures.p90Seconds)}
      </Typography.Text>
    </span>
  );

const COLUMNS: ColumnsType<AttendantFigures> = [
  { key: 'name', title: 'Atendente', dataIndex: 'name', fixed: 'left', width: 180 },
  { key: 'conversations', title: 'Atendimentos', align: 'right', render: (_, row) => formatNumber(row.conversations), width: 120 },
  { key: 'first', title: '1ª resposta (mediana · p90)', render: (_, row) => duration(row.firstResponse), width: 210 },
  { key: 'resolution', title: 'Resolução (mediana · p90)', render: (_, row) => duration(row.resolution), width: 210 },
  {
    key: 'sla',
    title: 'SLA cumprido',
    render: (_, row) => (row.sla.withPolicy === 0 ? '—' : `${formatPercent(row.sla.metPercent)} (${row.sla.met}/${row.sla.withPolicy})`),
    width: 140,
  },
  {
    key: 'csat',
    title: 'CSAT',
    render: (_, row) => (row.csat.responses === 0 ? '—' : `${formatAverage(row.csat.average)} · ${row.csat.responses === 1 ? '1 avaliação' : `${row.csat.responses} avaliações`}`),
    width: 160,
  },
];

/** 'Por atendente': who finished the period's conversations, with their figures. */
export function AttendantsTable({ attendants, loading }: { attendants: AttendantFigures[]; loading: boolean }) {
  return (
    <Card title="Por atendente" styles={{ body: { padding: 0 } }}>
      <DataTable<AttendantFigures>
        rowKey={(row) => row.userId ?? 'none'}
        columns={COLUMNS}
        data={attendants}
        loading={loading}
        size="middle"
        scroll={{ x: 1020 }}
        emptyText="Nenhum atendimento finalizado no período"
      />
    </Card>
  );
}
