import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Select, Upload, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import {
  isSupportAttachmentAllowed,
  SUPPORT_ATTACHMENT_EXTENSIONS,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ISSUE_LABELS,
  SUPPORT_ISSUE_TYPES,
  SUPPORT_TEXTS,
} from '@balcao/contracts';
import { ApiRequestError, errorMessageOf, toast } from '@balcao/ui';
import { useOpenTicket } from './support-api';

interface TicketValues {
  type?: string;
  description?: string;
}

/** Checks the attachment the way the server does, so the user learns before sending. */
export function attachmentError(file: { name: string; size: number }): string | null {
  if (!isSupportAttachmentAllowed(file.name)) return SUPPORT_TEXTS.attachmentType;
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return SUPPORT_TEXTS.attachmentTooLarge;
  return null;
}

/** 'Abrir Ticket': a type, a description and an optional attachment, e-mailed to support. */
export function TicketForm({ onSent }: { onSent: () => void }) {
  const [form] = Form.useForm<TicketValues>();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const openTicket = useOpenTicket();

  const submit = (values: TicketValues) => {
    setServerError(null);
    openTicket.mutate(
      { type: values.type ?? '', description: values.description ?? '', attachment },
      {
        onSuccess: () => {
          toast.success(SUPPORT_TEXTS.sent);
          form.resetFields();
          setAttachment(null);
          onSent();
        },
        onError: (error) => {
          const body = error instanceof ApiRequestError ? error.body : null;
          if (body?.field === 'attachment') setFileError(errorMessageOf(body));
          else setServerError(body ? errorMessageOf(body) : SUPPORT_TEXTS.sendFailed);
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="type" label="Tipo do problema" rules={[{ required: true, message: SUPPORT_TEXTS.typeRequired }]}>
        <Select placeholder="Selecione" options={SUPPORT_ISSUE_TYPES.map((type) => ({ value: type, label: SUPPORT_ISSUE_LABELS[type] }))} />
      </Form.Item>
      <Form.Item
        name="description"
        label="Descrição"
        rules={[{ required: true, whitespace: true, message: SUPPORT_TEXTS.descriptionRequired }, { max: 5000, message: SUPPORT_TEXTS.descriptionTooLong }]}
      >
        <Input.TextArea rows={5} placeholder="Conte o que aconteceu e como podemos ajudar" />
      </Form.Item>
      <Form.Item label="Anexo (opcional)" validateStatus={fileError ? 'error' : undefined} help={fileError ?? `${SUPPORT_ATTACHMENT_EXTENSIONS.join(', ')} — até 10 MB`}>
        <Upload
          accept={SUPPORT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          maxCount={1}
          fileList={attachment ? [{ uid: 'anexo', name: attachment.name, status: 'done' }] : []}
          beforeUpload={(file) => {
            const error = attachmentError(file);
            setFileError(error);
            setAttachment(error ? null : file);
            return false;
          }}
          onRemove={() => {
            setAttachment(null);
            setFileError(null);
          }}
        >
          <Button icon={<PaperClipOutlined />}>Anexar arquivo</Button>
        </Upload>
      </Form.Item>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Resposta média em 2 horas
        </Typography.Text>
        <Button type="primary" htmlType="submit" loading={openTicket.isPending}>
          Enviar ticket
        </Button>
      </Flex>
    </Form>
  );
}
