import { useSession } from '@balcao/ui';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useOffice } from '../api/get-office';
import { ArchiveOfficeCard } from './ArchiveOfficeCard';
import { OfficeDetailsForm } from './OfficeDetailsForm';

/** Settings tab 'Escritório' (spec 1 §2): the Gestor edits and archives the office; others only read it. */
export function OfficeSettings() {
  const { officeId, user } = useSession();
  const office = useOffice(officeId);

  return (
    <Flex vertical gap="middle">
      <Card title="Escritório">
        {!user.isManager && (
          <Alert
            type="info"
            showIcon
            title="Apenas o Gestor do escritório pode alterar os dados do escritório."
            style={{ marginBottom: 16 }}
          />
        )}
        {office.data ? (
          <OfficeDetailsForm key={office.data.id} office={office.data} readOnly={!user.isManager} />
        ) : office.isError ? (
          <Alert
            type="error"
            showIcon
            title="Não foi possível carregar os dados do escritório."
            action={
              <Button size="small" onClick={() => office.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Card>
      {user.isManager && <ArchiveOfficeCard officeId={officeId} />}
    </Flex>
  );
}
