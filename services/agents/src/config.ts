import { z } from 'zod';
import { parseConfig } from '@balcao/service-kit';

/**
 * The agents service's own variables. Without LLM_BASE_URL and LLM_MODEL the agents answer from
 * their trainings (the local stand-in) and the composer helpers answer 503.
 */
export const agentsConfigShape = {
  /** Any OpenAI-compatible endpoint: OpenAI, Azure, Ollama, vLLM (e.g. https://api.openai.com/v1). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  /** One model call's limit; with its retries the whole answer stays under the request's own limit. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(12_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** The CNJ DataJud public key; without it court cases come from the sample lookup. */
  DATAJUD_API_KEY: z.string().optional(),
  /**
   * The messaging service's base URL inside the cluster (e.g. http://balcao-messaging:8080): the
   * audio summary downloads the signed media links it issued from there, and from nowhere else.
   * Unset, it uses this server's own address when messaging runs in the same process (standalone).
   */
  MEDIA_INTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The same secret messaging signs its media links with; unset, auth's private key where this process has it (standalone). */
  MEDIA_SIGNING_SECRET: z.string().min(32).optional(),
};
export const ZAgentsConfig = z.object(agentsConfigShape);
export type AgentsConfig = z.infer<typeof ZAgentsConfig>;

export const agentsConfigFromEnv = (env: Record<string, string | undefined> = process.env): AgentsConfig => parseConfig(ZAgentsConfig, env);

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  transcriptionModel: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The model settings when a model is configured, else null (the local stand-in). */
export function llmSettingsOf(config: AgentsConfig): LlmSettings | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return {
    baseUrl: config.LLM_BASE_URL,
    // Local servers (Ollama, vLLM) take any key; the SDK needs one.
    apiKey: config.LLM_API_KEY ?? 'not-needed',
    model: config.LLM_MODEL,
    transcriptionModel: config.LLM_TRANSCRIPTION_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
  };
}
