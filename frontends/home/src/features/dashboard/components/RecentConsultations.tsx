import { FileSearchOutlined } from '@ant-design/icons';
import type { RecentConsultation } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { Avatar, Card, Empty, Flex, Typography, theme } from 'antd';
import { Suspense, lazy, useState } from 'react';

// The detail (a modal or drawer with its descriptions) loads when a consultation is first opened.
const ConsultationDetail = lazy(() => import('./ConsultationDetail').then((module) => ({ default: module.ConsultationDetail })));

/** 'Consultas recentes': clients' court-case lookups; one opens in a detail modal. */
export function RecentConsultations({ consultations, loading }: { consultations: RecentConsultation[]; loading: boolean }) {
  const { token } = theme.useToken();
  const [open, setOpenState] = useState<RecentConsultation | null>(null);
  // Kept mounted once opened, so closing still animates.
  const [opened, setOpened] = useState(false);
  const setOpen = (consultation: RecentConsultation | null) => {
    if (consultation) setOpened(true);
    setOpenState(consultation);
  };
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Consultas recentes
      </Typography.Title>
      {consultations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma consulta recente encontrada" />
      ) : (
        // In antd's list look, without List: it brings Pagination and with it Select (~30 KB).
        <Flex vertical>
          {consultations.map((consultation, index) => (
            <Flex
              key={consultation.id}
              role="button"
              tabIndex={0}
              aria-label={`Consulta de ${consultation.name ?? 'cliente'}`}
              gap={token.margin}
              align="flex-start"
              style={{ cursor: 'pointer', padding: `${token.paddingSM}px 0`, borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
              onClick={() => setOpen(consultation)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setOpen(consultation);
              }}
            >
              <Avatar icon={<FileSearchOutlined />} style={{ flexShrink: 0 }} />
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text style={{ marginBottom: token.marginXXS }}>{consultation.name ?? 'Sem nome'}</Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {consultation.searchContent.text} · {formatDateTime(consultation.searchedAt)}
                </Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ConsultationDetail consultation={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
