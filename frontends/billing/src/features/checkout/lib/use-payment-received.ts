import { useEffect } from 'react';
import { ZPaymentReceivedFrame, type PaymentReceivedFrame } from '@balcao/contracts';
import { useRealtimeClient, useRealtimeEvent, useSession } from '@balcao/ui';

/**
 * Calls `onPayment` with each `paymentReceived` frame of the office (spec 3 §4). The frame is
 * sent to the office's sockets, so this joins the office channel while mounted.
 */
export function usePaymentReceived(onPayment: (frame: PaymentReceivedFrame) => void) {
  const client = useRealtimeClient();
  const { officeId } = useSession();
  useEffect(() => {
    if (client && officeId) client.subscribeToOffice(officeId);
  }, [client, officeId]);
  useRealtimeEvent('paymentReceived', (data) => {
    const frame = ZPaymentReceivedFrame.safeParse(data);
    if (frame.success) onPayment(frame.data);
  });
}
