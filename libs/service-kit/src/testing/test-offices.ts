import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { membersTable, type MembersTable } from '../membership';
import type { CallOptions, TestUser } from './service-caller';

export const TEST_PASSWORD = 'senha-forte-123';

/** Polls until `check` answers something truthy (projections are fed asynchronously). */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until these services' membership projections (one table each: a test app that also calls
 * messaging's API must wait for messaging's too) have the user in these workspaces.
 */
export const membershipIn =
  (db: Database, ...tables: MembersTable[]) =>
  (userId: string, inboxIds: string[]) =>
    Promise.all(
      tables.map((members) =>
        waitFor(`membership of ${userId}`, async () => {
          const [row] = await db.select({ inboxIds: members.inboxIds }).from(members).where(eq(members.userId, userId));
          return row && inboxIds.every((id) => row.inboxIds.includes(id));
        }),
      ),
    ).then(() => undefined);

/** A service's membership projection, read by schema name (another service's, in a test app that runs both). */
export const membersOf = (schemaName: string) => membersTable(pgSchema(schemaName));

type ExpectOk = <T>(options: CallOptions, status?: number) => Promise<T>;

/**
 * Offices, workspaces and users made through auth's real API, each returned once the service
 * under test has heard of it (`known`: its membership projection, say).
 */
export function testOffices(expectOk: ExpectOk, known: (userId: string, inboxIds: string[]) => Promise<void>) {
  /** A new office whose owner (a Gestor, with every permission) is signed in. */
  const signUpOffice = async (name = 'Maria Souza'): Promise<TestUser> => {
    const email = `gestor.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const body = await expectOk<{ id: string; userId: string; userToken: string; inboxId: string }>(
      { method: 'POST', url: '/api/auth/sign-up', payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: TEST_PASSWORD } },
      201,
    );
    await known(body.userId, [body.inboxId]);
    return { userId: body.userId, officeId: body.id, token: body.userToken, inboxId: body.inboxId };
  };

  /** A second workspace of the office; its creator joins it. */
  const addInbox = async (owner: TestUser, name = 'Trabalhista'): Promise<string> => {
    const inbox = await expectOk<{ id: string }>({ method: 'POST', url: '/api/inbox', as: owner, payload: { name } }, 201);
    await known(owner.userId, [inbox.id]);
    return inbox.id;
  };

  /** A user of the office in these workspaces with this profile (by name), signed in. */
  const addUser = async (owner: TestUser, inboxIds = [owner.inboxId], roleName = 'Atendente', name = 'Ana Atendente'): Promise<TestUser> => {
    const roles = await expectOk<Array<{ id: string; name: string }>>({ url: '/api/user-roles', as: owner });
    const role = roles.find((candidate) => candidate.name === roleName);
    if (!role) throw new Error(`no profile named ${roleName}`);
    const email = `usuario.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const payload = { name, email, contact: '(11) 91234-5678', roleId: role.id, inboxId: inboxIds, password: { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } };
    const user = await expectOk<{ id: string }>({ method: 'POST', url: '/api/user', as: owner, payload }, 201);
    const session = await expectOk<{ token: string }>({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    await known(user.id, inboxIds);
    return { userId: user.id, officeId: owner.officeId, token: session.token, inboxId: inboxIds[0] };
  };

  return { signUpOffice, addInbox, addUser };
}
