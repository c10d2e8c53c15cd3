import {
  AGENT_MESSAGES,
  CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE,
  CONSULTATIONS_EXHAUSTED_TRANSFER_REASON,
  type AgentAnswer,
  type ChatTurnMessage,
  type ConsultedCase,
} from '@balcao/contracts';
import type { CourtCaseLookup } from '@balcao/court-cases';
import type { AgentRow } from '../db/schema';
import { ModelUnavailableError, type LanguageModel, type ModelTool } from '../model/language-model';
import { agentSystemPrompt } from './agent-prompt';
import { findCaseNumber } from './case-numbers';
import { consultCase } from './consult-case';
import { courtCasesWithinPlan, type CaseConsultations } from './consultations-within-plan';
import { faqIndexOf, type FaqEntry } from './faq-answerer';
import { firstMatchingRule } from './transfer-rules';

export interface AnsweringDeps {
  /** null: no model configured, the agent answers from its trainings. */
  model: LanguageModel | null;
  courtCases: CourtCaseLookup;
  /** The plan's monthly consultations (flows counts them); none: every lookup is allowed. */
  consultations?: CaseConsultations;
  /** The longest one answer may take, model calls and case lookups included. */
  deadlineMs?: number;
  log?: { warn(object: unknown, message: string): void };
}

/** An agent as it answers: its settings, its active trainings and its model's price in credits. */
export interface AnsweringAgent {
  agent: AgentRow;
  trainings: FaqEntry[];
  price: number;
}

/** How many of the latest messages the model reads. */
const HISTORY_LIMIT = 30;
/** How many of the closest trainings ground the model's answer. */
export const GROUNDING_LIMIT = 5;
const DEFAULT_DEADLINE_MS = 25_000;

/** The client's turn: their messages since the agent last spoke, read as one text. */
function clientTurnOf(messages: ChatTurnMessage[]) {
  let start = messages.length;
  while (start > 0 && messages[start - 1].role === 'client') start--;
  return messages.slice(start).map((message) => message.text).join('\n');
}

const handOver = (text: string, reason: string, source: AgentAnswer['source'], creditsUsed = 0): AgentAnswer => ({
  text,
  transfer: { reason },
  consultedCase: null,
  source,
  creditsUsed,
});

/**
 * The agent's answer to the client's latest turn, the same for a WhatsApp conversation and for
 * 'Testar agente': the interaction limit and the transfer rules first, then the language model
 * (with its tools) when one is configured, else the FAQ answerer over the trainings.
 */
export async function answerTurn(deps: AnsweringDeps, subject: AnsweringAgent, messages: ChatTurnMessage[]): Promise<AgentAnswer> {
  const { agent } = subject;
  const turn = clientTurnOf(messages);
  const agentReplies = messages.filter((message) => message.role === 'agent').length;
  if (agent.maxInteractionsPerSession > 0 && agentReplies >= agent.maxInteractionsPerSession) {
    return handOver(AGENT_MESSAGES.defaultTransferMessage, 'Limite de interações atingido', 'rule');
  }
  if (agent.canRequestHumanHelp) {
    const match = await firstMatchingRule(agent.transferRules, { text: turn, clientMessages: messages.filter((message) => message.role === 'client').length });
    if (match) return handOver(match.rule.transferMessage ?? AGENT_MESSAGES.defaultTransferMessage, match.reason, 'rule');
  }
  return deps.model ? answerWithModel(deps, deps.model, subject, messages) : answerFromTrainings(deps, subject, turn);
}

/**
 * The trainings closest to what the client asks, for the model to answer from: those of the
 * client's turn first, then of their earlier messages (a follow-up such as 'e quanto custa?' reads
 * the question before it), up to GROUNDING_LIMIT. Not all of them: unrelated ones invite answers
 * from the wrong training.
 */
function groundingOf(trainings: FaqEntry[], messages: ChatTurnMessage[]): FaqEntry[] {
  const index = faqIndexOf(trainings);
  const earlier = messages.filter((message) => message.role === 'client').slice(-HISTORY_LIMIT).map((message) => message.text).reverse();
  const chosen = new Map<string, FaqEntry>();
  for (const text of [clientTurnOf(messages), ...earlier]) {
    for (const entry of index.closest(text, GROUNDING_LIMIT)) if (chosen.size < GROUNDING_LIMIT) chosen.set(entry.id, entry);
    if (chosen.size >= GROUNDING_LIMIT) break;
  }
  return [...chosen.values()];
}

