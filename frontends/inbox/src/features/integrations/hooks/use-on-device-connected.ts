import { newIdempotencyKey, toast, useSession } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { integrationsQueryKey } from '../api/get-integrations';
import { importContacts } from '../api/import-contacts';
import { IMPORT_NOTICE_DELAY_MS, INTEGRATION_MESSAGES } from '../lib/qr-instructions';

/**
 * Runs `show` now, or once the tab is in view again: pairing often happens while the user looks
 * at another tab (the phone), and a toast shown there was replaced unseen by the next one.
 */
function whenPageVisible(show: () => void) {
  if (!document.hidden) return show();
  const onVisible = () => {
    if (document.hidden) return;
    document.removeEventListener('visibilitychange', onVisible);
    show();
  };
  document.addEventListener('visibilitychange', onVisible);
}

/**
 * What happens once a device is paired (spec 1 §4): 'Integração conectada com sucesso', then
 * the import notice, and the contact import is requested (it may take minutes; nobody waits).
 */
export function useOnDeviceConnected() {
  const { inboxId } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    (integrationId: string) => {
      whenPageVisible(() => {
        toast.success(INTEGRATION_MESSAGES.connected);
        window.setTimeout(() => toast.info(INTEGRATION_MESSAGES.importing, undefined, { duration: 8 }), IMPORT_NOTICE_DELAY_MS);
      });
      void queryClient.invalidateQueries({ queryKey: integrationsQueryKey });
      importContacts({ inboxId, integrationId }, newIdempotencyKey()).catch((error: unknown) =>
        console.error('Não foi possível importar os contatos do dispositivo', error),
      );
    },
    [inboxId, queryClient],
  );
}
