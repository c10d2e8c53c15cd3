import type { RealtimeTicket } from '@balcao/contracts';
import { api, ApiRequestError } from '../api/api-client';

/**
 * A one-use ticket for the realtime socket, asked with the session's token (the token itself
 * never goes in the socket's URL). Null when the session is refused; throws when the ticket
 * could not be asked (network, server), so the client asks again.
 */
export async function requestRealtimeTicket(): Promise<string | null> {
  try {
    return (await api.post<RealtimeTicket>('/realtime/ticket', undefined, { silent: true })).ticket;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}
