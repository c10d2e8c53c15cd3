import { fillFastMessagePlaceholders } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { useCallback } from 'react';

/**
 * A quick reply's text as this client would get it from the signed-in attendant: the same fill
 * the server applies when it sends one (libs/contracts), so the preview is what goes out.
 */
export function useQuickReplyFill(clientName: string | null) {
  const { user } = useSession();
  return useCallback((content: string) => fillFastMessagePlaceholders(content, { clientName, attendantName: user.name }), [clientName, user.name]);
}
