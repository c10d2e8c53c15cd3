import type { AgentAnswer, ChatTurnMessage } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation } from '@tanstack/react-query';

/** 'Testar agente': the agent's answer to the conversation so far. */
export const useTestChat = (agentId: string) =>
  useMutation({ mutationFn: (messages: ChatTurnMessage[]) => api.post<AgentAnswer>(`/agents/${agentId}/test-chat`, { messages }) });
