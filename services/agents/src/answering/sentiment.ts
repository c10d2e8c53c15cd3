// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- @nlpjs ships no types; other projects compiling this file need the declarations too
/// <reference path="../types/nlpjs.d.ts" />
import { containerBootstrap } from '@nlpjs/core';
import { LangPt } from '@nlpjs/lang-pt';
import { SentimentAnalyzer } from '@nlpjs/sentiment';

let analyzer: Promise<SentimentAnalyzer> | null = null;

function sentimentAnalyzer() {
  analyzer ??= (async () => {
    const container = await containerBootstrap();
    container.use(LangPt);
    return new SentimentAnalyzer({ container });
  })();
  return analyzer;
}

/**
 * How negative a client's text is, 0 (neutral or positive) to 10, from the stemmed Portuguese
 * AFINN lexicon of nlp.js (negations flip a word): each point of negative score is three here,
 * so the rule's default threshold of 7 needs one strongly negative word ('horrível', 'lixo', -3)
 * or two milder ones ('raiva', 'demora').
 */
export async function negativityOf(text: string): Promise<number> {
  const { sentiment } = await (await sentimentAnalyzer()).process({ locale: 'pt', text });
  return Math.max(0, Math.min(10, Math.round(-sentiment.score * 3)));
}
