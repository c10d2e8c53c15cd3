import type { ConversationSummary } from '@balcao/contracts';
import { CheckCircleOutlined, ClockCircleOutlined, CustomerServiceOutlined, RobotOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/** The status line of the header (spec 1 §2). */
export function statusBadgeOf(conversation: Pick<ConversationSummary, 'status' | 'user'>) {
  switch (conversation.status) {
    case 'ROBOT_INTERACTIVE':
      return { label: 'Em atendimento pela IA', color: 'purple', icon: <RobotOutlined /> };
    case 'WAITING_HUMAN':
      return { label: 'Aguardando atendimento humano', color: 'orange', icon: <ClockCircleOutlined /> };
    case 'HUMAN_INTERACTIVE':
      return {
        label: conversation.user?.name ? `Atendido por ${conversation.user.name}` : 'Em atendimento humano',
        color: 'green',
        icon: <CustomerServiceOutlined />,
      };
    default:
      return { label: 'Finalizado', color: 'default', icon: <CheckCircleOutlined /> };
  }
}

export function ConversationStatusBadge({ conversation }: { conversation: Pick<ConversationSummary, 'status' | 'user'> }) {
  const badge = statusBadgeOf(conversation);
  return (
    <Tag color={badge.color} icon={badge.icon} style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {badge.label}
    </Tag>
  );
}
