import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { IntegrationWithQrCode, PlanUsage } from '@balcao/contracts';
import { FIRST_PLAN_LIMITS, publishOfficePlan } from '@balcao/service-kit/testing';
import { integrations } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

const ONE_NUMBER = 'Seu plano permite 1 número de WhatsApp. Faça upgrade do plano para conectar mais.';

describe("the plan's WhatsApp numbers", () => {
  let t: MessagingTestApp;
  beforeAll(async () => {
    t = await startMessagingTestApp();
  });
  afterAll(async () => t?.close());

  const create = (as: TestUser, name: string) =>
    t.call({ method: 'POST', url: '/api/integration/create', as, payload: { name, inboxId: as.inboxId, channel: 'LITE_WHATSAPP' } });
  const devicesOf = (as: TestUser) => t.db.select().from(integrations).where(and(eq(integrations.officeId, as.officeId)));
  const usage = (as: TestUser) => t.expectOk<PlanUsage>({ url: '/api/integration/plan-usage', as });

  it('refuses a second device on a one-number plan (403 naming the limit, nothing written), then lets it pair once the first is disconnected', async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'messaging', owner.officeId);
    const first = await create(owner, 'Recepção');
    expect(first.statusCode).toBe(201);
    expect(await usage(owner)).toEqual({ limit: 'numbers', used: 1, max: 1 });

    const second = await create(owner, 'Comercial');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: ONE_NUMBER });
    expect((await devicesOf(owner)).map((device) => device.name)).toEqual(['Recepção']);

    // A disconnected device frees its number; pairing it again takes it back.
    const firstId = first.json<IntegrationWithQrCode>().id;
    await t.expectOk({ method: 'POST', url: `/api/integration/${firstId}/disconnect`, as: owner, payload: {} });
    expect(await usage(owner)).toEqual({ limit: 'numbers', used: 0, max: 1 });
    const third = await create(owner, 'Comercial');
    expect(third.statusCode).toBe(201);
    const reconnect = await t.call({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: firstId } });
    expect(reconnect.statusCode).toBe(403);
    expect(reconnect.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: ONE_NUMBER });
    expect((await devicesOf(owner)).find((device) => device.id === firstId)).toMatchObject({ status: 'disconnected', qrCodeIssuedAt: null });
  });

  it('lets a bigger plan connect more, and concurrent creations never overshoot it', async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'messaging', owner.officeId, { state: 'active', accessUntil: null, planId: 'sociedade-juridica-mensal', planName: 'Plano Sociedade Jurídica', limits: { ...FIRST_PLAN_LIMITS, numbers: 2 } });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => create(owner, `Aparelho ${index}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
    expect(await devicesOf(owner)).toHaveLength(2);
    expect(await usage(owner)).toEqual({ limit: 'numbers', used: 2, max: 2 });
  });
});
