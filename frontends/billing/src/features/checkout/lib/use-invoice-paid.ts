import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../subscription/api/subscription';
import { usePaymentReceived } from './use-payment-received';

/** Poll interval in case a `paymentReceived` frame was missed (socket down while paying). */
const FALLBACK_POLL_MS = 15_000;

/**
 * Calls `onPaid(receiptUrl)` once the charge `invoiceId` is paid: on its `paymentReceived`
 * frame, or when a slow poll of the invoices finds it paid.
 */
export function useInvoicePaid(invoiceId: string | null, onPaid: (receiptUrl: string | null) => void) {
  const done = useRef(false);
  const paid = (receiptUrl: string | null) => {
    if (done.current) return;
    done.current = true;
    onPaid(receiptUrl);
  };
  useEffect(() => {
    done.current = false;
  }, [invoiceId]);

  usePaymentReceived((frame) => {
    if (invoiceId && frame.success && frame.invoiceId === invoiceId) paid(frame.transactionReceiptUrl);
  });

  const invoices = useQuery({ ...invoicesQueryOptions(), enabled: Boolean(invoiceId), refetchInterval: FALLBACK_POLL_MS });
  const invoice = invoices.data?.find((candidate) => candidate.id === invoiceId);
  useEffect(() => {
    if (invoice?.status === 'Pago') paid(invoice.transactionReceiptUrl);
  });
}
