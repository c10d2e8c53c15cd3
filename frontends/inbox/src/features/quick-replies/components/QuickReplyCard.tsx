import type { FastMessage } from '@balcao/contracts';
import { TwoClickDeleteButton } from '@balcao/ui';
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { TagChips } from '../../tags/components/TagChips';
import { PlaceholderContent } from './PlaceholderContent';

type Props = {
  reply: FastMessage;
  onEdit: (reply: FastMessage) => void;
  onDelete: (reply: FastMessage) => Promise<unknown>;
};

/** One quick reply: title, the start of its text and its tags. */
export function QuickReplyCard({ reply, onEdit, onDelete }: Props) {
  return (
    <Card
      size="small"
      role="article"
      aria-label={reply.title}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%', padding: 16 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: reply.title }} style={{ fontSize: 15 }}>
            {reply.title}
          </Typography.Text>
          {reply.templateKey && (
            <Tag variant="filled" style={{ alignSelf: 'flex-start', marginInlineEnd: 0, fontSize: 11 }}>
              Modelo
            </Tag>
          )}
        </Flex>
        <Flex gap={0} style={{ flexShrink: 0 }}>
          <Tooltip title="Editar">
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Editar ${reply.title}`} onClick={() => onEdit(reply)} />
          </Tooltip>
          <TwoClickDeleteButton size="small" onConfirm={() => onDelete(reply)} tooltip={`Excluir ${reply.title}`} />
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 4 }} style={{ margin: 0, flex: 1, whiteSpace: 'pre-line' }}>
        <PlaceholderContent content={reply.content} />
      </Typography.Paragraph>
      <TagChips tags={reply.tags} />
    </Card>
  );
}