async function answerWithModel(deps: AnsweringDeps, model: LanguageModel, subject: AnsweringAgent, messages: ChatTurnMessage[]): Promise<AgentAnswer> {
  const { agent } = subject;
  let transfer: { reason: string } | null = null;
  let consultedCase: ConsultedCase | null = null;
  const tools: ModelTool[] = [];
  if (agent.allowConsultingProcesses) {
    tools.push({
      name: 'consultar_processo',
      description: 'Consulta as últimas movimentações de um processo judicial pelo número CNJ informado pelo cliente.',
      parameters: { type: 'object', properties: { numero: { type: 'string', description: 'Número do processo no padrão CNJ (NNNNNNN-DD.AAAA.J.TR.OOOO)' } }, required: ['numero'] },
      run: async (args) => {
        const courtCases = courtCasesWithinPlan(deps.courtCases, deps.consultations, agent.officeId);
        const result = await consultCase(courtCases.lookup, String(args.numero ?? ''));
        consultedCase = result.consulted;
        if (!courtCases.exhausted) return result.text;
        transfer = { reason: CONSULTATIONS_EXHAUSTED_TRANSFER_REASON };
        return 'As consultas processuais do plano do escritório acabaram neste mês. Avise o cliente, em uma frase, que um atendente humano continuará o atendimento.';
      },
    });
  }
  if (agent.canRequestHumanHelp) {
    tools.push({
      name: 'transferir_para_humano',
      description: 'Transfere a conversa para um atendente humano do escritório.',
      parameters: { type: 'object', properties: { motivo: { type: 'string', description: 'Por que a conversa precisa de um humano' } }, required: ['motivo'] },
      run: async (args) => {
        transfer = { reason: String(args.motivo ?? '').trim() || 'Pedido do agente' };
        return 'Transferência registrada. Avise o cliente, em uma frase, que um atendente humano continuará o atendimento.';
      },
    });
  }
  const system = agentSystemPrompt(agent, groundingOf(subject.trainings, messages), { consultCase: agent.allowConsultingProcesses, transfer: agent.canRequestHumanHelp });
  const history = messages.slice(-HISTORY_LIMIT).map((message) => ({ role: message.role === 'client' ? ('user' as const) : ('assistant' as const), content: message.text }));
  try {
    const text = await model.chat({ system, messages: history, tools, signal: AbortSignal.timeout(deps.deadlineMs ?? DEFAULT_DEADLINE_MS) });
    const handedOver = transfer as { reason: string } | null;
    if (!text && !handedOver) return handOver(AGENT_MESSAGES.noAnswerTransferMessage, 'O modelo não respondeu', 'model', subject.price);
    return { text: text ?? AGENT_MESSAGES.defaultTransferMessage, transfer: handedOver, consultedCase, source: 'model', creditsUsed: subject.price };
  } catch (error) {
    if (!(error instanceof ModelUnavailableError) && (error as Error)?.name !== 'AbortError' && (error as Error)?.name !== 'TimeoutError') throw error;
    deps.log?.warn({ err: error, agentId: agent.id }, 'language model unavailable: handing the conversation over');
    return handOver(AGENT_MESSAGES.noAnswerTransferMessage, 'Assistente de IA indisponível', 'model');
  }
}

async function answerFromTrainings(deps: AnsweringDeps, subject: AnsweringAgent, turn: string): Promise<AgentAnswer> {
  const caseNumber = subject.agent.allowConsultingProcesses ? findCaseNumber(turn) : null;
  if (caseNumber) {
    const courtCases = courtCasesWithinPlan(deps.courtCases, deps.consultations, subject.agent.officeId);
    const { consulted, text } = await consultCase(courtCases.lookup, caseNumber);
    if (courtCases.exhausted) return handOver(CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE, CONSULTATIONS_EXHAUSTED_TRANSFER_REASON, 'faq');
    return { text, transfer: null, consultedCase: consulted, source: 'faq', creditsUsed: subject.price };
  }
  const match = faqIndexOf(subject.trainings).bestMatch(turn);
  if (!match) return handOver(AGENT_MESSAGES.noAnswerTransferMessage, 'Sem resposta nos treinamentos', 'faq');
  return { text: match.entry.answer, transfer: null, consultedCase: null, source: 'faq', creditsUsed: subject.price };
}
