import type { ConversationSummary } from '@balcao/contracts';
import { ApiRequestError, errorMessageOf, toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { conversationListsQueryKey } from '../../conversations/api/get-conversations';
import { endHumanSupport, startHumanSupport } from '../../conversations/api/human-support';
import { applyConversationToCache } from '../../conversations/lib/apply-to-cache';

/**
 * The header's human-mode toggle (spec 1 §4). Starting sets HUMAN_INTERACTIVE; when the chat
 * is already human (409) a 'Finalizar atendimento?' prompt offers to end it instead. Ending
 * clears human mode and reloads the list.
 */
export function useHumanSupport(conversation: Pick<ConversationSummary, 'id' | 'status'>) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();

  const end = useMutation({
    mutationFn: endHumanSupport,
    onSuccess: async (summary) => {
      applyConversationToCache(queryClient, summary, summary.id);
      await queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
    },
  });

  const start = useMutation({
    mutationFn: startHumanSupport,
    onSuccess: (summary) => applyConversationToCache(queryClient, summary, summary.id),
  });

  const confirmFinish = () =>
    modal.confirm({
      title: 'Finalizar atendimento?',
      content: 'Esta conversa já está em atendimento humano. Deseja finalizar o atendimento agora?',
      okText: 'Finalizar',
      cancelText: 'Cancelar',
      onOk: () => end.mutateAsync(conversation.id).catch(() => undefined),
    });

  const toggle = async () => {
    if (conversation.status === 'HUMAN_INTERACTIVE') {
      end.mutate(conversation.id);
      return;
    }
    try {
      await start.mutateAsync(conversation.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) confirmFinish();
      else if (error instanceof ApiRequestError) toast.error(errorMessageOf(error.body), error.description);
    }
  };

  return { toggle, busy: start.isPending || end.isPending, isHuman: conversation.status === 'HUMAN_INTERACTIVE' };
}
