import { FileSearchOutlined } from '@ant-design/icons';
import type { RecentConsultation } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { Avatar, Card, Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { ConsultationDetail } from './ConsultationDetail';

/** 'Consultas recentes': clients' court-case lookups; one opens in a detail modal. */
export function RecentConsultations({ consultations, loading }: { consultations: RecentConsultation[]; loading: boolean }) {
  const [open, setOpen] = useState<RecentConsultation | null>(null);
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Consultas recentes
      </Typography.Title>
      <List
        dataSource={consultations}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma consulta recente encontrada" /> }}
        renderItem={(consultation) => (
          <List.Item
            style={{ cursor: 'pointer' }}
            onClick={() => setOpen(consultation)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setOpen(consultation);
            }}
            tabIndex={0}
            role="button"
            aria-label={`Consulta de ${consultation.name ?? 'cliente'}`}
          >
            <List.Item.Meta
              avatar={<Avatar icon={<FileSearchOutlined />} />}
              title={consultation.name ?? 'Sem nome'}
              description={
                <Typography.Text type="secondary" ellipsis>
                  {consultation.searchContent.text} · {formatDateTime(consultation.searchedAt)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <ConsultationDetail consultation={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
