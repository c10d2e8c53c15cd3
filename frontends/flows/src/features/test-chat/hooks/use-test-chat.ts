import type { FlowAction, FlowContent, FlowMessage, FlowSessionState } from '@balcao/contracts';
import { createSampleCourtCaseLookup, toFlowLookupResult } from '@balcao/court-cases';
import { advanceFlow, startFlow, type FlowContext, type FlowTurn } from '@balcao/flow-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TEST_CHAT_DELAYS, type TestChatDelays } from '../lib/test-chat-delays';

type NewChatItem = { from: 'bot'; message: FlowMessage } | { from: 'client'; text: string } | { from: 'system'; text: string };
export type ChatItem = NewChatItem & { id: number };

export type ChatStatus = 'idle' | 'busy' | 'waiting' | 'finished';

interface Options {
  content: FlowContent;
  context: FlowContext;
  attendantName: (userId: string) => string | undefined;
  delays?: TestChatDelays;
}

/**
 * Runs the flow in the browser with the SAME engine the server runs (so it answers as WhatsApp
 * would), pacing its messages like spec 2 §4 and answering case lookups with the sample data.
 */
export function useTestChat({ content, context, attendantName, delays = TEST_CHAT_DELAYS }: Options) {
  const [items, setItems] = useState<ChatItem[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [typing, setTyping] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const state = useRef<FlowSessionState | null>(null);
  const run = useRef(0);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  const sleep = useCallback((ms: number, token: number) => {
    return new Promise<boolean>((resolve) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        resolve(run.current === token);
      }, ms);
      timers.current.add(timer);
    });
  }, []);

  const push = useCallback((item: NewChatItem) => {
    nextId.current += 1;
    const id = nextId.current;
    setItems((current) => [...current, { ...item, id }]);
  }, []);

  const describe = useCallback(
    (action: FlowAction): string | null => {
      switch (action.type) {
        case 'ASSIGN_USER':
          return action.mode === 'specific'
            ? `Conversa transferida para ${attendantName(action.userId) ?? 'o atendente escolhido'}.`
            : 'Conversa transferida para o atendente mais disponível.';
        case 'EVALUATION':
          return `Avaliação registrada: nota ${action.score}.`;
        case 'END_CONVERSATION':
          return 'Atendimento encerrado.';
        default:
          return null;
      }
    },
    [attendantName],
  );

  const play = useCallback(
    async (turn: FlowTurn, token: number): Promise<void> => {
      setStatus('busy');
      for (const [index, message] of turn.messages.entries()) {
        setTyping(true);
        if (!(await sleep(index === 0 ? delays.typing : delays.textAdvance, token))) return;
        setTyping(false);
        push({ from: 'bot', message });
      }
      setTyping(false);
      state.current = turn.state;
      for (const action of turn.actions) {
        const text = describe(action);
        if (text) push({ from: 'system', text });
      }
      const lookup = turn.actions.find((action) => action.type === 'SEARCH_MOVEMENTS');
      if (lookup && lookup.type === 'SEARCH_MOVEMENTS') {
        setNotice('Consultando o tribunal…');
        if (!(await sleep(delays.systemFirst, token))) return;
        setNotice('Buscando as movimentações do processo…');
        if (!(await sleep(delays.systemSecond, token))) return;
        setNotice(null);
        const result = toFlowLookupResult(await createSampleCourtCaseLookup().findMovements(lookup.caseNumber));
        if (run.current !== token) return;
        return play(advanceFlow(content, turn.state, { type: 'lookup_result', stepId: lookup.stepId, result }, context), token);
      }
      setStatus(turn.state.status === 'finished' || turn.state.status === 'handed_off' ? 'finished' : 'waiting');
    },
    [content, context, delays, describe, push, sleep],
  );

  const restart = useCallback(() => {
    run.current += 1;
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.clear();
    setItems([]);
    setNotice(null);
    state.current = null;
    void play(startFlow(content, context), run.current);
  }, [content, context, play]);

  const answer = useCallback(
    async (text: string) => {
      if (status !== 'waiting' || !state.current || !text.trim()) return;
      const token = run.current;
      push({ from: 'client', text });
      setStatus('busy');
      if (!(await sleep(delays.choice, token))) return;
      await play(advanceFlow(content, state.current, { type: 'message', text }, context), token);
    },
    [content, context, delays.choice, play, push, sleep, status],
  );

  useEffect(
    () => () => {
      run.current += 1;
      timers.current.forEach((timer) => window.clearTimeout(timer));
    },
    [],
  );

  return { items, status, typing, notice, restart, answer };
}
