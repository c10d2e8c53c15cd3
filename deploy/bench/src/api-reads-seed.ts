// The api bench's data, created through the public API (so it obeys every rule a real office
// does), the same on the cluster and on the standalone server: one office whose owner works in
// one workspace with 20 colleagues, 200 contacts with a conversation each, 8 tags, 10 quick
// replies, 3 funnels, 30 calendar events this month, 5 flows and 3 AI agents.
import { AGENT_AVATARS, AGENT_PURPOSES, CALENDAR_EVENT_COLORS, COMMUNICATION_STYLES } from '@balcao/contracts';
import { request } from 'undici';

/** Where a path is served: one origin for the standalone server, the owning service's in a cluster. */
export type OriginOf = (path: string) => string;

export interface SeededOffice {
  token: string;
  officeId: string;
  inboxId: string;
  userId: string;
  /** The calendar's visible month, as the screen asks for it. */
  monthStart: string;
  monthEnd: string;
}

const PASSWORD = 'benchmark1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function seedOffice(originOf: OriginOf): Promise<SeededOffice> {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<{ status: number; json: T }> {
    const response = await request(originOf(path) + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.body.text();
    return { status: response.statusCode, json: (text ? JSON.parse(text) : null) as T };
  }
  async function expectOk<T>(method: 'GET' | 'POST', path: string, body?: object, token?: string) {
    const answer = await call<T>(method, path, body, token);
    if (answer.status >= 300) throw new Error(`seed: ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    return answer.json;
  }
  /** The office's membership reaches each service through auth's events: 404 means not yet. */
  async function untilMember<T>(method: 'GET' | 'POST', path: string, body: object | undefined, token: string) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await call<T>(method, path, body, token);
      if (answer.status < 300) return answer.json;
      if (answer.status !== 404) throw new Error(`seed: ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      await sleep(100);
    }
    throw new Error(`seed: ${path} did not learn of the office's owner in 20 s`);
  }

  const signUp = await expectOk<{ id: string; userToken: string; inboxId: string }>('POST', '/api/auth/sign-up', {
    name: 'Bench Owner',
    email: `owner-${Date.now().toString(36)}@bench.dev`,
    phoneNumber: '11987654321',
    password: PASSWORD,
  });
  const { id: officeId, userToken: token, inboxId } = signUp;
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

  const roles = await expectOk<{ id: string; name: string }[]>('GET', '/api/user-roles', undefined, token);
  const roleId = roles.find((role) => role.name === 'Atendente')!.id;
  for (let index = 0; index < 20; index += 1) {
    await expectOk('POST', '/api/user', {
      name: `Atendente ${index}`,
      email: `a${index}-${officeId.slice(0, 8)}@bench.dev`,
      roleId,
      inboxId: [inboxId],
      password: { password: PASSWORD, confirmPassword: PASSWORD },
    }, token);
  }

  const device = await untilMember<{ id: string }>('POST', '/api/integration/create', { name: 'Bench', inboxId }, token);
  const tagIds: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    tagIds.push((await expectOk<{ id: string }>('POST', '/api/tag', { name: `Etiqueta ${index}`, inboxId, modules: ['conversas', 'pessoas', 'fast-messages', 'crm'] }, token)).id);
  }
  for (let index = 0; index < 10; index += 1) {
    await expectOk('POST', '/api/fast-message', { title: `Resposta ${index}`, content: `Olá {{cliente.primeiro_nome}}, resposta pronta número ${index}.`, inboxId, tagId: [tagIds[index % 8]] }, token);
  }
  for (let index = 0; index < 200; index += 1) {
    const person = await expectOk<{ id: string }>('POST', '/api/people', { name: `Cliente ${index}`, phoneNumber: `119${String(80000000 + index)}`, inboxId }, token);
    await expectOk('POST', '/api/conversation', { inboxId, personId: person.id, integrationId: device.id }, token);
  }

  for (let index = 0; index < 3; index += 1) await untilMember('POST', '/api/funnel', { name: `Funil ${index}`, inboxId }, token);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1000);
  for (let index = 0; index < 30; index += 1) {
    const start = new Date(monthStart.getTime() + (index % 28) * 86_400_000 + 9 * 3_600_000);
    await expectOk('POST', '/api/calendar-event', {
      inboxId,
      title: `Audiência ${index}`,
      description: 'Reunião com o cliente',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      color: CALENDAR_EVENT_COLORS[index % CALENDAR_EVENT_COLORS.length],
      location: 'Escritório',
    }, token);
  }

  const flowContent = {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}!', nextStepId: 'name' },
      { id: 'name', type: 'input', content: 'Qual é o seu nome completo?', nextStepId: 'END_CONVERSATION' },
      { id: 'END_CONVERSATION', type: 'system', content: 'Obrigado! Um advogado vai responder em breve.' },
    ],
  };
  for (let index = 0; index < 5; index += 1) await untilMember('POST', '/api/flow', { name: `Fluxo ${index}`, inboxId, content: flowContent }, token);

  const models = await untilMember<{ id: string }[]>('GET', '/api/agent-models', undefined, token);
  for (let index = 0; index < 3; index += 1) {
    await untilMember('POST', '/api/agents', {
      name: `Agente ${index}`,
      avatarUrl: AGENT_AVATARS[index],
      purpose: AGENT_PURPOSES[index % AGENT_PURPOSES.length],
      productName: 'Consultoria trabalhista',
      productDescription: 'Atendimento inicial de causas trabalhistas.',
      communicationStyle: COMMUNICATION_STYLES[index % COMMUNICATION_STYLES.length],
      agentModelId: models[0]!.id,
      inboxId,
    }, token);
  }
  await untilMember('GET', '/api/notifications?page=1&limit=20', undefined, token);
  return { token, officeId, inboxId, userId, monthStart: monthStart.toISOString(), monthEnd: monthEnd.toISOString() };
}
