import { createHash } from 'node:crypto';
import { NeuralNetwork } from '@nlpjs/neural';
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
  /** Share of the training's own question the client's text holds, words weighted by rarity (0..1). */
  questionCoverage: number;
}

/**
 * When a training's answer is given. Two readers of the text must not disagree:
 * - nlp.js's intent classifier, trained per agent on its trainings (each question and each
 *   sentence of its answer an example of the training), answers alone when it is sure
 *   (`classifierConfidence`) and the training it names holds enough of the message, words it
 *   does not know included (`classifierMinCoverage`: 'horário do jogo do flamengo' is not the
 *   office's hours);
 * - otherwise the BM25 ranking answers when its best training holds enough of what the client
 *   asked (`minCoverage`, and two of their words or expressions, unless the client's words cover
 *   most of the training's own question: `oneUnitQuestionCoverage`), holds some of the training's
 *   question (`minQuestionCoverage`: a word only of the answer, 'rua' of the address, is not the
 *   question asked, unless the answer holds nearly all the client said: `answerOnlyCoverage`,
 *   'aceita pix?'), is clearly ahead of the next (`maxRunnerUpShare`), and the classifier does
 *   not prefer another training (`classifierVeto`).
 * A wrong answer is worse than a hand-over. Chosen on the evaluation's tuning and first held-out
 * parts (faq-evaluation/README.md).
 */
export const FAQ_ANSWER_RULE = {
  minCoverage: 0.45,
  maxRunnerUpShare: 0.85,
  minMatchedUnits: 2,
  oneUnitQuestionCoverage: 0.7,
  minQuestionCoverage: 0.1,
  answerOnlyCoverage: 0.8,
  classifierConfidence: 0.45,
  classifierVeto: 0.5,
  classifierMinCoverage: 0.35,
};

/**
 * What a text says, as the terms it is compared by: one unit per meaningful word or thesaurus
 * expression. An expression is its synonym group ('mandaram embora' → ~demissao); a word is its
 * stem and its group ('papéis' → papel, ~documento). Stopwords are left out. A unit is matched
 * when any of its terms is. With the words the agent knows, a typo one letter off one of them is
 * read as that word.
 */
export function unitsOf(text: string, known?: ReadonlySet<string>, withParts = false): string[][] {
  const words = known ? wordsOf(text).map((word) => correctedWord(word, known)) : wordsOf(text);
  const stems = words.map(stemOf);
  const units: string[][] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(stems, words, at);
    const length = phrase?.length ?? 1;
    if (phrase) units.push(withParts ? [phrase.term, ...partsOf(words, stems, at, length)] : [phrase.term]);
    else if (!isStopword(words[at])) {
      const group = groupOfWord(words[at], stems[at]);
      units.push(group ? [group, stems[at]] : [stems[at]]);
    }
    at += length;
  }
  return units;
}

/** The meaningful words of an expression, as stems ('quanto custa' → quant, cust). */
const partsOf = (words: string[], stems: string[], at: number, length: number) =>
  stems.slice(at, at + length).filter((stem, offset) => !isStopword(words[at + offset]));

/** All the terms of a text, for searching. */
export const termsOf = (text: string, known?: ReadonlySet<string>) => unitsOf(text, known).flat();

/**
 * All the terms of a training, for indexing: an expression also stands for its own words, so a
 * client who says one of them ('quanto eu pago' for 'quanto custa') meets it.
 */
const trainingTermsOf = (text: string) => unitsOf(text, undefined, true).flat();

/**
 * The local stand-in for a language model: BM25 ranking over the agent's active trainings, the
 * question weighing more than the answer, in the terms above. It answers a training's own answer,
 * word for word, or nothing.
 */
