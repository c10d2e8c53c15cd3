import type { Integration } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { ApiRequestError, isPlanLimitError, PageHeader, toast, useSession } from '@balcao/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useConnectIntegration } from '../api/connect-integration';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useIntegrations } from '../api/get-integrations';
import { useIntegrationsRealtime } from '../hooks/use-integrations-realtime';
import { INTEGRATION_MESSAGES } from '../lib/qr-instructions';
import { EditIntegrationModal } from './EditIntegrationModal';
import { IntegrationConnectModal, type ConnectModalState } from './IntegrationConnectModal';
import { IntegrationsTable } from './IntegrationsTable';

/** /integrations: the workspace's WhatsApp devices (spec 1 §2, §4; spec 3 §2.4). */
export function IntegrationsPage() {
  const { inboxId } = useSession();
  const integrations = useIntegrations(inboxId);
  const connect = useConnectIntegration();
  const disconnect = useDisconnectIntegration();
  const [modal, setModal] = useState<ConnectModalState | null>(null);
  const [editing, setEditing] = useState<Integration | null>(null);
  useIntegrationsRealtime();

  const requestQrCode = async (integration: Integration) => {
    try {
      const issued = await connect.mutateAsync(integration.id);
      if (!issued.qrcode) throw new Error('Sem QR Code');
      setModal({ step: 'qr', integration, qrcode: issued.qrcode });
    } catch (error) {
      if (isPlanLimitError(error)) return;
      toast.error(INTEGRATION_MESSAGES.qrFailed, error instanceof ApiRequestError ? error.message : 'Tente novamente mais tarde');
    }
  };

  const unlink = async (integration: Integration) => {
    try {
      await disconnect.mutateAsync(integration.id);
      toast.success('Dispositivo desconectado');
    } catch {
      // The api client already showed the server's message.
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Integrações"
        description="Conecte os números de WhatsApp do escritório para atender pelo Balcão."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ step: 'name' })}>
            Novo dispositivo
          </Button>
        }
      />
      <IntegrationsTable
        integrations={integrations.data ?? []}
        loading={integrations.isLoading}
        connectingId={connect.isPending ? (connect.variables ?? null) : null}
        disconnectingId={disconnect.isPending ? (disconnect.variables ?? null) : null}
        onConnect={(integration) => void requestQrCode(integration)}
        onDisconnect={(integration) => void unlink(integration)}
        onEdit={setEditing}
      />
      {modal && <IntegrationConnectModal initial={modal} onClose={() => setModal(null)} />}
      {editing && <EditIntegrationModal integration={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
