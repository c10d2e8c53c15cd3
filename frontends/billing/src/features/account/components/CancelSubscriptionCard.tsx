import { useState } from 'react';
import { Button, Card, Flex, Input, Radio, Typography } from 'antd';
import { BILLING_MESSAGES, CANCEL_REASONS, type SubscriptionDetails } from '@balcao/contracts';
import { formatDate, ModalFooter, ModalOrDrawer } from '@balcao/ui';
import { useCancelSubscription } from '../../subscription/api/subscription';

const OTHER = 'Outro motivo';
const MAX_TEXT = 500;

/** Cancel with a reason (spec 3 §4-5): 'Outro motivo' needs text of at most 500 characters. */
export function CancelSubscriptionCard({ details }: { details: SubscriptionDetails }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const cancel = useCancelSubscription();
  const message = reason === OTHER ? text.trim() : (reason ?? '');
  const valid = message.length > 0 && message.length <= MAX_TEXT;
  const id = details.internalSubscriptionId ?? details.id;
  const planEnd = details.planEndIn ? formatDate(details.planEndIn * 1000) : null;

  const close = () => {
    setOpen(false);
    setReason(null);
    setText('');
  };

  return (
    <Card title="Cancelar assinatura">
      <Flex vertical gap={12} align="start">
        <Typography.Text type="secondary">
          Ao cancelar, você continua com acesso até o fim do período pago{planEnd ? ` (${planEnd})` : ''} e pode reativar a assinatura antes disso.
        </Typography.Text>
        <Button danger onClick={() => setOpen(true)} disabled={!id}>
          Cancelar assinatura
        </Button>
      </Flex>
      <ModalOrDrawer
        open={open}
        onClose={close}
        title="Cancelar assinatura"
        size="sm"
        footer={
          <ModalFooter
            onCancel={close}
            submitLabel="Confirmar cancelamento"
            danger
            submitDisabled={!valid}
            saving={cancel.isPending}
            onSubmit={() => id && cancel.mutate({ id, message }, { onSuccess: close })}
          />
        }
      >
        <Flex vertical gap={12}>
          <Typography.Text>Conte por que você está cancelando:</Typography.Text>
          <Radio.Group value={reason} onChange={(event) => setReason(event.target.value)} aria-label="Motivo do cancelamento">
            <Flex vertical gap={8}>
              {CANCEL_REASONS.map((item) => (
                <Radio key={item} value={item}>
                  {item}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          {reason === OTHER && (
            <Input.TextArea aria-label="Descreva o motivo" value={text} onChange={(event) => setText(event.target.value)} maxLength={MAX_TEXT} showCount rows={3} />
          )}
          {!reason && <Typography.Text type="secondary">{BILLING_MESSAGES.cancelReasonRequired}</Typography.Text>}
        </Flex>
      </ModalOrDrawer>
    </Card>
  );
}
