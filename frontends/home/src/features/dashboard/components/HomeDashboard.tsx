import { PageHeader, useIsMobile, useSession } from '@balcao/ui';
import { Col, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHomeMetric, useLiveConversationFigures, useRecentContacts } from '../api/home-metrics';
import { defaultDateRange, rangeQuery, type DateRange } from '../lib/date-range';
import { AnswerTimeChart } from './AnswerTimeChart';
import { AttendancesChart } from './AttendancesChart';
import { DateRangeFilter } from './DateRangeFilter';
import { LegalAreasChart } from './LegalAreasChart';
import { MetricCards } from './MetricCards';
import { NewLeadsChart } from './NewLeadsChart';
import { RecentConsultations } from './RecentConsultations';
import { RecentContacts } from './RecentContacts';
import { StatusChart } from './StatusChart';

/** The /home dashboard (spec 2 §2.7): the office's figures for the picked period. */
export function HomeDashboard() {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const query = useMemo(() => rangeQuery(range), [range]);
  const isMobile = useIsMobile();
  const cards = useHomeMetric('cards-info', query);
  const attendances = useHomeMetric('crms', query);
  const answerTime = useHomeMetric('answer-time', query);
  const newLeads = useHomeMetric('new-leads', query);
  const status = useHomeMetric('attendance-status', query);
  const areas = useHomeMetric('legal-areas', query);
  const consultations = useHomeMetric('recent-consultations', query);
  const contacts = useRecentContacts();
  useLiveConversationFigures();
  useInactiveSubscriptionRedirect(cards.isFetched);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title="Dashboard"
        description="Acompanhe os atendimentos, leads e consultas do escritório"
        extra={
          <div style={{ width: isMobile ? '100%' : undefined }}>
            <DateRangeFilter value={range} onChange={setRange} />
          </div>
        }
      />
      <MetricCards cards={cards.data} loading={cards.isPending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <AttendancesChart series={attendances.data} loading={attendances.isPending} />
        </Col>
        <Col xs={24} xl={12}>
          <AnswerTimeChart answerTime={answerTime.data} loading={answerTime.isPending} />
        </Col>
        <Col xs={24} xl={12}>
          <NewLeadsChart leads={newLeads.data} loading={newLeads.isPending} />
        </Col>
        <Col xs={24} xl={12}>
          <StatusChart series={status.data} loading={status.isPending} />
        </Col>
        <Col xs={24} xl={12}>
          <LegalAreasChart series={areas.data} loading={areas.isPending} />
        </Col>
        <Col xs={24} xl={12}>
          <RecentConsultations consultations={consultations.data.data} loading={consultations.isPending} />
        </Col>
        <Col xs={24}>
          <RecentContacts recent={contacts.data} loading={contacts.isPending} />
        </Col>
      </Row>
    </div>
  );
}

/** Spec 2 §2.7: an office whose subscription exists but is inactive is sent to it once the data loaded. */
function useInactiveSubscriptionRedirect(loaded: boolean) {
  const { user } = useSession();
  const navigate = useNavigate();
  const inactive = user.subscription !== null && user.subscription !== undefined && !user.subscription.isActive;
  useEffect(() => {
    if (loaded && inactive) navigate('/settings?tab=subscription');
  }, [loaded, inactive, navigate]);
}
