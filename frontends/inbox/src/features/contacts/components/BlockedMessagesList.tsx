import { BLOCKED_MESSAGES_TEXTS, type BlockedMessage } from '@balcao/contracts';
import { formatDateTime, LoadFailed, useSession } from '@balcao/ui';
import { Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { MEDIA_LABELS } from '../../messages/lib/message-rules';
import { useBlockedMessages } from '../api/get-blocked-messages';

function textOf(message: BlockedMessage): string {
  const text = message.content?.trim() || message.caption?.trim();
  if (text) return text;
  if (message.fileName) return message.fileName;
  return MEDIA_LABELS[message.type] ?? 'Mensagem';
}

/** One message kept while the contact was blocked: when, what, and its file if it was kept. */
function BlockedMessageItem({ message }: { message: BlockedMessage }) {
  const withText = Boolean(message.content?.trim() || message.caption?.trim());
  return (
    <List.Item style={{ paddingInline: 0 }}>
      <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(message.messageAt)}
          </Typography.Text>
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {BLOCKED_MESSAGES_TEXTS.mark}
          </Tag>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{textOf(message)}</Typography.Paragraph>
        {message.fileUrl && (
          <Typography.Link href={message.fileUrl} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {withText ? (message.fileName ?? MEDIA_LABELS[message.type] ?? 'Arquivo') : 'Abrir arquivo'}
          </Typography.Link>
        )}
      </Flex>
    </List.Item>
  );
}

/**
 * 'Mensagens recebidas enquanto bloqueado': what a blocked contact sent. It was kept, but opened
 * no conversation, woke no flow or agent and notified nobody.
 */
export function BlockedMessagesList({ personId }: { personId: string }) {
  const { inboxId } = useSession();
  const messages = useBlockedMessages(inboxId, personId);
  if (messages.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!messages.data) return <LoadFailed message="Não foi possível carregar as mensagens recebidas enquanto bloqueado." onRetry={() => void messages.refetch()} />;
  if (messages.data.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BLOCKED_MESSAGES_TEXTS.empty} />;
  return (
    <List
      aria-label={BLOCKED_MESSAGES_TEXTS.title}
      dataSource={messages.data.data}
      rowKey="id"
      renderItem={(message) => <BlockedMessageItem message={message} />}
    />
  );
}
