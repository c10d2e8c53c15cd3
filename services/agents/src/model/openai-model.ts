import OpenAI, { toFile } from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { LlmSettings } from '../config';
import { createKeepAliveFetch } from './keep-alive-fetch';
import { ModelUnavailableError, type LanguageModel, type ModelTool } from './language-model';

/** Rounds of tool calls one answer may take before the model must reply. */
const MAX_TOOL_ROUNDS = 4;

const unavailable = (error: unknown) =>
  error instanceof ModelUnavailableError ? error : new ModelUnavailableError(`language model failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(raw || '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The real adapter: any OpenAI-compatible endpoint through the openai SDK (its own timeouts and retries). */
export function createOpenAiModel(settings: LlmSettings, options: { fetch?: typeof fetch } = {}): LanguageModel {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    fetch: options.fetch ?? createKeepAliveFetch(),
  });

  return {
    name: settings.model,

    async chat({ system, messages, tools, signal }) {
      const history: ChatCompletionMessageParam[] = [{ role: 'system', content: system }, ...messages];
      const toolSpecs: ChatCompletionTool[] = tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      const byName = new Map<string, ModelTool>(tools.map((tool) => [tool.name, tool]));
      try {
        for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
          // The last round offers no tools, so the model has to answer in words.
          const offerTools = toolSpecs.length > 0 && round < MAX_TOOL_ROUNDS;
          const completion = await client.chat.completions.create(
            { model: settings.model, messages: history, ...(offerTools ? { tools: toolSpecs } : {}) },
            { signal },
          );
          const message = completion.choices[0]?.message;
          if (!message) throw new ModelUnavailableError('the model answered no choice');
          const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
          if (calls.length === 0) return message.content?.trim() || null;
          history.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
          for (const call of calls) {
            const tool = byName.get(call.function.name);
            const result = tool ? await tool.run(parseArguments(call.function.arguments)) : `Ferramenta desconhecida: ${call.function.name}`;
            history.push({ role: 'tool', tool_call_id: call.id, content: result });
          }
        }
        return null;
      } catch (error) {
        throw unavailable(error);
      }
    },

    async complete({ system, prompt, signal }) {
      try {
        const completion = await client.chat.completions.create(
          { model: settings.model, messages: [{ role: 'system', content: system }, { role: 'user', content: prompt }] },
          { signal },
        );
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new ModelUnavailableError('the model answered an empty text');
        return text;
      } catch (error) {
        throw unavailable(error);
      }
    },

    async transcribe({ audio, fileName, mimeType, signal }) {
      try {
        const file = await toFile(audio, fileName, { type: mimeType });
        const result = await client.audio.transcriptions.create({ file, model: settings.transcriptionModel, language: 'pt' }, { signal });
        return result.text.trim();
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
