import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ATTENDANT_ROLE_NAME, type ActiveUser, type Role, type SignUpResponse, type User } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type Infra, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, type TestInfra } from '@balcao/service-kit/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import { authService, type AuthServiceOptions } from '../app';
import { tables, type AuthDatabase } from '../db/database';

export interface AuthTestApp {
  app: ServiceApp;
  infra: TestInfra;
  /** Direct access to the service's tables, to check what was (not) written. */
  db: AuthDatabase;
  close(): Promise<void>;
}

/** The auth service over a fresh database, NATS stream and Redis prefix, mounted as in production. */
export async function startAuthTestApp(options: { infra?: (infra: TestInfra) => Infra; phoneSender?: AuthServiceOptions['phoneSender'] } = {}) {
  const infra = await createTestInfra();
  const appInfra = options.infra ? options.infra(infra) : infra;
  const app = await createServiceApp({ name: 'auth', infra: appInfra });
  await app.register(authService, { infra: appInfra, prefix: '/api', phoneSender: options.phoneSender });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 2 });
  return {
    app,
    infra,
    db: drizzle({ client: pool, schema: tables }) as unknown as AuthDatabase,
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
    },
  } satisfies AuthTestApp;
}

/** A different client address per call, so the per-IP rate limits only bite where a test wants them to. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  payload?: unknown;
  query?: Record<string, string>;
  ip?: string;
  /** Headers a client sends besides these (forged ones, in the security tests). */
  headers?: Record<string, string>;
}

export function call(app: ServiceApp, { method = 'GET', url, token, payload, query, ip = randomIp(), headers: extra = {} }: CallOptions) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method, url, headers, query, payload: payload as InjectOptions['payload'] });
}

export const uniqueEmail = (label = 'user') => `${label}.${randomBytes(4).toString('hex')}@escritorio.com.br`;

export const PASSWORD = 'senha-forte-123';

export interface SignedUpOffice extends SignUpResponse {
  email: string;
  password: string;
  token: string;
}

export async function signUpOffice(app: ServiceApp, name = 'Maria Souza'): Promise<SignedUpOffice> {
  const email = uniqueEmail('gestor');
  const response = await call(app, {
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json<SignUpResponse>();
  return { ...body, email, password: PASSWORD, token: body.userToken };
}

export async function logIn(app: ServiceApp, email: string, password = PASSWORD) {
  const response = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string; user: ActiveUser }>();
}

export async function rolesOf(app: ServiceApp, token: string) {
  return (await call(app, { url: '/api/user-roles', token })).json<Role[]>();
}

export const newUserBody = (inboxIds: string[], roleId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Atendente',
  email: uniqueEmail('atendente'),
  contact: '(11) 91234-5678',
  roleId,
  inboxId: inboxIds,
  password: { password: PASSWORD, confirmPassword: PASSWORD },
  ...overrides,
});

/** An 'Atendente' (view:crm only) of the office, signed in. */
export async function addAttendant(app: ServiceApp, office: SignedUpOffice, overrides: Record<string, unknown> = {}) {
  const attendantRole = (await rolesOf(app, office.token)).find((role) => role.name === ATTENDANT_ROLE_NAME)!;
  const response = await call(app, {
    method: 'POST',
    url: '/api/user',
    token: office.token,
    payload: newUserBody([office.inboxId], attendantRole.id, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`user creation failed: ${response.body}`);
  const user = response.json<User>();
  const session = await logIn(app, user.email);
  return { user, token: session.token, roleId: attendantRole.id };
}

/** A new profile of the office with these permissions, and a user in it, signed in. */
export async function addUserWithProfile(app: ServiceApp, office: SignedUpOffice, permissions: string[], profileName = `Perfil ${randomBytes(3).toString('hex')}`) {
  const role = await call(app, { method: 'POST', url: '/api/user-roles', token: office.token, payload: { name: profileName, permissions } });
  if (role.statusCode !== 201) throw new Error(`profile creation failed: ${role.body}`);
  return addAttendant(app, office, { roleId: role.json<Role>().id }).then((added) => ({ ...added, roleId: role.json<Role>().id }));
}
