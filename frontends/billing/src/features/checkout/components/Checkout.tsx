import { useEffect, useRef, useState } from 'react';
import { Button, Col, Flex, Row, Segmented, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { BillingType, Plan } from '@balcao/contracts';
import { CardCheckout } from './CardCheckout';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentConfirmed } from './PaymentConfirmed';
import { PixCheckout } from './PixCheckout';

const METHODS = [
  { value: 'CREDIT_CARD', label: 'Cartão de crédito' },
  { value: 'PIX', label: 'PIX' },
];

/** Checkout of a plan (spec 3 §2.2): Cartão de crédito or PIX, the summary, then 'Pagamento Confirmado!'. */
export function Checkout({ plan, onBack }: { plan: Plan; onBack: () => void }) {
  const [method, setMethod] = useState<BillingType>('CREDIT_CARD');
  const [installments, setInstallments] = useState(1);
  const [receipt, setReceipt] = useState<{ url: string | null } | null>(null);
  const top = useRef<HTMLDivElement>(null);

  // Choosing a plan scrolls to the top (spec 3 §2.2); jsdom has no scrollIntoView. A block body:
  // Chromium's scrollIntoView returns a promise, which React would take for the clean-up and call.
  useEffect(() => {
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  if (receipt) return <PaymentConfirmed receiptUrl={receipt.url} />;

  const paid = (url: string | null) => setReceipt({ url });
  return (
    <div ref={top}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={8} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            Alterar plano
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Finalize a assinatura do {plan.title}
          </Typography.Title>
        </Flex>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={15}>
            <Flex vertical gap={16}>
              <Segmented block value={method} onChange={(value) => setMethod(value as BillingType)} options={METHODS} aria-label="Forma de pagamento" />
              {method === 'PIX' ? (
                <PixCheckout plan={plan} onPaid={paid} />
              ) : (
                <CardCheckout plan={plan} installments={installments} onInstallmentsChange={setInstallments} onPaid={paid} />
              )}
            </Flex>
          </Col>
          <Col xs={24} lg={9}>
            <CheckoutSummary plan={plan} billingType={method} installments={method === 'CREDIT_CARD' && plan.interval === 'annual' ? installments : undefined} />
          </Col>
        </Row>
      </Flex>
    </div>
  );
}
