import type { ConversationSummary } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useAttendants } from '../../attendants/api/get-attendants';
import { useUpdateConversation } from '../hooks/use-update-conversation';
import { toastSaveFailed } from '../lib/save-failed';

/** 'Atendente responsável' (spec 1 §2, §4): a workspace member or nobody, saved as soon as it changes. */
export function ResponsibleSelect({ conversation, id }: { conversation: Pick<ConversationSummary, 'id' | 'user'>; id: string }) {
  const { inboxId } = useSession();
  const attendants = useAttendants(inboxId);
  const update = useUpdateConversation(conversation.id);

  const options = useMemo(() => {
    const members = (attendants.data ?? []).map((user) => ({ value: user.id, label: user.name }));
    // Someone who has left the workspace still shows as the current responsible.
    const current = conversation.user;
    if (current && !members.some((option) => option.value === current.id)) members.unshift({ value: current.id, label: current.name });
    return members;
  }, [attendants.data, conversation.user]);

  const saving = update.isPending && update.variables.userId !== undefined;
  const value = saving ? update.variables.userId : (conversation.user?.id ?? null);

  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      options={options}
      allowClear
      placeholder="Sem responsável"
      loading={attendants.isLoading || update.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={attendants.isError ? 'Não foi possível carregar os atendentes' : 'Nenhum atendente disponível'}
      onChange={(userId?: string) =>
        update.mutate({ userId: userId ?? null }, { onError: toastSaveFailed('Não foi possível salvar o atendente responsável') })
      }
      style={{ width: '100%' }}
    />
  );
}
