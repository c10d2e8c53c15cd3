import type { Message } from '@balcao/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { useRemoveMessage } from '../api/remove-message';

/** 'Apagar' asks once, then deletes for everyone (POST remove-message). */
export function useDeleteMessage() {
  const { modal } = App.useApp();
  const remove = useRemoveMessage();
  return useCallback(
    (message: Message) =>
      modal.confirm({
        title: 'Apagar mensagem?',
        content: 'A mensagem será apagada para todos nesta conversa.',
        okText: 'Apagar',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: () => remove.mutateAsync({ messageId: message.id, conversationId: message.conversationId }).catch(() => undefined),
      }),
    [modal, remove],
  );
}
