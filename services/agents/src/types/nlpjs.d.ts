// @nlpjs ships no types; only what this service uses is declared.
declare module '@nlpjs/lang-pt' {
  export class StemmerPt {
    stemWord(word: string): string;
  }
  export class StopwordsPt {
    dictionary: Record<string, boolean>;
  }
  export const LangPt: unknown;
}

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/sentiment' {
  import type { Container } from '@nlpjs/core';
  export class SentimentAnalyzer {
    constructor(settings: { container: Container });
    process(input: { locale: string; text: string }): Promise<{ sentiment: { score: number; numHits: number; numWords: number; vote: string } }>;
  }
}

declare module '@nlpjs/neural' {
  /** nlp.js's intent classifier: one perceptron per intent over binary features. */
  export class NeuralNetwork {
    constructor(settings?: { log?: boolean });
    train(corpus: Array<{ input: Record<string, number>; output: Record<string, number> }>): unknown;
    run(input: Record<string, number>): Record<string, number> | undefined;
  }
}
