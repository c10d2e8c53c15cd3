/** One message of the conversation the model reads. */
export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A tool the model may call while answering: its JSON-schema parameters and what running it answers. */
export interface ModelTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<string>;
}

/**
 * The port to a language model (ARCHITECTURE §7). The real adapter speaks the OpenAI-compatible
 * API; without a configured model there is none (the agents answer from their trainings).
 */
export interface LanguageModel {
  readonly name: string;
  /** The model's reply to the conversation, after running whatever tools it called. */
  chat(input: { system: string; messages: ModelMessage[]; tools: ModelTool[]; signal?: AbortSignal }): Promise<string | null>;
  /** A one-shot instruction over a text (the composer helpers). */
  complete(input: { system: string; prompt: string; signal?: AbortSignal }): Promise<string>;
  transcribe(input: { audio: Uint8Array; fileName: string; mimeType: string; signal?: AbortSignal }): Promise<string>;
}

/** The model could not be reached, timed out or answered an error: callers hand over or answer 503. */
export class ModelUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelUnavailableError';
  }
}
