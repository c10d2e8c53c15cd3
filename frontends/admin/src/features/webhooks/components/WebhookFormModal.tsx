import { WEBHOOK_EVENT_TYPES, ZCreateWebhookEndpointBody, type CreatedWebhookEndpoint, type WebhookEventType } from '@balcao/contracts';
import { ModalFooter, ModalOrDrawer } from '@balcao/ui';
import { Checkbox, Flex, Form, Input } from 'antd';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { zodRule } from '../../../lib/form-rules';
import { useCreateWebhookEndpoint } from '../api/get-webhook-endpoints';

type WebhookFormValues = { url: string; description: string; eventTypes: WebhookEventType[] };

type Props = {
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onClose: () => void;
};

/** 'Novo webhook': the receiver's URL, a description and the events it wants. */
export function WebhookFormModal({ onCreated, onClose }: Props) {
  const [form] = Form.useForm<WebhookFormValues>();
  const createEndpoint = useCreateWebhookEndpoint();

  const handleFinish = async (values: WebhookFormValues) => {
    try {
      onCreated(await createEndpoint.mutateAsync({ url: values.url.trim(), description: values.description.trim(), eventTypes: values.eventTypes }));
    } catch (error) {
      showApiFieldError(form, error, ['url', 'description', 'eventTypes']);
    }
  };

  return (
    <ModalOrDrawer
      open
      title="Novo webhook"
      onClose={onClose}
      closable={!createEndpoint.isPending}
      size="md"
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={createEndpoint.isPending} submitLabel="Criar webhook" />}
    >
      <Form<WebhookFormValues> form={form} layout="vertical" requiredMark={false} initialValues={{ url: '', description: '', eventTypes: [] }} onFinish={handleFinish}>
        <Form.Item name="url" label="URL de destino" rules={[zodRule(ZCreateWebhookEndpointBody.shape.url)]}>
          <Input autoComplete="off" placeholder="https://sistema.escritorio.com.br/webhooks/balcao" />
        </Form.Item>
        <Form.Item name="description" label="Descrição" rules={[zodRule(ZCreateWebhookEndpointBody.shape.description)]}>
          <Input autoComplete="off" placeholder="Ex.: Sistema jurídico" maxLength={200} />
        </Form.Item>
        <Form.Item name="eventTypes" label="Eventos" rules={[zodRule(ZCreateWebhookEndpointBody.shape.eventTypes)]}>
          <Checkbox.Group>
            <Flex vertical gap={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type.code} value={type.code}>
                  {type.name}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </ModalOrDrawer>
  );
}
