import { CopyText, ModalOrDrawer } from '@balcao/ui';
import { Button, Flex, Typography } from 'antd';

type Props = {
  secret: string;
  onClose: () => void;
};

/** The endpoint's signing secret, for the receiver to check each delivery's signature. */
export function WebhookSecretModal({ secret, onClose }: Props) {
  return (
    <ModalOrDrawer
      open
      title="Segredo de assinatura"
      onClose={onClose}
      size="md"
      footer={
        <Flex justify="end">
          <Button type="primary" onClick={onClose}>
            Já guardei o segredo
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text>
          Guarde este segredo no sistema que recebe os webhooks. Cada entrega traz o cabeçalho{' '}
          <Typography.Text code>Balcao-Webhook-Signature</Typography.Text>, que o seu sistema confere com ele.
        </Typography.Text>
        <div data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
          <CopyText text={secret} display={<Typography.Text code>{secret}</Typography.Text>} />
        </div>
        <Typography.Text type="secondary">
          Veja como conferir a assinatura na{' '}
          <Typography.Link href="/api/docs" target="_blank" rel="noreferrer">
            documentação da API
          </Typography.Link>
          .
        </Typography.Text>
      </Flex>
    </ModalOrDrawer>
  );
}