export function createFaqIndex(entries: FaqEntry[]) {
  const known = new Set([...THESAURUS_WORDS, ...entries.flatMap((entry) => wordsOf(`${entry.question} ${entry.answer}`))]);
  const index = new MiniSearch<FaqEntry>({
    fields: ['question', 'answer'],
    tokenize: (text) => trainingTermsOf(text),
    processTerm: (term) => term,
    // No fuzzy matching of stems: 'agênc(ia)' is one letter off 'agend(ar)'; typos are fixed on whole words (correctedWord).
    searchOptions: { boost: { question: 2 }, combineWith: 'OR', tokenize: (text) => termsOf(text, known) },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // How many trainings hold each term: a word every training has ('direito') tells less than a rare one.
  const trainingsWith = new Map<string, number>();
  for (const entry of entries) for (const term of new Set(trainingTermsOf(`${entry.question} ${entry.answer}`))) trainingsWith.set(term, (trainingsWith.get(term) ?? 0) + 1);
  const weightOf = (unit: string[]) => Math.max(...unit.map((term) => Math.log((entries.length + 1) / ((trainingsWith.get(term) ?? 0) + 0.5))));
  const questions = new Map(
    entries.map((entry) => {
      const units = unitsOf(entry.question, undefined, true);
      const weights = units.map(weightOf);
      return [entry.id, { units, weights, total: weights.reduce((sum, weight) => sum + weight, 0) }];
    }),
  );
  const classifier = trainedClassifier(entries);

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
        // Both ways: a training whose own question the client's words cover goes ahead of one sharing words only with its answer.
        const question = questions.get(result.id as string)!;
        const found = new Set(result.terms);
        const questionHeld = question.units.reduce((sum, unit, at) => sum + (unit.some((term) => found.has(term)) ? question.weights[at] : 0), 0);
        const questionCoverage = question.total > 0 ? questionHeld / question.total : 0;
        const score = result.score * coverage * (0.5 + questionCoverage);
        return { entry: byId.get(result.id as string)!, score, coverage, questionCoverage, matchedUnits, units: units.length };
      })
      .sort((a, b) => b.score - a.score);
  }

  return {
    /** Every training sharing terms with the text, best first (what bestMatch and closest read). */
    rank: ranked,

    /** The training to answer with, or null when none holds enough of the text or two are too close to tell. */
    bestMatch(text: string, rule = FAQ_ANSWER_RULE): FaqMatch | null {
      const matches = ranked(text);
      const guess = classifier.classify(unitsOf(text, known).flat());
      if (guess && guess.confidence >= rule.classifierConfidence) {
        // The classifier reads only words the trainings have: what else the client said must not be most of the message.
        const match = matches.find((candidate) => candidate.entry.id === guess.id);
        return match && match.coverage >= rule.classifierMinCoverage ? match : null;
      }
      const [best, runnerUp] = matches;
      if (!best || best.coverage < rule.minCoverage) return null;
      if (best.questionCoverage < rule.minQuestionCoverage && best.coverage < rule.answerOnlyCoverage) return null;
      // One word in common is not enough when the client said more (a 'passaporte' asked about is not a training's 'tirar'),
      // unless it is most of what the training's question asks ('inventário').
      if (best.matchedUnits < Math.min(rule.minMatchedUnits, best.units) && best.questionCoverage < rule.oneUnitQuestionCoverage) return null;
      // Two trainings too close to tell apart: either will do when they answer the same (a training kept twice).
      if (runnerUp && runnerUp.score > best.score * rule.maxRunnerUpShare && !sameAnswer(best.entry, runnerUp.entry)) return null;
      if (guess && guess.id !== best.entry.id && guess.confidence >= rule.classifierVeto && !sameAnswer(best.entry, byId.get(guess.id)!)) return null;
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

/**
 * nlp.js's neural intent classifier (@nlpjs/neural: one perceptron per training, pure JS, nothing
 * downloaded) over the same terms as the ranking: each training's question and each sentence of
 * its answer is an example of it, and a feature of its own stands for 'none of them'. It learns
 * which terms tell a training from the others, where BM25 only weighs them by rarity.
 */
function trainedClassifier(entries: FaqEntry[]) {
  const corpus: Array<{ input: Record<string, number>; output: Record<string, number> }> = [];
  for (const entry of entries) {
    for (const example of [entry.question, ...entry.answer.split(/[.!?:;]\s/)]) {
      const terms = termsOf(example);
      if (terms.length > 0) corpus.push({ input: Object.fromEntries(terms.map((term) => [term, 1])), output: { [entry.id]: 1 } });
    }
  }
  const vocabulary = new Set(corpus.flatMap((example) => Object.keys(example.input)));
  const network = new NeuralNetwork({ log: false });
  if (corpus.length > 0) network.train([...corpus, { input: { nonefeature: 1 }, output: { None: 1 } }]);
  return {
    /** The training the terms most likely ask about, and how sure (0..1), or null when none of the terms is known. */
    classify(terms: string[]): { id: string; confidence: number } | null {
      const input = Object.fromEntries(terms.filter((term) => vocabulary.has(term)).map((term) => [term, 1]));
      if (Object.keys(input).length === 0) return null;
      const [top] = Object.entries(network.run(input) ?? {}).sort((a, b) => b[1] - a[1]);
      return top && top[0] !== 'None' && top[1] > 0 ? { id: top[0], confidence: top[1] } : null;
    },
  };
}

/** Whether two trainings answer the same: nine in ten of their answers' terms shared. */
function sameAnswer(a: FaqEntry, b: FaqEntry): boolean {
  const termsA = new Set(termsOf(a.answer));
  const termsB = new Set(termsOf(b.answer));
  const shared = [...termsA].filter((term) => termsB.has(term)).length;
  return shared / Math.max(new Set([...termsA, ...termsB]).size, 1) >= 0.9;
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
