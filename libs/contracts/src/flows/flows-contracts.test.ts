import { describe, expect, it } from 'vitest';
import { ZFlowContent, ZFlowInput, ZFlowSessionState } from '../index';

describe('flow contracts', () => {
  it('reads the content a new flow is created with (spec 2 §7)', () => {
    expect(ZFlowContent.parse({ steps: [], initialStepId: '' })).toEqual({ steps: [], initialStepId: '' });
    expect(ZFlowContent.parse({})).toEqual({ steps: [], initialStepId: '' });
  });

  it('reads stored steps with nulls where the editor leaves links empty', () => {
    const content = ZFlowContent.parse({
      initialStepId: 'welcome',
      steps: [
        { id: 'welcome', type: 'text', content: 'Olá', nextStepId: null },
        { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: false, userId: 'u1' }, timeoutSeconds: null },
      ],
    });
    expect(content.steps[1]).toMatchObject({ content: '', systemAction: 'ASSIGN_USER', metadata: { userId: 'u1' } });
  });

  it('rejects an unknown step type or system action', () => {
    expect(ZFlowContent.safeParse({ steps: [{ id: 'a', type: 'video' }], initialStepId: 'a' }).success).toBe(false);
    expect(ZFlowContent.safeParse({ steps: [{ id: 'a', type: 'system', systemAction: 'SEND_EMAIL' }], initialStepId: 'a' }).success).toBe(false);
  });

  it('validates the session state and inputs the runtime stores and receives', () => {
    expect(ZFlowSessionState.parse({ status: 'waiting_answer', currentStepId: 'a', answers: { a: 'x' }, lastInputStepId: 'a' })).toBeTruthy();
    expect(ZFlowInput.safeParse({ type: 'lookup_result', stepId: 's', result: { status: 'found' } }).success).toBe(false);
  });
});
