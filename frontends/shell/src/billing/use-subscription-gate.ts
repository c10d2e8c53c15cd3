import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { onSubscriptionInactive, useRealtimeClient, useRealtimeEvent, useSession } from '@balcao/ui';
import { accessQueryOptions, useSubscriptionAccess } from './billing-api';
import { gateRedirect, isBlocked, SUBSCRIPTION_TAB_URL } from './access-rules';

/**
 * The shell's subscription gate (spec 1 §4, spec 3 §4): where an inactive office must go, whether
 * the menu is disabled, and the debt flag that keeps the news popup away. A 402 from any call
 * re-reads the access and opens the subscription tab; a payment re-reads it too.
 */
export function useSubscriptionGate() {
  const { details, loading } = useSubscriptionAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  const { officeId } = useSession();

  useEffect(
    () =>
      onSubscriptionInactive(() => {
        // Billing decides: another service's copy of the access may still lag behind a payment.
        queryClient
          .fetchQuery({ ...accessQueryOptions(), staleTime: 0 })
          .then((fresh) => {
            if (isBlocked(fresh) && !window.location.pathname.startsWith('/settings')) navigate(SUBSCRIPTION_TAB_URL, { replace: true });
          })
          .catch(() => undefined);
      }),
    [queryClient, navigate],
  );

  // paymentReceived goes to the office's sockets.
  useEffect(() => {
    if (client && officeId) client.subscribeToOffice(officeId);
  }, [client, officeId]);
  useRealtimeEvent('paymentReceived', () => void queryClient.invalidateQueries({ queryKey: ['billing'] }));

  return {
    details,
    loading,
    blocked: isBlocked(details),
    redirectTo: loading ? null : gateRedirect(details, pathname),
    hasDebt: Boolean(details && !details.isExempt && details.isOverdue),
  };
}
