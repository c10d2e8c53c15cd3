import type { FastifyInstance } from 'fastify';
import { demoFlowContent } from './demo-flow';
import { seedServiceLevels } from './seed-service-levels';
import { seedAssignment } from './seed-assignment';

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
  await seedDemoFlow(app, token, inboxId);
  await seedServiceLevels(app, token, inboxId);
  await subscribeDemo(app, token);
  await seedAssignment(app, token, inboxId);
  return { created: true, token, inboxId };
}

/**
 * The demo office pays a plan by card on the payments sandbox, so it starts active with its
 * plan's AI credits. With Asaas configured (no sandbox) nothing is charged: it stays in trial.
 */
async function subscribeDemo(app: FastifyInstance, token: string) {
  const sandbox = await app.inject({ method: 'GET', url: '/api/billing/sandbox/charges', headers: { authorization: `Bearer ${token}` } });
  if (sandbox.statusCode !== 200) return;
  await call(app, 'POST', '/api/subscription/checkout', {
    billingType: 'CREDIT_CARD',
    planId: 'essencial-anual',
    installmentCount: 12,
    creditCard: { holderName: DEMO.owner.name, number: '4111111111111111', expiryMonth: '12', expiryYear: '2035', ccv: '123' },
    creditCardHolderInfo: { name: DEMO.owner.name, email: DEMO.owner.email, cpfCnpj: '12345678909', postalCode: '01310100', addressNumber: '1000', phone: DEMO.owner.phoneNumber },
  }, token);
}

/** A ready-made service flow ('Atendimento inicial'), once the flows service knows the new owner. */
async function seedDemoFlow(app: FastifyInstance, token: string, inboxId: string) {
  const payload = { name: 'Atendimento inicial', description: 'Boas-vindas, consulta de processo e atendimento humano', color: 'bg-emerald-600', inboxId, content: demoFlowContent() };
  // Membership reaches the flows service through auth's events: a 404 means not yet.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.inject({ method: 'POST', url: '/api/flow', payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode === 201) return;
    if (response.statusCode !== 404) throw new Error(`Seed: POST /api/flow answered ${response.statusCode}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Seed: the flows service did not learn of the demo owner in 10 s');
}
