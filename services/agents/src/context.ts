import type { FastifyBaseLogger } from 'fastify';
import type { MediaSource } from './ai-helpers/media-source';
import type { AnsweringDeps } from './answering/answer-turn';
import type { AgentsConfig } from './config';
import type { DataAccess } from './db/database';
import type { LanguageModel } from './model/language-model';

/** Everything the features of the agents service work with, built once by the plugin. */
export interface AgentsContext extends DataAccess {
  log: FastifyBaseLogger;
  config: AgentsConfig;
  /** null: no model configured (agents answer from trainings, helpers answer 503). */
  model: LanguageModel | null;
  answering: AnsweringDeps;
  /** The signed media links the audio summary accepts, and where it downloads them. */
  media: MediaSource;
}
