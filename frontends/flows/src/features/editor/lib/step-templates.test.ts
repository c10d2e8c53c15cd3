import { END_STEP_ID } from '@balcao/contracts';
import { stepKindOf } from '@balcao/flow-engine';
import { describe, expect, it } from 'vitest';
import { newSteps, PALETTE } from './step-templates';
import { hasNextHandle, hasOptionHandles } from './step-types';

describe('step templates', () => {
  it('offers the spec palette, the finalization category waiting for a first step', () => {
    expect(PALETTE.flatMap((category) => category.kinds.map((item) => item.kind))).toEqual(['text', 'input', 'choice', 'rating', 'lawsuit', 'redirect', 'end']);
    expect(PALETTE.filter((category) => category.needsSteps).map((category) => category.title)).toEqual(['Finalização']);
  });

  it('starts a rating with five options valued 1 to 5, recorded as an evaluation', () => {
    const [rating] = newSteps('rating');
    expect(rating.internalType).toBe('EVALUATION');
    expect(rating.options?.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(stepKindOf(rating)).toBe('rating');
    expect(hasOptionHandles(rating) && !hasNextHandle(rating)).toBe(true);
  });

  it('makes the end step the reserved END_CONVERSATION, without an outgoing handle', () => {
    const [end] = newSteps('end');
    expect(end.id).toBe(END_STEP_ID);
    expect(stepKindOf(end)).toBe('end');
    expect(hasNextHandle(end)).toBe(false);
  });

  it('groups the lawsuit lookup into four chained steps ending in the movements search', () => {
    const steps = newSteps('lawsuit');
    expect(new Set(steps.map((step) => step.groupId)).size).toBe(1);
    expect(steps.map((step) => stepKindOf(step))).toEqual(['choice', 'choice', 'input', 'search-movements']);
  });

  it('starts a redirect with the most available attendant and a choice with two empty options', () => {
    expect(newSteps('redirect')[0].metadata).toEqual({ isAvailable: true, userId: null });
    expect(newSteps('choice')[0].options).toHaveLength(2);
  });
});
