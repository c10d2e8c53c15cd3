import { toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { deleteConversation } from '../../conversations/api/update-conversation';
import { removeFromLists } from '../lib/list-updates';

/**
 * 'Deletar conversa' asks once, then deletes. The workspace moves on first (spec 1 §4: to the
 * first remaining conversation, or /messages), then the conversation leaves the lists.
 */
export function useDeleteConversation(conversationId: string, onDeleted: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const remove = useMutation({
    mutationFn: () => deleteConversation(conversationId),
    onSuccess: () => {
      toast.success('Conversa deletada');
      onDeleted(conversationId);
      removeFromLists(queryClient, conversationId);
    },
  });

  return useCallback(
    () =>
      modal.confirm({
        title: 'Deletar conversa?',
        content: 'A conversa, suas mensagens e notas serão apagadas para todos. Esta ação não pode ser desfeita.',
        okText: 'Deletar',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: () => remove.mutateAsync().catch(() => undefined),
      }),
    [modal, remove],
  );
}
