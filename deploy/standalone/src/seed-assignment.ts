import { EVALUATION_THANKS_TEXT, SIMULATOR_PHONE_HEADER, type AssignmentMode } from '@balcao/contracts';
import type { FastifyInstance } from 'fastify';

/** The demo client whose finished conversation was rated 5 (issue 40 §4). */
export const DEMO_RATED_CLIENT = { phone: '11944440123', name: 'Carlos Pereira', text: 'Boa tarde! Gostaria de saber o andamento do meu processo.' } as const;
export const DEMO_RATED_DEVICE = 'WhatsApp de demonstração';
/**
 * The demo workspace's auto-assignment (issue 40): new clients go to the attendants online in
 * turn. Journeys that take a waiting conversation by hand run with it off (e2e harness).
 */
export const DEMO_ASSIGNMENT_MODE: AssignmentMode = 'round-robin';

type Call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: T }>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries while a projection catches up (404) or a condition is not met yet; 10 s at most. */
async function eventually<T>(what: string, attempt: () => Promise<T | null>): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await attempt();
    if (value !== null) return value;
    await pause(100);
  }
  throw new Error(`Seed: ${what} not after 10 s`);
}

/**
 * Issue 40 in the demo office: its workspace's auto-assignment (DEMO_ASSIGNMENT_MODE), and it holds one FINISHED conversation RATED 5, produced by the real paths — a device paired by
 * the simulator's phone, the client's message through the simulator channel's ingest, human
 * service, 'Finalizar com avaliação', the client's answer '5' — so every projection (dashboard,
 * reports) sees real events. The device is then disconnected, freeing the plan's number. Without
 * the simulator channel (Baileys) only the setting is made.
 */
export async function seedAssignment(app: FastifyInstance, token: string, inboxId: string) {
  const call: Call = async (method, url, payload, headers = { authorization: `Bearer ${token}` }) => {
    const response = await app.inject({ method, url, payload: payload as object, headers });
    return { status: response.statusCode, body: (response.body ? response.json() : null) as never };
  };
  const expect = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) => {
    const response = await call<T>(method, url, payload, headers);
    if (response.status >= 400) throw new Error(`Seed: ${method} ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };

  const simulatorOn = (await call('GET', '/api/simulator/devices', undefined, {})).status !== 404;
  if (simulatorOn) await seedRatedConversation(call, expect, inboxId);
  // Membership reaches messaging through auth's events: a 404 means not yet.
  await eventually('the auto-assignment setting', async () => {
    const response = await call('PUT', '/api/auto-assignment', { inboxId, mode: DEMO_ASSIGNMENT_MODE, capacity: 5 });
    if (response.status === 404) return null;
    if (response.status >= 400) throw new Error(`Seed: PUT /api/auto-assignment answered ${response.status}: ${JSON.stringify(response.body)}`);
    return true;
  });
}

async function seedRatedConversation(call: Call, expect: <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<T>, inboxId: string) {
  const device = await eventually('the demo device', async () => {
    const response = await call<{ id: string; qrcode: string }>('POST', '/api/integration/create', { name: DEMO_RATED_DEVICE, inboxId, channel: 'LITE_WHATSAPP' });
    return response.status === 404 ? null : response.status >= 400 ? Promise.reject(new Error(`Seed: device answered ${response.status}`)) : response.body;
  });
  const { phoneToken } = await expect<{ phoneToken: string }>('POST', '/api/simulator/scan', { qrcode: device.qrcode }, {});
  const phone = { [SIMULATOR_PHONE_HEADER]: phoneToken };
  const clientSays = (text: string) => expect('POST', '/api/simulator/messages', { integrationId: device.id, from: DEMO_RATED_CLIENT.phone, name: DEMO_RATED_CLIENT.name, type: 'text', text }, phone);

  await clientSays(DEMO_RATED_CLIENT.text);
  const conversationId = await eventually('the demo conversation', async () => {
    const list = await call<{ data: { id: string }[] }>('GET', `/api/conversation?inboxId=${inboxId}&content=${DEMO_RATED_CLIENT.phone}`);
    return list.status === 200 && list.body.data[0] ? list.body.data[0].id : null;
  });
  await expect('POST', `/api/conversation/${conversationId}/start-human-support`, {});
  await expect('POST', `/api/conversation/${conversationId}/finish`, { mode: 'evaluation' });
  await clientSays('5');
  // Rated, and the client thanked (sent by a consumer of the rating), before the phone goes away.
  await eventually('the demo rating and its thanks', async () => {
    const detail = await call<{ evaluation: { score: number } | null; lastMessage: { content: string | null } | null }>('GET', `/api/conversation/${conversationId}`);
    return detail.body?.evaluation?.score === 5 && detail.body.lastMessage?.content === EVALUATION_THANKS_TEXT ? true : null;
  });
  await expect('POST', `/api/integration/${device.id}/disconnect`, {});
}
