import type { ConversationSummary } from '@balcao/contracts';
import { DeleteOutlined, InfoCircleOutlined, MoreOutlined, PushpinOutlined, TagsOutlined, UserOutlined } from '@ant-design/icons';
import { toast } from '@balcao/ui';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useConversationDetails } from '../hooks/conversation-details-context';
import { useDeleteConversation } from '../hooks/use-delete-conversation';
import { useUpdateConversation } from '../hooks/use-update-conversation';
import { toastSaveFailed } from '../lib/save-failed';

type OptionKey = 'details' | 'contact' | 'pin' | 'tags' | 'delete';

/** The conversation options menu of the header (spec 1 §2). */
export function ConversationOptionsMenu({ conversation }: { conversation: Pick<ConversationSummary, 'id' | 'isFixed'> }) {
  const details = useConversationDetails();
  const pin = useUpdateConversation(conversation.id);
  const confirmDelete = useDeleteConversation(conversation.id, details.onDeleted);

  const togglePin = () => {
    const isFixed = !conversation.isFixed;
    pin.mutate(
      { isFixed },
      {
        onSuccess: () => toast.success(isFixed ? 'Conversa fixada no topo' : 'Conversa desafixada'),
        onError: toastSaveFailed(isFixed ? 'Não foi possível fixar a conversa' : 'Não foi possível desafixar a conversa'),
      },
    );
  };

  const actions: Record<OptionKey, () => void> = {
    details: details.togglePanel,
    contact: details.openContact,
    pin: togglePin,
    tags: details.openTags,
    delete: confirmDelete,
  };

  const items: MenuProps['items'] = [
    { key: 'details', icon: <InfoCircleOutlined />, label: 'Dados da conversa' },
    { key: 'contact', icon: <UserOutlined />, label: 'Dados do contato' },
    { key: 'pin', icon: <PushpinOutlined />, label: conversation.isFixed ? 'Desafixar' : 'Fixar no topo', disabled: pin.isPending },
    { key: 'tags', icon: <TagsOutlined />, label: 'Etiquetas' },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined />, label: 'Deletar conversa', danger: true },
  ];

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: ({ key }) => actions[key as OptionKey]() }}>
      <Button type="text" icon={<MoreOutlined />} aria-label="Opções da conversa" />
    </Dropdown>
  );
}
