import { useState } from 'react';
import { Alert, Button, Flex, Input, Result, Steps, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  BILLING_MESSAGES as M,
  CREDITS_MINIMUM,
  CREDITS_STEP,
  CREDIT_PRICE_CENTS,
  type PurchaseCreditsResponse,
} from '@balcao/contracts';
import { ApiRequestError, errorMessageOf, formatCurrency, formatNumber, ModalOrDrawer, toast } from '@balcao/ui';
import { MASKS } from '../../../lib/masks';
import { PixQrCode } from '../../checkout/components/PixQrCode';
import { useInvoicePaid } from '../../checkout/lib/use-invoice-paid';
import { BILLING_QUERY_KEY } from '../../subscription/api/subscription';
import { useCreditModules, useCreditsSummary, usePurchaseCredits } from '../api/credits';
import { CreditsStepper } from './CreditsStepper';
import { CreditsSummaryFigures } from './CreditsSummaryFigures';

type Step = 'select' | 'payment' | 'confirmed';
const STEP_INDEX: Record<Step, number> = { select: 0, payment: 1, confirmed: 2 };

/**
 * The AI credits purchase of spec 3 §2.3: choose the amount, pay the PIX, confirmed by the
 * `paymentReceived` frame. Voltar goes back to the choice; Concluir refreshes and closes.
 */
export function AiCreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('select');
  const [amount, setAmount] = useState(CREDITS_MINIMUM);
  const [charge, setCharge] = useState<PurchaseCreditsResponse | null>(null);
  const [document, setDocument] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const modules = useCreditModules(open);
  const summary = useCreditsSummary();
  const purchase = usePurchaseCredits();
  const module = modules.data?.[0];
  const unitPrice = module?.amount ?? CREDIT_PRICE_CENTS;
  const valid = amount >= CREDITS_MINIMUM && amount % CREDITS_STEP === 0;

  useInvoicePaid(step === 'payment' ? (charge?.invoiceId ?? null) : null, () => {
    setStep('confirmed');
    void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
  });

  const reset = () => {
    setStep('select');
    setCharge(null);
    setError(null);
  };
  const close = () => {
    reset();
    setAmount(CREDITS_MINIMUM);
    onClose();
  };
  // Concluir: refresh what shows credits; if that fails, reload the page (spec 3 §4).
  const finish = async () => {
    try {
      await queryClient.refetchQueries({ queryKey: BILLING_QUERY_KEY, type: 'active' }, { throwOnError: true });
      close();
    } catch {
      window.location.reload();
    }
  };

  const buy = () => {
    if (!valid) return setError(M.creditsMinimum);
    if (!module) return toast.error(M.creditModuleNotFound, M.creditModuleNotFoundDescription);
    setError(null);
    purchase.mutate(
      { amount, creditModuleId: module.id, billingType: 'PIX', creditCardId: '', ...(document ? { document } : {}) },
      {
        onSuccess: (response) => {
          setCharge(response);
          setStep('payment');
        },
        onError: (cause) => {
          // Without a CPF/CNPJ on file the gateway needs one: ask for it here.
          if (cause instanceof ApiRequestError && cause.body?.field === 'document') setDocument((current) => current ?? '');
          setError(cause instanceof ApiRequestError ? errorMessageOf(cause.body) : M.gatewayUnavailable);
        },
      },
    );
  };

  const footer =
    step === 'select' ? (
      <Flex justify="end" gap={8}>
        <Button onClick={close}>Cancelar</Button>
        <Button type="primary" loading={purchase.isPending} disabled={!valid || (document !== null && document.length < 11)} onClick={buy}>
          Gerar PIX
        </Button>
      </Flex>
    ) : step === 'payment' ? (
      <Flex justify="start">
        <Button onClick={reset}>Voltar</Button>
      </Flex>
    ) : (
      <Flex justify="end">
        <Button type="primary" onClick={finish}>
          Concluir
        </Button>
      </Flex>
    );

  return (
    <ModalOrDrawer open={open} onClose={close} title="Comprar créditos de IA" size="md" footer={footer}>
      <Flex vertical gap={20}>
        <Steps size="small" responsive={false} titlePlacement="vertical" current={STEP_INDEX[step]} items={[{ title: 'Quantidade' }, { title: 'Pagamento' }, { title: 'Confirmado' }]} />
        {step === 'select' && (
          <>
            {summary.data && <CreditsSummaryFigures summary={summary.data.aiCredits} />}
            <CreditsStepper value={amount} onChange={setAmount} />
            <Flex vertical align="center">
              <Typography.Text type="secondary">Total</Typography.Text>
              <Typography.Text strong style={{ fontSize: 24 }} data-testid="credits-total">
                {formatCurrency(amount * unitPrice)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatNumber(amount)} créditos × {formatCurrency(unitPrice)} · pagamento somente por PIX
              </Typography.Text>
            </Flex>
            {document !== null && (
              <Input
                aria-label="CPF ou CNPJ"
                placeholder="CPF ou CNPJ (apenas números)"
                value={document}
                inputMode="numeric"
                maxLength={14}
                onChange={(event) => setDocument(MASKS.digits14(event.target.value))}
              />
            )}
            {error && <Alert type="error" showIcon title={error} />}
          </>
        )}
        {step === 'payment' && charge && (
          <Flex vertical gap={12}>
            <Typography.Text style={{ textAlign: 'center' }}>
              {formatNumber(charge.credits)} créditos · <strong>{formatCurrency(charge.value)}</strong>
            </Typography.Text>
            <PixQrCode image={charge.encodedImage} payload={charge.qrCode} waitingText="Aguardando a confirmação do pagamento…" />
          </Flex>
        )}
        {step === 'confirmed' && (
          <Result status="success" title="Pagamento Confirmado!" subTitle={`${formatNumber(charge?.credits ?? amount)} créditos de IA foram adicionados ao seu escritório.`} />
        )}
      </Flex>
    </ModalOrDrawer>
  );
}
