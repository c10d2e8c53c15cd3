import type { Integration } from '@balcao/contracts';
import { isPlanLimitError, ModalOrDrawer, newIdempotencyKey, toast, useSession } from '@balcao/ui';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useCreateIntegration } from '../api/create-integration';
import { useOnDeviceConnected } from '../hooks/use-on-device-connected';
import { INTEGRATION_MESSAGES } from '../lib/qr-instructions';
import { DeviceLinkFields, type DeviceLinks } from './DeviceLinkFields';
import { IntegrationQrStep } from './IntegrationQrStep';

const NAME_REQUIRED = 'Nome da integração é obrigatório';

interface DeviceForm extends DeviceLinks {
  name: string;
}

export type ConnectModalState =
  | { step: 'name' }
  | { step: 'qr'; integration: Pick<Integration, 'id' | 'name'>; qrcode: string };

interface IntegrationConnectModalProps {
  initial: ConnectModalState;
  onClose: () => void;
}

/** 'Novo dispositivo' (name, then QR) or 'Conectar' of an existing device (QR only). */
export function IntegrationConnectModal({ initial, onClose }: IntegrationConnectModalProps) {
  const { inboxId } = useSession();
  const [state, setState] = useState<ConnectModalState>(initial);
  // One key per attempt: a double click creates one device, a retry after a failure tries anew.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateIntegration();
  const onDeviceConnected = useOnDeviceConnected();
  const [form] = Form.useForm<DeviceForm>();

  const submitName = async ({ name, ...links }: DeviceForm) => {
    try {
      const created = await create.mutateAsync({
        // A new device runs only what was chosen (spec 2 §7: nulls when empty).
        body: { name: name.trim(), inboxId, channel: 'LITE_WHATSAPP', funnelId: links.funnelId ?? null, flowId: links.flowId ?? null, agentId: links.agentId ?? null },
        idempotencyKey,
      });
      if (!created.qrcode) throw new Error('Sem QR Code');
      setState({ step: 'qr', integration: created, qrcode: created.qrcode });
    } catch (error) {
      setIdempotencyKey(newIdempotencyKey());
      // The plan's limit was shown with its upgrade link by the api client: keep it on screen.
      if (!isPlanLimitError(error)) toast.error(INTEGRATION_MESSAGES.createFailed.title, INTEGRATION_MESSAGES.createFailed.description);
    }
  };

  const connected = (integrationId: string) => {
    onDeviceConnected(integrationId);
    onClose();
  };

  const title = state.step === 'name' ? 'Novo dispositivo' : 'Conectar WhatsApp';

  return (
    <ModalOrDrawer open title={title} onClose={onClose} size={state.step === 'name' ? 'md' : 'lg'} closable={!create.isPending}>
      {state.step === 'name' ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submitName} style={{ marginTop: 16 }}>
          <Typography.Paragraph type="secondary">
            Dê um nome ao número de WhatsApp que o escritório vai usar, por exemplo “Recepção” ou “Trabalhista”.
          </Typography.Paragraph>
          <Form.Item
            name="name"
            label="Nome"
            rules={[
              { required: true, whitespace: true, message: NAME_REQUIRED },
              { max: 120, message: 'Use até 120 caracteres' },
            ]}
          >
            <Input autoFocus placeholder="Ex.: Recepção" maxLength={120} />
          </Form.Item>
          <DeviceLinkFields />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Continuar
            </Button>
          </Flex>
        </Form>
      ) : (
        <div style={{ marginTop: 8 }}>
          <IntegrationQrStep
            integration={state.integration}
            qrcode={state.qrcode}
            onConnected={() => connected(state.integration.id)}
          />
        </div>
      )}
    </ModalOrDrawer>
  );
}
