import type { FlowContent } from '@balcao/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CHAT_DELAYS } from '../lib/test-chat-delays';
import { useTestChat } from './use-test-chat';

const content: FlowContent = {
  initialStepId: 'a',
  steps: [
    { id: 'a', type: 'text', content: 'Primeira', nextStepId: 'b' },
    { id: 'b', type: 'list', content: 'Escolha', options: [{ title: 'Sim', nextStepId: 'END_CONVERSATION' }, { title: 'Não', nextStepId: 'END_CONVERSATION' }] },
    { id: 'END_CONVERSATION', type: 'system', systemAction: 'END_CONVERSATION', content: 'Fim' },
  ],
};

const texts = (items: ReturnType<typeof useTestChat>['items']) =>
  items.map((item) => (item.from === 'bot' ? (item.message.type === 'text' ? item.message.text : item.message.text) : item.text));

describe('useTestChat pacing (spec 2 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types for 1 s, advances text after 1 s and answers a choice after 0.5 s', async () => {
    expect(TEST_CHAT_DELAYS).toEqual({ typing: 1000, textAdvance: 1000, choice: 500, systemFirst: 1500, systemSecond: 2000 });
    const { result } = renderHook(() => useTestChat({ content, context: {}, attendantName: () => undefined }));
    act(() => result.current.restart());
    expect(result.current.typing).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current.items).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(texts(result.current.items)).toEqual(['Primeira']);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(texts(result.current.items)).toEqual(['Primeira']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(texts(result.current.items)).toEqual(['Primeira', 'Escolha']);
    expect(result.current.status).toBe('waiting');

    await act(async () => {
      void result.current.answer('Sim');
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(texts(result.current.items)).toEqual(['Primeira', 'Escolha', 'Sim']);
    expect(result.current.status).toBe('busy');
    await act(() => vi.advanceTimersByTimeAsync(1 + 1000));
    expect(texts(result.current.items)).toEqual(['Primeira', 'Escolha', 'Sim', 'Fim', 'Atendimento encerrado.']);
    expect(result.current.status).toBe('finished');
  });
});
