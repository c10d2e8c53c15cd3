import type { AuditFilters } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useExportAuditLog } from '../api/export-audit-log';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { useOfficePeople } from '../api/get-office-people';
import { AuditFilterBar, periodQuery, type AuditFilterValues } from './AuditFilterBar';
import { AuditTable } from './AuditTable';

/** Settings tab 'Auditoria' (issue 41): who did what in the office, when and from where. Gestor only. */
export function AuditSettings() {
  const { user } = useSession();
  const [values, setValues] = useState<AuditFilterValues>({ period: null });
  const [page, setPage] = useState(1);
  const filters: AuditFilters = { userId: values.userId, action: values.action, ...periodQuery(values.period) };
  const log = useAuditLog(filters, page, user.isManager);
  const people = useOfficePeople(user.isManager);
  const exportLog = useExportAuditLog();

  if (!user.isManager) {
    return <Alert type="info" showIcon title="Apenas o Gestor do escritório pode ver a auditoria." />;
  }

  return (
    <Card
      title="Auditoria"
      extra={
        <Button icon={<DownloadOutlined />} loading={exportLog.isPending} onClick={() => exportLog.mutate(filters)}>
          Exportar Excel
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Quem fez o quê e quando no escritório: entradas no sistema, usuários, perfis e permissões, workspaces, dispositivos, fluxos,
        agentes, exclusões, exportações, assinatura e chaves de API. Os registros não podem ser alterados.
      </Typography.Paragraph>
      <AuditFilterBar
        value={values}
        people={people.data?.data ?? []}
        onChange={(next) => {
          setValues(next);
          setPage(1);
        }}
      />
      <AuditTable
        entries={log.data?.data ?? []}
        loading={log.isFetching}
        pagination={{ page, pageSize: AUDIT_PAGE_SIZE, total: log.data?.totalItems ?? 0, onChange: (next) => setPage(next) }}
      />
    </Card>
  );
}
