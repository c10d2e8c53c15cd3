import { API_KEY_VERIFY_SUBJECT, ZVerifyApiKeyRequest } from '@balcao/contracts';
import type { EventBus, Subscription } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { verifyApiKey } from './api-keys.service';

/**
 * Answers every service's "may this key do anything now?" over request/reply, from auth's own
 * table (ARCHITECTURE §2: nobody else reads it). A malformed request gets no principal.
 */
export async function serveApiKeyVerification(db: Executor, bus: EventBus): Promise<Subscription | undefined> {
  return bus.serve?.(API_KEY_VERIFY_SUBJECT, async (data) => {
    const request = ZVerifyApiKeyRequest.safeParse(data);
    return { principal: request.success ? await verifyApiKey(db, request.data) : null };
  });
}
