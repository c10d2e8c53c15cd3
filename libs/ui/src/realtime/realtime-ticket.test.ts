// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '@balcao/contracts';
import { requestRealtimeTicket } from './realtime-ticket';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_COOKIES.token}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestRealtimeTicket', () => {
  it('asks POST /api/realtime/ticket with the session token in the header and answers the ticket', async () => {
    document.cookie = `${SESSION_COOKIES.token}=token-da-sessao; path=/`;
    const fetch = vi.fn(async () => answer(200, { ticket: 'bilhete', expiresIn: 30 }));
    vi.stubGlobal('fetch', fetch);
    expect(await requestRealtimeTicket()).toBe('bilhete');
    expect(fetch).toHaveBeenCalledWith('/api/realtime/ticket', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer token-da-sessao' }) }));
  });

  it('answers null when the session is refused (401), so the socket stops', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { statusCode: 401, message: 'Sessão expirada. Entre novamente.' })));
    expect(await requestRealtimeTicket()).toBeNull();
  });

  it('throws when the ticket could not be asked, so it is asked again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(503, { statusCode: 503, message: 'Serviço indisponível' })));
    await expect(requestRealtimeTicket()).rejects.toThrow();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(requestRealtimeTicket()).rejects.toThrow();
  });
});
