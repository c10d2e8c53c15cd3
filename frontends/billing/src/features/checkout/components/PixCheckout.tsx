import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import type { CheckoutResponse, Plan } from '@balcao/contracts';
import { ApiRequestError, errorMessageOf } from '@balcao/ui';
import { digitsOf, MASKS } from '../../../lib/masks';
import { useCheckout } from '../api/checkout';
import { useInvoicePaid } from '../lib/use-invoice-paid';
import { PixQrCode } from './PixQrCode';

/** Spec 3 §5: the document has 11 to 14 digits. */
const DOCUMENT_MIN = 11;
const DOCUMENT_MAX = 14;

/** PIX tab: CPF/CNPJ, Gerar PIX, then the QR code until the payment is confirmed. */
export function PixCheckout({ plan, onPaid }: { plan: Plan; onPaid: (receiptUrl: string | null) => void }) {
  const [document, setDocument] = useState('');
  const [charge, setCharge] = useState<CheckoutResponse | null>(null);
  const checkout = useCheckout();
  useInvoicePaid(charge?.invoiceId ?? null, onPaid);

  const generate = () =>
    checkout.mutate(
      { billingType: 'PIX', planId: plan.id, document: digitsOf(document), discount: { month: 0, year: 5 } },
      { onSuccess: setCharge },
    );

  if (charge?.qrCode) {
    return <PixQrCode image={charge.qrCode.encodedImage} payload={charge.qrCode.payload} waitingText="Aguardando a confirmação do pagamento…" />;
  }

  const error = checkout.error instanceof ApiRequestError ? errorMessageOf(checkout.error.body) : checkout.error ? 'Não foi possível gerar o PIX. Tente novamente.' : null;
  return (
    <Form layout="vertical" onFinish={generate} requiredMark={false}>
      <Form.Item label="CPF ou CNPJ" extra="Digite apenas números" htmlFor="pix-document">
        <Input
          id="pix-document"
          value={document}
          onChange={(event) => setDocument(MASKS.digits14(event.target.value))}
          inputMode="numeric"
          maxLength={DOCUMENT_MAX}
          showCount={{ formatter: ({ count }) => `${count}/${DOCUMENT_MAX}` }}
          placeholder="00000000000"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" icon={<QrcodeOutlined />} disabled={document.length < DOCUMENT_MIN} loading={checkout.isPending} block size="large">
          Gerar PIX
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          O acesso é liberado assim que o pagamento é confirmado, em poucos segundos.
        </Typography.Text>
      </Flex>
    </Form>
  );
}
