import { describe, expect, it } from 'vitest';
import { foldText } from '../portuguese-text';
import { describeOutcomes, evaluate, EVALUATION_PHRASINGS, EVALUATION_TRAININGS, figuresOf, localAnswerer } from './faq-evaluation';

describe('the FAQ evaluation set (issue 38)', () => {
  it('holds at least 30 trainings, 200 client phrasings each labelled with one of them, and 40 off-topic messages', () => {
    const ids = new Set(EVALUATION_TRAININGS.map((training) => training.id));
    expect(ids.size).toBe(EVALUATION_TRAININGS.length);
    expect(ids.size).toBeGreaterThanOrEqual(30);
    const onTopic = EVALUATION_PHRASINGS.filter((phrasing) => phrasing.training !== null);
    expect(onTopic.length).toBeGreaterThanOrEqual(200);
    expect(EVALUATION_PHRASINGS.length - onTopic.length).toBeGreaterThanOrEqual(40);
    for (const phrasing of onTopic) expect(ids).toContain(phrasing.training);
    // Every training is asked about, and a part of the set is kept out of tuning.
    expect(new Set(onTopic.map((phrasing) => phrasing.training)).size).toBe(ids.size);
    expect(EVALUATION_PHRASINGS.filter((phrasing) => phrasing.part === 'second held-out' && phrasing.training !== null).length).toBeGreaterThanOrEqual(70);
    expect(EVALUATION_PHRASINGS.filter((phrasing) => phrasing.part === 'second held-out' && phrasing.training === null).length).toBeGreaterThanOrEqual(15);
    // No message is in two parts.
    expect(new Set(EVALUATION_PHRASINGS.map((phrasing) => foldText(phrasing.text))).size).toBe(EVALUATION_PHRASINGS.length);
  });
});

/**
 * Issue 38's targets (TARGETS: >= 85% right, <= 3% wrong, >= 90% off-topic handed over) are not
 * all reached yet. On the whole set: 80.6% right, 3.2% wrong, 86.2% off-topic handed over (tuning
 * part 80.0 / 3.3 / 90.0; held-out part, looked at once after tuning, 82.9 / 2.9 / 73.3 of 15).
 * These floors keep what was reached from slipping back; raise them towards TARGETS as the
 * answerer improves (`npm run bench -- faq` lists every miss).
 */
const REACHED = { right: 0.8, wrong: 0.035, offTopicHandedOver: 0.86 };

describe('the local answerer on the evaluation set (no language model)', async () => {
  const outcomes = await evaluate(localAnswerer());
  const all = figuresOf(outcomes);
  const share = (part: number, whole: number) => part / whole;

  it('answers the right training to most client phrasings', () => {
    expect(share(all.right, all.onTopic), describeOutcomes(outcomes)).toBeGreaterThanOrEqual(REACHED.right);
  });

  it('rarely answers with a wrong training: a hand-over is better', () => {
    expect(share(all.wrong, all.onTopic), describeOutcomes(outcomes)).toBeLessThanOrEqual(REACHED.wrong);
  });

  it('hands over messages the trainings do not cover', () => {
    expect(share(all.offTopicHandedOver, all.offTopic), describeOutcomes(outcomes)).toBeGreaterThanOrEqual(REACHED.offTopicHandedOver);
  });
});
