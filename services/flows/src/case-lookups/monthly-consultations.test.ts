import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASE_CONSULTATION_SUBJECTS, flowsEvents, type PlanUsage } from '@balcao/contracts';
import { cnjCheckDigits } from '@balcao/court-cases';
import { createLawsuitLookupSteps, FLOW_TEXTS } from '@balcao/flow-engine';
import { FIRST_PLAN_LIMITS, publishOfficePlan } from '@balcao/service-kit/testing';
import { caseLookups } from '../db/schema';
import { startFlowsTestApp, waitFor, type FlowsTestApp, type TestUser } from '../testing/flows-test-app';
import { consultationMonthOf } from './monthly-consultations';

const caseNumberOf = (sequence: string) => `${sequence}-${cnjCheckDigits(sequence, '2023', '8', '26', '0100')}.2023.8.26.0100`;

const lookup = createLawsuitLookupSteps('processo', 'END_CONVERSATION');
const lookupFlow = {
  initialStepId: 'processo-number',
  steps: [
    ...lookup.filter((step) => step.id === 'processo-number' || step.id === 'processo-search'),
    { id: 'END_CONVERSATION', type: 'system', content: 'Obrigado pelo contato. Até logo!' },
  ],
};

const planWithConsultations = (monthlyConsultations: number | null) => ({
  state: 'active' as const,
  accessUntil: null,
  planId: 'jovem-advogado-mensal',
  planName: 'Plano Jovem Advogado',
  limits: { ...FIRST_PLAN_LIMITS, monthlyConsultations },
});

describe("the plan's monthly court-case consultations", () => {
  let t: FlowsTestApp;
  beforeAll(async () => {
    t = await startFlowsTestApp();
  });
  afterAll(async () => t?.close());

  /** A reservation as agents ask it, over request/reply, served by whichever replica. */
  const reserve = async (officeId: string) => (await t.infra.bus.request!(CASE_CONSULTATION_SUBJECTS.reserve, { officeId })) as { granted: boolean; max: number | null; month: string };
  const usage = (as: TestUser) => t.expectOk<PlanUsage>({ url: '/api/flow/case-consultations/plan-usage', as });
  let phoneSeq = 0;
  const nextPhone = () => `5511966${String(++phoneSeq).padStart(6, '0')}`;

  it("counts a flow's lookups, and beyond the plan's the client hears the lookup is unavailable and no tribunal is asked", async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'flows', owner.officeId, planWithConsultations(1));
    const flow = await t.createFlow(owner, { content: lookupFlow });
    const deviceId = await t.connectDevice(owner, flow.id);

    const first = nextPhone();
    await t.clientSays(deviceId, first, 'Oi');
    await t.waitForSaid(deviceId, first, 'Informe o número do processo');
    await t.clientSays(deviceId, first, caseNumberOf('1002345'));
    expect((await t.waitForSaid(deviceId, first, 'Obrigado pelo contato. Até logo!')).join('\n')).toContain('Distribuição');
    expect(await usage(owner)).toEqual({ limit: 'monthlyConsultations', used: 1, max: 1 });

    const second = nextPhone();
    await t.clientSays(deviceId, second, 'Oi');
    await t.waitForSaid(deviceId, second, 'Informe o número do processo');
    const refusedNumber = caseNumberOf('1002346');
    await t.clientSays(deviceId, second, refusedNumber);
    const said = await t.waitForSaid(deviceId, second, 'Obrigado pelo contato. Até logo!');
    expect(said).toContain(FLOW_TEXTS.lookupUnavailable);
    expect(said.join('\n')).not.toContain('Distribuição');
    // A lookup the plan did not allow is no lookup of the dashboard's, and uses nothing.
    expect(await t.db.select().from(caseLookups).where(eq(caseLookups.caseNumber, refusedNumber))).toHaveLength(0);
    expect(await usage(owner)).toEqual({ limit: 'monthlyConsultations', used: 1, max: 1 });

    // The office's managers are told once a month, however many lookups are refused.
    await reserve(owner.officeId);
    const exhausted = await waitFor('consultations exhausted event', async () => {
      const events = (await t.eventsOf(flowsEvents.consultationsExhausted.type)).filter((event) => event.officeId === owner.officeId);
      return events.length > 0 ? events : null;
    });
    expect(exhausted.map((event) => event.payload)).toEqual([{ month: consultationMonthOf(new Date()), max: 1 }]);
  });

  it('never passes the limit when replicas reserve at once, and counts an unlimited plan too', async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'flows', owner.officeId, planWithConsultations(3));
    const reservations = await Promise.all(Array.from({ length: 10 }, () => reserve(owner.officeId)));
    expect(reservations.filter((reservation) => reservation.granted)).toHaveLength(3);
    expect(await usage(owner)).toEqual({ limit: 'monthlyConsultations', used: 3, max: 3 });

    const unlimited = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'flows', unlimited.officeId, planWithConsultations(null));
    for (let i = 0; i < 4; i++) expect((await reserve(unlimited.officeId)).granted).toBe(true);
    expect(await usage(unlimited)).toEqual({ limit: 'monthlyConsultations', used: 4, max: null });
  });

  it("serves agents' reservations over request/reply, and a release gives one back", async () => {
    const owner = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'flows', owner.officeId, planWithConsultations(1));
    const granted = await reserve(owner.officeId);
    expect(granted).toMatchObject({ granted: true, max: 1 });
    expect(await reserve(owner.officeId)).toMatchObject({ granted: false, max: 1 });
    await t.infra.bus.request!(CASE_CONSULTATION_SUBJECTS.release, { officeId: owner.officeId, month: granted.month });
    expect(await reserve(owner.officeId)).toMatchObject({ granted: true });
    // A malformed request is refused, not counted.
    await expect(t.infra.bus.request!(CASE_CONSULTATION_SUBJECTS.reserve, { officeId: 'not-an-id' })).rejects.toThrow();
    expect(await usage(owner)).toEqual({ limit: 'monthlyConsultations', used: 1, max: 1 });
  });

  it("shows each office its own usage only, and nobody without a session", async () => {
    const counted = await t.signUpOffice();
    const other = await t.signUpOffice();
    await publishOfficePlan(t.infra, t.db, 'flows', counted.officeId, planWithConsultations(100));
    await publishOfficePlan(t.infra, t.db, 'flows', other.officeId, planWithConsultations(100));
    await reserve(counted.officeId);
    expect(await usage(counted)).toMatchObject({ used: 1 });
    expect(await usage(other)).toMatchObject({ used: 0 });
    expect((await t.call({ url: '/api/flow/case-consultations/plan-usage' })).statusCode).toBe(401);
  });

  it('counts by the calendar month of São Paulo', () => {
    // 1 December 02:00 UTC is still 30 November, 23:00 in São Paulo.
    expect(consultationMonthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(consultationMonthOf(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });
});
