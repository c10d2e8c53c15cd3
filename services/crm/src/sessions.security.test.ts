import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@balcao/contracts';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from './testing/crm-test-app';

/**
 * A service other than auth honours what auth decides about a user within seconds (issue 36 §5):
 * a dismissed, demoted or reset user's old token stops working here too, without a new sign-in.
 */
describe('sessions as crm sees them', () => {
  let t: CrmTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  const funnels = (as: TestUser, inboxId = as.inboxId) => t.call({ url: '/api/funnel', as, query: { inboxId } });
  /** crm answers `status` to this user's old token within a few seconds. */
  const crmAnswers = (as: TestUser, status: number, inboxId?: string) =>
    waitFor(`crm answering ${status}`, async () => (await funnels(as, inboxId)).statusCode === status, 5_000);

  it("refuses a deleted user's token", async () => {
    const attendant = await t.addUser(owner);
    expect((await funnels(attendant)).statusCode).toBe(200);
    await t.expectOk({ method: 'DELETE', url: `/api/user/${attendant.userId}`, as: owner });
    await crmAnswers(attendant, 401);
  });

  it('takes the CRM away from a user whose profile no longer has it, with the same token', async () => {
    const attendant = await t.addUser(owner);
    const reception = await t.expectOk<Role>({ method: 'POST', url: '/api/user-roles', as: owner, payload: { name: 'Recepção', permissions: [] } }, 201);
    await t.expectOk({ method: 'PATCH', url: `/api/user/${attendant.userId}`, as: owner, payload: { roleId: reception.id } });
    await crmAnswers(attendant, 403);
    // And gives it back when the profile gets it.
    await t.expectOk({ method: 'PUT', url: `/api/user-roles/${reception.id}`, as: owner, payload: { name: 'Recepção', permissions: ['view:crm'] } });
    await crmAnswers(attendant, 200);
  });

  it('signs out everywhere a user whose password a Gestor reset', async () => {
    const attendant = await t.addUser(owner);
    await t.expectOk({ method: 'PATCH', url: `/api/user/${attendant.userId}`, as: owner, payload: { password: { password: 'redefinida-1', confirmPassword: 'redefinida-1' } } });
    await crmAnswers(attendant, 401);
  });

  it('closes a workspace to a user taken out of it', async () => {
    const second = await t.addInbox(owner);
    const attendant = await t.addUser(owner, [owner.inboxId, second]);
    expect((await funnels(attendant, second)).statusCode).toBe(200);
    await t.expectOk({ method: 'PATCH', url: `/api/user/${attendant.userId}`, as: owner, payload: { inboxId: [owner.inboxId] } });
    await crmAnswers(attendant, 404, second);
    expect((await funnels(attendant)).statusCode).toBe(200);
  });
});
