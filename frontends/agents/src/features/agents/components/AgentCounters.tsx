import type { AgentCounters as Counters } from '@balcao/contracts';
import { Card, Col, Row, Statistic } from 'antd';

/** Total, active and inactive agents of the workspace (spec 3 §2.1). */
export function AgentCounters({ counters }: { counters: Counters }) {
  const items = [
    { title: 'Total de agentes', value: counters.total },
    { title: 'Agentes ativos', value: counters.active },
    { title: 'Agentes inativos', value: counters.inactive },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.title} xs={24} sm={8}>
          <Card>
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
