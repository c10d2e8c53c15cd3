// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- @nlpjs ships no types; other projects compiling this file need the declarations too
/// <reference path="../types/nlpjs.d.ts" />
import { StemmerPt, StopwordsPt } from '@nlpjs/lang-pt';

const stemmer = new StemmerPt();

/** Lower case without accents: 'Petição' and 'peticao' are the same word to a client typing on a phone. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// Greetings and courtesies say nothing about what the client asks either.
const CONVERSATION_FILLERS = ['oi', 'ola', 'bom', 'boa', 'dia', 'tarde', 'noite', 'obrigado', 'obrigada', 'favor', 'gostaria', 'queria', 'saber', 'pode', 'poderia', 'voces', 'voce', 'ai', 'tudo', 'bem'];
const STOPWORDS = new Set([...Object.keys(new StopwordsPt().dictionary).map(foldText), ...CONVERSATION_FILLERS]);

/** Words of a text, folded. */
export const wordsOf = (text: string) => foldText(text).match(/[a-z0-9]+/g) ?? [];

/** The stem of one folded word, or null for a stopword (it says nothing about the question). */
export function stemOf(word: string): string | null {
  const folded = foldText(word);
  if (!folded || STOPWORDS.has(folded)) return null;
  return stemmer.stemWord(folded) || folded;
}

/** The meaningful stems of a text, in order, without repeats. */
export const stemsOf = (text: string) => [...new Set(wordsOf(text).map(stemOf).filter((stem): stem is string => Boolean(stem)))];
