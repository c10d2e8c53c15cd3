import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatNumber, PageHeader, toast, useIsMobile, useSession } from '@balcao/ui';
import type { ServiceReport, ServiceReportFormat } from '@balcao/contracts';
import { Button, Col, Flex, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ChartCard } from '../../dashboard/components/ChartCard';
import { useChartTheme } from '../../dashboard/components/chart-theme';
import { DateRangeFilter } from '../../dashboard/components/DateRangeFilter';
import { defaultDateRange, rangeQuery, type DateRange } from '../../dashboard/lib/date-range';
import { downloadServiceReport, useServiceReport } from '../api/service-report';
import { formatAverage, toMinutes } from '../lib/report-format';
import { AttendantsTable } from './AttendantsTable';
import { CsatBars, HorizontalBars, ResponseTimeBars } from './lazy-report-charts';
import { ReportCards } from './ReportCards';
import { EMPTY_FIGURES } from '../lib/empty-report';

/** 'Relatórios' (/reports, view:reports): a workspace's service levels over a period, per attendant. */
export function ReportsScreen() {
  const { user, inboxId: sessionInboxId } = useSession();
  const isMobile = useIsMobile();
  const colors = useChartTheme();
  const [inboxId, setInboxId] = useState(sessionInboxId);
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const query = useMemo(() => ({ inboxId, ...rangeQuery(range) }), [inboxId, range]);
  const report = useServiceReport(query);
  const [exporting, setExporting] = useState<ServiceReportFormat | null>(null);

  const data: ServiceReport | undefined = report.data;
  const figures = data?.workspace ?? EMPTY_FIGURES;
  const attendants = data?.attendants ?? [];
  const loading = report.isPending;

  const exportAs = async (format: ServiceReportFormat) => {
    setExporting(format);
    try {
      await downloadServiceReport(query, format);
      toast.success('Relatório exportado.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível exportar o relatório.');
    } finally {
      setExporting(null);
    }
  };

  const csat = figures.csat.distribution.map((value, index) => ({ name: `${index + 1} ★`, value }));
  const byAttendant = attendants.map((row) => ({ name: row.name, value: row.conversations }));
  const answered = attendants.filter((row) => row.firstResponse.count > 0).map((row) => ({ name: row.name, mediana: toMinutes(row.firstResponse.medianSeconds), p90: toMinutes(row.firstResponse.p90Seconds) }));
  const channels = (data?.channels ?? []).map((row) => ({ name: row.name, value: row.conversations }));
  const barsHeight = (rows: number) => Math.max(160, rows * 36);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title="Relatórios"
        description="Níveis de atendimento do workspace e de cada atendente, em horário comercial"
        extra={
          <Flex gap="small" wrap style={{ width: isMobile ? '100%' : undefined }}>
            <Select
              aria-label="Workspace"
              value={inboxId}
              onChange={setInboxId}
              options={user.inboxes.map((inbox) => ({ value: inbox.id, label: inbox.name }))}
              style={{ width: isMobile ? '100%' : 200 }}
            />
            <div style={{ width: isMobile ? '100%' : undefined }}>
              <DateRangeFilter value={range} onChange={setRange} />
            </div>
            <Button icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} disabled={exporting !== null} onClick={() => void exportAs('xlsx')} style={isMobile ? { flex: 1 } : undefined}>
              Exportar Excel
            </Button>
            <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} disabled={exporting !== null} onClick={() => void exportAs('pdf')} style={isMobile ? { flex: 1 } : undefined}>
              Exportar PDF
            </Button>
          </Flex>
        }
      />
      <ReportCards figures={figures} loading={loading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard
            title="Avaliações dos clientes (CSAT)"
            summary={<Typography.Text type="secondary">{figures.csat.average === null ? 'Sem avaliações' : `Média ${formatAverage(figures.csat.average)} · ${formatNumber(figures.csat.responses)} ${figures.csat.responses === 1 ? 'resposta' : 'respostas'}`}</Typography.Text>}
            loading={loading}
            empty={figures.csat.responses === 0}
            emptyText="Nenhuma avaliação no período"
          >
            <CsatBars data={csat} colors={colors} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="Atendimentos por canal de aquisição" loading={loading} empty={channels.length === 0} height={barsHeight(channels.length)}>
            <HorizontalBars data={channels} label="Atendimentos" colors={colors} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="Atendimentos por atendente" loading={loading} empty={byAttendant.length === 0} height={barsHeight(byAttendant.length)}>
            <HorizontalBars data={byAttendant} label="Atendimentos" colors={colors} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="1ª resposta por atendente" loading={loading} empty={answered.length === 0} emptyText="Nenhuma resposta de atendente no período">
            <ResponseTimeBars data={answered} colors={colors} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <AttendantsTable attendants={attendants} loading={loading} />
        </Col>
      </Row>
    </div>
  );
}
