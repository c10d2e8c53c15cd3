import type { ApiKey, CreatedApiKey } from '@balcao/contracts';
import { toast, useSession } from '@balcao/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useInboxes } from '../../workspaces/api/get-inboxes';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyFormModal } from './ApiKeyFormModal';
import { ApiKeySecretModal } from './ApiKeySecretModal';
import { ApiKeysTable } from './ApiKeysTable';

/** Settings tab 'Integrações de API' (issue 41): the Gestor's keys for the office's own systems. */
export function ApiKeySettings() {
  const { user } = useSession();
  const apiKeys = useApiKeys(user.isManager);
  const inboxes = useInboxes();
  const revokeApiKey = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (!user.isManager) {
    return <Alert type="info" showIcon title="Apenas o Gestor do escritório pode gerenciar as integrações de API." />;
  }

  const handleRevoke = async (apiKey: ApiKey) => {
    try {
      await revokeApiKey.mutateAsync(apiKey.id);
    } catch {
      // The api client already showed the server's message.
      return;
    }
    toast.success('Chave revogada');
  };

  return (
    <Card
      title="Integrações de API"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Nova chave
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Chaves de API permitem que os sistemas do escritório (gestão de processos, automações, BI) leiam e alterem dados do Balcão
        pelas mesmas rotas da aplicação, apenas nos workspaces e com as permissões escolhidas.
      </Typography.Paragraph>
      <ApiKeysTable apiKeys={apiKeys.data ?? []} inboxes={inboxes.data ?? []} loading={apiKeys.isFetching} onRevoke={handleRevoke} />
      {creating && (
        <ApiKeyFormModal
          inboxes={inboxes.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(apiKey) => {
            setCreating(false);
            setCreated(apiKey);
          }}
        />
      )}
      {created && <ApiKeySecretModal apiKey={created} onClose={() => setCreated(null)} />}
    </Card>
  );
}
