import { describe, expect, it } from 'vitest';
import { message } from '../../../test/fixtures';
import { evaluationAnchorId, evaluationText } from './evaluation-text';

describe('the rating line of the timeline', () => {
  const evaluation = { score: 4, answeredAt: '2025-03-05T15:30:00.000Z' };
  const request = message({ id: 'ask', direction: 'OUTBOUND', messageAt: '2025-03-05T15:00:00.000Z' });
  const answer = message({ id: 'answer', content: '4', messageAt: '2025-03-05T15:30:00.000Z' });
  const later = message({ id: 'later', messageAt: '2025-03-06T10:00:00.000Z' });

  it('reads as the score out of 5', () => {
    expect(evaluationText(4)).toBe('4 de 5');
  });

  it("goes right after the client's answer, even when more came after it", () => {
    expect(evaluationAnchorId([request, answer, later], evaluation, false)).toBe('answer');
  });

  it('waits for the older page that holds the answer, or closes a timeline without one', () => {
    expect(evaluationAnchorId([later], evaluation, true)).toBeNull();
    expect(evaluationAnchorId([], evaluation, false)).toBe('end');
  });
});
