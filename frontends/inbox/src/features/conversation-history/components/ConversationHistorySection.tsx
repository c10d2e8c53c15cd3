import { HistoryOutlined } from '@ant-design/icons';
import type { ConversationStatus, ConversationSummary } from '@balcao/contracts';
import { formatDateTime, useSession } from '@balcao/ui';
import { Divider, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { CountPill } from '../../conversation-details/components/CountPill';
import { DetailsSection } from '../../conversation-details/components/DetailsSection';
import { useConversationHistory } from '../api/get-conversation-history';

const STATUS_LABELS: Record<ConversationStatus, string> = {
  ROBOT_INTERACTIVE: 'Com a IA',
  WAITING_HUMAN: 'Aguardando',
  HUMAN_INTERACTIVE: 'Em atendimento',
  INACTIVE: 'Finalizado',
};

/**
 * 'Atendimentos anteriores': the contact's other conversations (SPEC-DECISIONS: the list shows a
 * client once, by their latest conversation; the earlier ones are reached from here).
 */
export function ConversationHistorySection({ conversation }: { conversation: ConversationSummary }) {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const history = useConversationHistory(inboxId, conversation.personId);
  const earlier = (history.data?.data ?? []).filter((item) => item.id !== conversation.id);
  if (earlier.length === 0) return null;
  return (
    <>
      <Divider style={{ margin: 0 }} />
      <DetailsSection title="Atendimentos anteriores" badge={<CountPill count={earlier.length} testId="history-count" />}>
        <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {earlier.map((item) => (
            <li key={item.id}>
              <Link
                to={`/messages?id=${encodeURIComponent(item.id)}`}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', borderRadius: 8, background: token.colorFillQuaternary, color: token.colorText }}
              >
                <HistoryOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text style={{ fontSize: 13 }}>{formatDateTime(item.lastMessageAt ?? item.createdAt)}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {STATUS_LABELS[item.status]}
                    {item.user ? ` · ${item.user.name}` : ''}
                    {item.lastMessage?.content ? ` · ${item.lastMessage.content}` : ''}
                  </Typography.Text>
                </Flex>
              </Link>
            </li>
          ))}
        </Flex>
      </DetailsSection>
    </>
  );
}
