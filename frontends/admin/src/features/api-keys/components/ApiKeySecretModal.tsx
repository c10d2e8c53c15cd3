import type { CreatedApiKey } from '@balcao/contracts';
import { CopyText, ModalOrDrawer } from '@balcao/ui';
import { Alert, Button, Flex, Typography } from 'antd';

type Props = {
  apiKey: CreatedApiKey;
  onClose: () => void;
};

/** The new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecretModal({ apiKey, onClose }: Props) {
  return (
    <ModalOrDrawer
      open
      title="Chave criada"
      onClose={onClose}
      size="md"
      footer={
        <Flex justify="end">
          <Button type="primary" onClick={onClose}>
            Já copiei a chave
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Alert
          type="warning"
          showIcon
          title="Copie a chave agora"
          description="Por segurança, ela não será mostrada novamente. Se perdê-la, revogue esta chave e crie outra."
        />
        <Typography.Text strong>{apiKey.name}</Typography.Text>
        <div data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
          <CopyText text={apiKey.secret} display={<Typography.Text code>{apiKey.secret}</Typography.Text>} />
        </div>
        <Typography.Text type="secondary">
          Envie-a no cabeçalho <Typography.Text code>Authorization: Bearer {'<chave>'}</Typography.Text>. Veja como na{' '}
          <Typography.Link href="/api/docs" target="_blank" rel="noreferrer">
            documentação da API
          </Typography.Link>
          .
        </Typography.Text>
      </Flex>
    </ModalOrDrawer>
  );
}
