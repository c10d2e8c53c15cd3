import { useSession } from '@balcao/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStartConversation } from '../api/start-conversation';

/**
 * /messages?personId= (e.g. 'Iniciar conversa' on /customers): finds or starts that contact's
 * conversation on the list's device, then replaces the address with ?id=, so going back does
 * not start it again. Returns whether it is still at work.
 */
export function usePersonParam(deviceId: string | undefined): boolean {
  const { inboxId } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const personId = params.get('personId');
  const { mutateAsync } = useStartConversation();
  // Once per contact, even when an effect runs twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!personId || !deviceId || handled.current === personId) return;
    handled.current = personId;
    mutateAsync({ inboxId, personId, integrationId: deviceId }).then(
      ({ id }) => navigate(`/messages?id=${encodeURIComponent(id)}`, { replace: true }),
      // The api client showed why; the list is still there to pick from.
      () => navigate('/messages', { replace: true }),
    );
  }, [personId, deviceId, inboxId, mutateAsync, navigate]);

  return Boolean(personId);
}
