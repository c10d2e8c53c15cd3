import { createSampleCourtCaseLookup } from '@balcao/court-cases';
import { agentsConfigFromEnv, llmSettingsOf } from '../../config';
import type { LanguageModel } from '../../model/language-model';
import { createOpenAiModel } from '../../model/openai-model';
import { agentRow } from '../../testing/agent-row';
import { answerTurn } from '../answer-turn';
import { EVALUATION_TRAININGS, trainingAnsweredIn, type Answerer } from './faq-evaluation';

/**
 * The evaluation's agent with a language model: the office's trainings, no transfer rules (a
 * keyword such as 'advogado' would hand over before the model is asked), no case lookups.
 */
export function modelAnswerer(model: LanguageModel): Answerer {
  const subject = {
    agent: agentRow({
      name: 'Clara',
      productName: 'Escritório de advocacia',
      productDescription: 'Previdenciário, trabalhista, família, consumidor e cível.',
      behavior: '',
      transferRules: [],
      allowConsultingProcesses: false,
    }),
    trainings: EVALUATION_TRAININGS,
    price: 1,
  };
  const deps = { model, courtCases: createSampleCourtCaseLookup(), deadlineMs: 60_000 };
  return async (text) => {
    const answer = await answerTurn(deps, subject, [{ role: 'client', text }]);
    return answer.transfer || !answer.text ? null : trainingAnsweredIn(answer.text);
  };
}

/** The model the environment configures (LLM_BASE_URL and LLM_MODEL, as the agents service reads them), or null. */
export function configuredModel(env: Record<string, string | undefined> = process.env): LanguageModel | null {
  const settings = llmSettingsOf(agentsConfigFromEnv(env));
  return settings ? createOpenAiModel(settings) : null;
}
