import MiniSearch from 'minisearch';
import { stemOf, stemsOf } from './portuguese-text';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqMatch {
  entry: FaqEntry;
  /** Share of the client's meaningful words the training covers (0..1). */
  coverage: number;
  score: number;
}

/** More than half of what the client asked must be in the training for its answer to be given. */
export const FAQ_MIN_COVERAGE = 0.5;

/**
 * The local stand-in for a language model: full-text retrieval with Portuguese stemming over the
 * agent's active trainings. It answers a training's own answer, word for word, or nothing.
 */
export function createFaqIndex(entries: FaqEntry[]) {
  const index = new MiniSearch<FaqEntry>({
    fields: ['question', 'answer'],
    storeFields: ['id'],
    processTerm: (term) => stemOf(term),
    // Prefixes join what the stemmer leaves apart ('aposent' of aposentar, 'aposentador' of aposentadoria).
    searchOptions: { boost: { question: 3 }, fuzzy: 0.15, prefix: (term) => term.length >= 5, combineWith: 'OR' },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  return {
    /** The best training for the client's text when it covers enough of it, else null. */
    bestMatch(text: string, minCoverage = FAQ_MIN_COVERAGE): FaqMatch | null {
      const asked = stemsOf(text);
      if (asked.length === 0 || entries.length === 0) return null;
      const [best] = index.search(asked.join(' '));
      if (!best) return null;
      const coverage = new Set(best.queryTerms).size / asked.length;
      if (coverage <= minCoverage) return null;
      return { entry: byId.get(best.id as string)!, coverage, score: best.score };
    },
  };
}
