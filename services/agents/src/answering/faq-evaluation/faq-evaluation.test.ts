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
    expect(EVALUATION_PHRASINGS.filter((phrasing) => phrasing.part === 'third held-out' && phrasing.training !== null).length).toBeGreaterThanOrEqual(100);
    expect(EVALUATION_PHRASINGS.filter((phrasing) => phrasing.part === 'third held-out' && phrasing.training === null).length).toBeGreaterThanOrEqual(20);
    // No message is in two parts.
    expect(new Set(EVALUATION_PHRASINGS.map((phrasing) => foldText(phrasing.text))).size).toBe(EVALUATION_PHRASINGS.length);
  });
});

/**
 * Issue 38's targets (TARGETS: >= 85% right, <= 3% wrong, >= 90% off-topic handed over) on the
 * whole set (522 client questions, 105 off-topic): 83.3% right, 1.1% wrong, 90.5% off-topic handed
 * over. Parts: tuning 86.5 / 1.2 / 96.0; first held-out (seen, then tuned on) 87.1 / 0.0 / 80.0;
 * second held-out 81.4 / 1.0 / 80.0; third held-out, never tuned on, 75.2 / 1.9 / 95.0 (README.md).
 * These floors are what was reached, so it cannot slip back; raise them to TARGETS when reached
 * (`npm run bench -- faq` lists every miss).
 */
const REACHED = { right: 0.83, wrong: 0.015, offTopicHandedOver: 0.9 };

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
