import { useSession } from '@balcao/ui';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useOffice } from '../api/get-office';
import { ArchiveOfficeCard } from './ArchiveOfficeCard';
import { OfficeDetailsForm } from './OfficeDetailsForm';

/** Settings tab 'Escritório' (spec 1 §2). */
export function OfficeSettings() {
  const { officeId } = useSession();
  const office = useOffice(officeId);

  return (
    <Flex vertical gap="middle">
      <Card title="Escritório">
        {office.data ? (
          <OfficeDetailsForm key={office.data.id} office={office.data} />
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
      <ArchiveOfficeCard officeId={officeId} />
    </Flex>
  );
}
