import { ModalFooter, ModalOrDrawer, useSession } from '@balcao/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useArchiveOffice } from '../api/archive-office';

/** SPEC-DECISIONS: archiving blocks every sign-in of the office and keeps its data. */
export function ArchiveOfficeCard({ officeId }: { officeId: string }) {
  const { signOut } = useSession();
  const archiveOffice = useArchiveOffice();
  const [confirming, setConfirming] = useState(false);

  const handleArchive = async () => {
    try {
      await archiveOffice.mutateAsync(officeId);
      signOut();
    } catch {
      // The api client already showed the server's message; the dialog stays open to retry.
    }
  };

  return (
    <Card title="Arquivar escritório">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text type="secondary">
          Arquivar encerra o uso do escritório no Balcão. Os dados são mantidos.
        </Typography.Text>
        <Button danger onClick={() => setConfirming(true)}>
          Arquivar escritório
        </Button>
      </Flex>
      <ModalOrDrawer
        open={confirming}
        title="Arquivar escritório?"
        size="sm"
        onClose={() => setConfirming(false)}
        closable={!archiveOffice.isPending}
        footer={
          <ModalFooter
            onCancel={() => setConfirming(false)}
            onSubmit={handleArchive}
            saving={archiveOffice.isPending}
            submitLabel="Arquivar escritório"
            danger
          />
        }
      >
        <Flex vertical gap="small">
          <Typography.Paragraph style={{ margin: 0 }}>
            Depois de arquivado, nenhum usuário do escritório conseguirá mais entrar no Balcão, e você será
            desconectado agora.
          </Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>
            Conversas, contatos, leads e configurações são mantidos. Para reativar o escritório, fale com o
            suporte.
          </Typography.Paragraph>
        </Flex>
      </ModalOrDrawer>
    </Card>
  );
}
