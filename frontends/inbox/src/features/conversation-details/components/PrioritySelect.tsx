import { PRIORITIES, PRIORITY_LABELS, type ConversationSummary, type Priority } from '@balcao/contracts';
import { Select } from 'antd';
import { useUpdateConversation } from '../hooks/use-update-conversation';
import { toastSaveFailed } from '../lib/save-failed';

const OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** 'Prioridade' (spec 1 §3, §4): saved as soon as it changes. */
export function PrioritySelect({ conversation, id }: { conversation: Pick<ConversationSummary, 'id' | 'priority'>; id: string }) {
  const update = useUpdateConversation(conversation.id);
  const value = (update.isPending && update.variables.priority) || conversation.priority;
  return (
    <Select<Priority>
      id={id}
      value={value}
      options={OPTIONS}
      loading={update.isPending}
      onChange={(priority) => update.mutate({ priority }, { onError: toastSaveFailed('Não foi possível salvar a prioridade') })}
      style={{ width: '100%' }}
    />
  );
}
