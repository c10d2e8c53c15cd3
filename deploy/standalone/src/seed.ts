import type { FastifyInstance } from 'fastify';

export const DEMO = {
  officeName: 'Escritório Demo',
  workspaceName: 'Atendimento',
  owner: { name: 'Ana Demo', email: 'demo@balcao.dev', password: 'balcao123', phoneNumber: '11987654321' },
  attendant: { name: 'Bruno Atendente', email: 'bruno@balcao.dev', password: 'balcao123', contact: '11912345678' },
} as const;

async function call<T>(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, token?: string) {
  const response = await app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.statusCode >= 400) throw new Error(`Seed: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/**
 * The demo office of standalone, created through the public API (so it obeys every rule a
 * real sign-up does). Runs once: when the demo e-mail already exists nothing is done.
 */
export async function seedDemo(app: FastifyInstance) {
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: DEMO.owner });
  if (signUp.statusCode === 409) return { created: false };
  if (signUp.statusCode >= 400) throw new Error(`Seed: sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const { id: officeId, userToken: token, inboxId } = signUp.json() as { id: string; userToken: string; inboxId: string };

  await call(app, 'PATCH', `/api/office/${officeId}`, { name: DEMO.officeName, email: DEMO.owner.email, inOnboarding: false }, token);
  await call(app, 'PUT', `/api/inbox/${inboxId}`, { name: DEMO.workspaceName }, token);
  const roles = await call<{ id: string; name: string }[]>(app, 'GET', '/api/user-roles', undefined, token);
  const attendantRole = roles.find((role) => role.name === 'Atendente');
  if (!attendantRole) throw new Error('Seed: the default profile Atendente is missing');
  await call(app, 'POST', '/api/user', {
    name: DEMO.attendant.name,
    email: DEMO.attendant.email,
    contact: DEMO.attendant.contact,
    roleId: attendantRole.id,
    inboxId: [inboxId],
    password: { password: DEMO.attendant.password, confirmPassword: DEMO.attendant.password },
  }, token);
  return { created: true };
}
