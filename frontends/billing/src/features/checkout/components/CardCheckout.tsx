import { useState } from 'react';
import { Alert, Button, Flex, Form, Radio, Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { BILLING_MESSAGES, type Plan } from '@balcao/contracts';
import { applyApiError } from '../../../lib/api-field-errors';
import { useCards } from '../../cards/api/cards';
import { CardFields } from '../../cards/components/CardFields';
import { useCheckout } from '../api/checkout';
import { CARD_FORM_FIELDS, toCardPayload, type CardFormValues } from '../lib/card-form';
import { checkoutAmount } from './CheckoutSummary';
import { InstallmentSelect } from './InstallmentSelect';

const NEW_CARD = 'new';

/** Card tab: a saved card or a new one with holder data; installments on annual plans (spec 3 §4-5). */
export function CardCheckout({ plan, installments, onInstallmentsChange, onPaid }: {
  plan: Plan;
  installments: number;
  onInstallmentsChange: (value: number) => void;
  onPaid: (receiptUrl: string | null) => void;
}) {
  const [form] = Form.useForm<CardFormValues>();
  const cards = useCards();
  const saved = cards.data ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? saved.find((card) => card.isDefault)?.id ?? saved[0]?.id ?? NEW_CARD;
  const checkout = useCheckout();
  const [error, setError] = useState<string | null>(null);
  const annual = plan.interval === 'annual';

  const pay = (values: CardFormValues | null) => {
    setError(null);
    const installmentCount = annual ? installments : 0;
    const body = values
      ? { billingType: 'CREDIT_CARD' as const, planId: plan.id, installmentCount, document: toCardPayload(values).creditCardHolderInfo.cpfCnpj, ...toCardPayload(values) }
      : { billingType: 'CREDIT_CARD' as const, planId: plan.id, installmentCount: annual ? installments : null, creditCardId: selected };
    checkout.mutate(body, {
      onSuccess: (response) => (response.success ? onPaid(response.transactionReceiptUrl) : setError(BILLING_MESSAGES.cardDeclined)),
      onError: (cause) => setError(applyApiError(form, cause, CARD_FORM_FIELDS)),
    });
  };

  return (
    <Form<CardFormValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => pay(selected === NEW_CARD ? values : null)} disabled={checkout.isPending}>
      {saved.length > 0 && (
        <Form.Item label="Cartão">
          <Radio.Group value={selected} onChange={(event) => setChoice(event.target.value)}>
            <Flex vertical gap={8}>
              {saved.map((card) => (
                <Radio key={card.id} value={card.id}>
                  {card.brand} •••• {card.number} <Typography.Text type="secondary">(validade {card.expirationDate})</Typography.Text>
                </Radio>
              ))}
              <Radio value={NEW_CARD}>Usar um novo cartão</Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
      )}
      {selected === NEW_CARD && <CardFields />}
      {annual && (
        <Form.Item label="Parcelas">
          <InstallmentSelect amount={checkoutAmount(plan, 'CREDIT_CARD').amount} value={installments} onChange={onInstallmentsChange} max={plan.maxInstallments} />
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" icon={<CreditCardOutlined />} loading={checkout.isPending} block size="large">
        Finalizar pagamento
      </Button>
    </Form>
  );
}
