import { useState } from 'react';
import { Alert, Form } from 'antd';
import { ModalFooter, ModalOrDrawer, toast } from '@balcao/ui';
import { applyApiError } from '../../../lib/api-field-errors';
import { CARD_FORM_FIELDS, toCardPayload, type CardFormValues } from '../../checkout/lib/card-form';
import { useAddCard } from '../api/cards';
import { CardFields } from './CardFields';

/** The add-card form (spec 3 §2.2): tokenized by the gateway; only brand and last digits come back. */
export function AddCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CardFormValues>();
  const add = useAddCard();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };
  const save = (values: CardFormValues) =>
    add.mutate(toCardPayload(values), {
      onSuccess: () => {
        toast.success('Cartão adicionado');
        close();
      },
      onError: (cause) => setError(applyApiError(form, cause, CARD_FORM_FIELDS)),
    });
  return (
    <ModalOrDrawer
      open={open}
      onClose={close}
      title="Adicionar cartão"
      size="md"
      closable={!add.isPending}
      footer={<ModalFooter onCancel={close} onSubmit={() => form.submit()} saving={add.isPending} submitLabel="Adicionar cartão" />}
    >
      <Form<CardFormValues> form={form} layout="vertical" requiredMark={false} onFinish={save} disabled={add.isPending}>
        <CardFields />
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </ModalOrDrawer>
  );
}
