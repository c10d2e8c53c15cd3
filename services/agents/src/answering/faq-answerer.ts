import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { groupOfWord, phraseAt, THESAURUS_WORDS } from './faq-thesaurus';
import { correctedWord, isStopword, stemOf, wordsOf } from './portuguese-text';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqMatch {
  entry: FaqEntry;
  /** How many of the client's meaningful words or expressions the training holds, of how many. */
  matchedUnits: number;
  units: number;
  /** BM25 score of the training for the client's text, times its coverage: what trainings are ranked by. */
  score: number;
  /** Share of what the client asked the training holds, words weighted by rarity (0..1). */
  coverage: number;
}

/**
 * When a training's answer is given: it must hold enough of what the client asked (`minCoverage`,
 * and two of their words or expressions when they wrote two or more), and be clearly ahead of the
 * next training (whose score is at most `maxRunnerUpShare` of the best's). A wrong answer is worse
 * than a hand-over. Chosen on the evaluation's tuning part (faq-evaluation/).
 */
export const FAQ_ANSWER_RULE = { minCoverage: 0.4, maxRunnerUpShare: 0.85, minMatchedUnits: 2 };

/**
 * What a text says, as the terms it is compared by: one unit per meaningful word or thesaurus
 * expression. An expression is its synonym group ('mandaram embora' → ~demissao); a word is its
 * stem and its group ('papéis' → papel, ~documento). Stopwords are left out. A unit is matched
 * when any of its terms is. With the words the agent knows, a typo one letter off one of them is
 * read as that word.
 */
export function unitsOf(text: string, known?: ReadonlySet<string>): string[][] {
  const words = known ? wordsOf(text).map((word) => correctedWord(word, known)) : wordsOf(text);
  const stems = words.map(stemOf);
  const units: string[][] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(stems, words, at);
    const length = phrase?.length ?? 1;
    if (phrase) units.push([phrase.term]);
    else if (!isStopword(words[at])) {
      const group = groupOfWord(words[at], stems[at]);
      units.push(group ? [group, stems[at]] : [stems[at]]);
    }
    at += length;
  }
  return units;
}

/** All the terms of a text, for indexing and searching. */
export const termsOf = (text: string, known?: ReadonlySet<string>) => unitsOf(text, known).flat();

// A typo is one letter off a word of five or more; thesaurus groups (~name) are matched exactly.
const typoDistance = (term: string) => (term.startsWith('~') || term.length < 5 ? false : 1);

/**
 * The local stand-in for a language model: BM25 ranking over the agent's active trainings, the
 * question weighing more than the answer, in the terms above. It answers a training's own answer,
 * word for word, or nothing.
 */
export function createFaqIndex(entries: FaqEntry[]) {
  const known = new Set([...THESAURUS_WORDS, ...entries.flatMap((entry) => wordsOf(`${entry.question} ${entry.answer}`))]);
  const index = new MiniSearch<FaqEntry>({
    fields: ['question', 'answer'],
    tokenize: (text) => termsOf(text),
    processTerm: (term) => term,
    searchOptions: { boost: { question: 2 }, fuzzy: typoDistance, combineWith: 'OR', tokenize: (text) => termsOf(text, known) },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // How many trainings hold each term: a word every training has ('direito') tells less than a rare one.
  const trainingsWith = new Map<string, number>();
  for (const entry of entries) for (const term of new Set(termsOf(`${entry.question} ${entry.answer}`))) trainingsWith.set(term, (trainingsWith.get(term) ?? 0) + 1);
  const weightOf = (unit: string[]) => Math.max(...unit.map((term) => Math.log((entries.length + 1) / ((trainingsWith.get(term) ?? 0) + 0.5))));

  /** The trainings sharing terms with the text, best first. */
  function ranked(text: string): FaqMatch[] {
    const units = unitsOf(text, known);
    if (units.length === 0 || entries.length === 0) return [];
    const weights = units.map(weightOf);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return index
      .search(text)
      .map((result) => {
        const matched = new Set(result.queryTerms);
        const held = units.map((unit) => unit.some((term) => matched.has(term)));
        // The share of what was asked the training holds, each word weighing as much as it is rare.
        const coverage = held.reduce((sum, isHeld, at) => sum + (isHeld ? weights[at] : 0), 0) / total;
        const matchedUnits = held.filter(Boolean).length;
        return { entry: byId.get(result.id as string)!, score: result.score * coverage, coverage, matchedUnits, units: units.length };
      })
      .sort((a, b) => b.score - a.score);
  }

  return {
    /** Every training sharing terms with the text, best first (what bestMatch and closest read). */
    rank: ranked,

    /** The training to answer with, or null when none holds enough of the text or two are too close to tell. */
    bestMatch(text: string, rule = FAQ_ANSWER_RULE): FaqMatch | null {
      const [best, runnerUp] = ranked(text);
      if (!best || best.coverage < rule.minCoverage) return null;
      // One word in common is not enough when the client said more (a 'passaporte' asked about is not a training's 'tirar').
      if (best.matchedUnits < Math.min(rule.minMatchedUnits, best.units)) return null;
      if (runnerUp && runnerUp.score > best.score * rule.maxRunnerUpShare) return null;
      return best;
    },

    /** The few trainings closest to the text, best first: what a language model is grounded on. */
    closest(text: string, limit: number): FaqEntry[] {
      return ranked(text)
        .slice(0, limit)
        .map((match) => match.entry);
    },
  };
}

/** How many agents' indexes stay built between turns. */
const CACHED_INDEXES = 200;
const indexes = new Map<string, ReturnType<typeof createFaqIndex>>();

/**
 * The index of these trainings, built once for as long as they do not change: building takes
 * milliseconds (stems, thesaurus, typo vocabulary), a search a fraction of one, and an agent
 * answers many turns with the same trainings.
 */
export function faqIndexOf(entries: FaqEntry[]) {
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry.id}\u0000${entry.question}\u0000${entry.answer}\u0000`);
  const key = hash.digest('base64');
  let index = indexes.get(key);
  if (index) indexes.delete(key);
  else index = createFaqIndex(entries);
  // Most recently used last; the oldest goes first when the cache is full.
  indexes.set(key, index);
  if (indexes.size > CACHED_INDEXES) indexes.delete(indexes.keys().next().value!);
  return index;
}
