import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE, CONSULTATIONS_EXHAUSTED_TRANSFER_REASON } from '@balcao/contracts';
import { createSampleCourtCaseLookup, type CourtCaseLookup } from '@balcao/court-cases';
import { createOpenAiModel } from '../model/openai-model';
import { agentRow } from '../testing/agent-row';
import { startFakeOpenAiServer, type ChatReply, type ChatRequest, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { answerTurn, type AnsweringDeps } from './answer-turn';
import type { CaseConsultations } from './consultations-within-plan';

const CASE = '0001234-71.2024.8.26.0100';
const client = (text: string) => ({ role: 'client' as const, text });

/** A month's consultations as flows keeps them (flows' own tests prove the real counter). */
function monthOf(max: number) {
  let used = 0;
  const released: string[] = [];
  const consultations: CaseConsultations = {
    reserve: async () => (used < max ? (used++, { granted: true, max, month: '2026-12' }) : { granted: false, max, month: '2026-12' }),
    release: async (_officeId, month) => {
      used--;
      released.push(month);
    },
  };
  return { consultations, used: () => used, released };
}

/** The sample lookup, counting the tribunals it asks. */
function countingLookup() {
  const sample = createSampleCourtCaseLookup();
  let asked = 0;
  const lookup: CourtCaseLookup = {
    findMovements: (caseNumber) => {
      asked++;
      return sample.findMovements(caseNumber);
    },
  };
  return { lookup, asked: () => asked };
}

describe("an agent's court-case consultations within the office's plan", () => {
  const subject = { agent: agentRow(), trainings: [], price: 1 };

  it('consults while the month has room, then hands the client to a person without asking any tribunal', async () => {
    const month = monthOf(1);
    const tribunals = countingLookup();
    const deps: AnsweringDeps = { model: null, courtCases: tribunals.lookup, consultations: month.consultations };
    expect((await answerTurn(deps, subject, [client(`Como está o processo ${CASE}?`)])).consultedCase).toMatchObject({ status: 'found' });
    const refused = await answerTurn(deps, subject, [client(`E o processo ${CASE}?`)]);
    expect(refused).toMatchObject({ text: CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE, transfer: { reason: CONSULTATIONS_EXHAUSTED_TRANSFER_REASON }, creditsUsed: 0 });
    expect(tribunals.asked()).toBe(1);
  });

  it('gives back the consultation of a mistyped number, which asks no tribunal', async () => {
    const month = monthOf(1);
    const deps: AnsweringDeps = { model: null, courtCases: createSampleCourtCaseLookup(), consultations: month.consultations };
    const mistyped = await answerTurn(deps, subject, [client('Como está o processo 0001234-72.2024.8.26.0100?')]);
    expect(mistyped.consultedCase).toMatchObject({ status: 'invalid_number' });
    expect(month.used()).toBe(0);
    expect(month.released).toEqual(['2026-12']);
  });

  it("says the tribunals did not answer, and asks none, when flows cannot be reached", async () => {
    const tribunals = countingLookup();
    const unreachable: CaseConsultations = {
      reserve: () => Promise.reject(new Error('503 no responders')),
      release: () => Promise.resolve(),
    };
    const answer = await answerTurn({ model: null, courtCases: tribunals.lookup, consultations: unreachable }, subject, [client(`Como está o processo ${CASE}?`)]);
    expect(answer.consultedCase).toMatchObject({ status: 'unavailable' });
    expect(answer.text).toContain('não respondeu agora');
    expect(tribunals.asked()).toBe(0);
  });

  describe('with a language model', () => {
    let server: FakeOpenAiServer;
    let replies: Array<(request: ChatRequest) => ChatReply> = [];
    let offset = 0;
    beforeAll(async () => {
      server = await startFakeOpenAiServer((request, index) => replies[index - offset](request));
    });
    afterAll(async () => server?.close());

    it('tells the model the consultations are used up and hands the client over', async () => {
      offset = server.chats.length;
      replies = [
        () => ({ toolCalls: [{ name: 'consultar_processo', arguments: { numero: CASE } }] }),
        (request) => ({ text: `Vou chamar um atendente. (${request.messages.find((message) => message.role === 'tool')?.content ?? ''})` }),
      ];
      const tribunals = countingLookup();
      const deps: AnsweringDeps = {
        model: createOpenAiModel({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'gpt-test', transcriptionModel: 'whisper-1', timeoutMs: 2000, maxRetries: 1 }),
        courtCases: tribunals.lookup,
        consultations: monthOf(0).consultations,
        deadlineMs: 5000,
      };
      const answer = await answerTurn(deps, { ...subject, price: 2 }, [client(`e o meu processo ${CASE}?`)]);
      expect(answer.transfer).toEqual({ reason: CONSULTATIONS_EXHAUSTED_TRANSFER_REASON });
      expect(answer.text).toContain('As consultas processuais do plano do escritório acabaram neste mês');
      expect(tribunals.asked()).toBe(0);
    });
  });
});
