import { faqIndexOf, termsOf, type FaqEntry } from '../faq-answerer';
import freshHeldOutFile from './fresh-held-out.json';
import phrasingsFile from './phrasings.json';
import thirdHeldOutFile from './third-held-out.json';
import trainingsFile from './trainings.json';

/**
 * The evaluation of the agents' answering (issue 38): 35 trainings of a Brazilian law office and
 * client messages written as clients write them on WhatsApp, each labelled with the training that
 * answers it, or with none (off-topic: the agent must hand over). In four parts, by when they were
 * written and looked at (README.md): the tuning part, a first held-out part (looked at once, then
 * tuned on), and a second held-out part (fresh-held-out.json), written before the last round of
 * changes and looked at once after it; a third held-out part (third-held-out.json), written before a
 * third round of changes, whose figures alone were read.
 */
export type Part = 'tuning' | 'first held-out' | 'second held-out' | 'third held-out';

export interface Phrasing {
  text: string;
  /** The training that answers it; null for an off-topic message. */
  training: string | null;
  part: Part;
}

export const EVALUATION_TRAININGS: Array<FaqEntry & { area: string }> = trainingsFile;
export const EVALUATION_PHRASINGS: Phrasing[] = [
  ...phrasingsFile.map(({ text, training, heldOut }): Phrasing => ({ text, training, part: heldOut ? 'first held-out' : 'tuning' })),
  ...freshHeldOutFile.map(({ text, training }): Phrasing => ({ text, training, part: 'second held-out' })),
  ...thirdHeldOutFile.map(({ text, training }): Phrasing => ({ text, training, part: 'third held-out' })),
];
export const PARTS: Part[] = ['tuning', 'first held-out', 'second held-out', 'third held-out'];

/** What an answerer did with one message: the training it answered with, or null for a hand-over. */
export type Answerer = (text: string) => Promise<string | null> | string | null;

export interface Outcome {
  phrasing: Phrasing;
  answeredWith: string | null;
}

export interface Figures {
  onTopic: number;
  right: number;
  wrong: number;
  handedOver: number;
  offTopic: number;
  offTopicHandedOver: number;
}

/** The targets of issue 38, as shares. */
export const TARGETS = { right: 0.85, wrong: 0.03, offTopicHandedOver: 0.9 };

export function figuresOf(outcomes: Outcome[]): Figures {
  const onTopic = outcomes.filter((outcome) => outcome.phrasing.training !== null);
  const offTopic = outcomes.filter((outcome) => outcome.phrasing.training === null);
  return {
    onTopic: onTopic.length,
    right: onTopic.filter((outcome) => outcome.answeredWith === outcome.phrasing.training).length,
    wrong: onTopic.filter((outcome) => outcome.answeredWith !== null && outcome.answeredWith !== outcome.phrasing.training).length,
    handedOver: onTopic.filter((outcome) => outcome.answeredWith === null).length,
    offTopic: offTopic.length,
    offTopicHandedOver: offTopic.filter((outcome) => outcome.answeredWith === null).length,
  };
}

export const meetsTargets = (figures: Figures) =>
  figures.right / figures.onTopic >= TARGETS.right && figures.wrong / figures.onTopic <= TARGETS.wrong && figures.offTopicHandedOver / figures.offTopic >= TARGETS.offTopicHandedOver;

/** Runs every phrasing through the answerer, one at a time. */
export async function evaluate(answerer: Answerer, phrasings = EVALUATION_PHRASINGS): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const phrasing of phrasings) outcomes.push({ phrasing, answeredWith: await answerer(phrasing.text) });
  return outcomes;
}

/** The local answerer (no language model) over the evaluation's trainings, as the agent runtime runs it. */
export function localAnswerer(trainings: FaqEntry[] = EVALUATION_TRAININGS): Answerer {
  const index = faqIndexOf(trainings);
  return (text) => index.bestMatch(text)?.entry.id ?? null;
}

/**
 * Which training a free-text reply (a language model's) gave: the one whose answer shares the
 * most terms with it, or null when it shares too little with any. An approximation the model
 * run needs, since a model rewords the answer.
 */
export function trainingAnsweredIn(reply: string, trainings: FaqEntry[] = EVALUATION_TRAININGS): string | null {
  const replyTerms = new Set(termsOf(reply));
  let best: { id: string; share: number } | null = null;
  for (const training of trainings) {
    const answerTerms = new Set(termsOf(training.answer));
    const shared = [...answerTerms].filter((term) => replyTerms.has(term)).length;
    const share = shared / Math.max(answerTerms.size, 1);
    if (!best || share > best.share) best = { id: training.id, share };
  }
  return best && best.share >= 0.3 ? best.id : null;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

/** The figures of one part of the set, as lines. */
export function describeFigures(label: string, figures: Figures): string {
  return [
    `${label}: ${figures.onTopic} client questions, ${figures.offTopic} off-topic messages`,
    `  right training answered  ${percent(figures.right, figures.onTopic).padStart(6)}  (${figures.right})   target ≥ ${TARGETS.right * 100}%`,
    `  wrong training answered  ${percent(figures.wrong, figures.onTopic).padStart(6)}  (${figures.wrong})   target ≤ ${TARGETS.wrong * 100}%`,
    `  handed over              ${percent(figures.handedOver, figures.onTopic).padStart(6)}  (${figures.handedOver})`,
    `  off-topic handed over    ${percent(figures.offTopicHandedOver, figures.offTopic).padStart(6)}  (${figures.offTopicHandedOver})   target ≥ ${TARGETS.offTopicHandedOver * 100}%`,
  ].join('\n');
}

/** The full report: all phrasings, each part, then every miss. */
export function describeOutcomes(outcomes: Outcome[]): string {
  const lines = [
    describeFigures('All', figuresOf(outcomes)),
    ...PARTS.map((part) => describeFigures(`Part: ${part}`, figuresOf(outcomes.filter((outcome) => outcome.phrasing.part === part)))),
    '',
    'Misses:',
  ];
  for (const { phrasing, answeredWith } of outcomes) {
    if (answeredWith === phrasing.training) continue;
    const expected = phrasing.training ?? 'hand-over';
    const got = answeredWith ?? 'hand-over';
    lines.push(`  [${phrasing.part}] "${phrasing.text}"  expected ${expected}, got ${got}`);
  }
  return lines.join('\n');
}
