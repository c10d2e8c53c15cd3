import type { ConversationSummary, TagSummary } from '@balcao/contracts';
import { SettingOutlined, TagsOutlined } from '@ant-design/icons';
import { LoadFailed, useSession } from '@balcao/ui';
import { Checkbox, Drawer, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTags } from '../../tags/api/get-tags';
import { TagDot } from '../../tags/components/TagDot';
import { useToggleConversationTag } from '../api/change-conversation-tags';
import { sideDrawerWidth } from './drawer-width';

interface ChatTagsDrawerProps {
  conversation: Pick<ConversationSummary, 'id' | 'tags'>;
  open: boolean;
  onClose: () => void;
}

const manageLink = (
  <Link to="/tags">
    <SettingOutlined /> Gerenciar etiquetas
  </Link>
);

/**
 * The conversation's tags (spec 1 §2 'chat tags' drawer): the workspace's 'conversas' tags,
 * each checked when the conversation has it; a click links or unlinks it at once.
 */
export function ChatTagsDrawer({ conversation, open, onClose }: ChatTagsDrawerProps) {
  const { inboxId } = useSession();
  const tags = useTags(inboxId, 'conversas');
  const toggle = useToggleConversationTag(conversation.id);

  // Tags the conversation has keep showing even if their modules changed since, so they can go.
  const offered = useMemo(() => {
    const byId = new Map<string, TagSummary>();
    for (const tag of tags.data ?? []) byId.set(tag.id, tag);
    for (const tag of conversation.tags) if (!byId.has(tag.id)) byId.set(tag.id, tag);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }, [tags.data, conversation.tags]);

  const isLinked = (tagId: string) =>
    toggle.isPending && toggle.variables.tagId === tagId ? toggle.variables.linked : conversation.tags.some((tag) => tag.id === tagId);

  let body;
  if (tags.isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  } else if (tags.isError && !tags.data) {
    body = <LoadFailed message="Não foi possível carregar as etiquetas." onRetry={() => void tags.refetch()} />;
  } else if (offered.length === 0) {
    body = (
      <Empty
        image={<TagsOutlined style={{ fontSize: 40 }} />}
        styles={{ image: { height: 48 } }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>Nenhuma etiqueta encontrada</Typography.Text>
            <Typography.Text type="secondary">Crie etiquetas do módulo Conversas para organizar os atendimentos.</Typography.Text>
          </Flex>
        }
      >
        {manageLink}
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Marque as etiquetas desta conversa; cada mudança é salva na hora.</Typography.Text>
        <Flex component="ul" vertical gap={4} aria-label="Etiquetas disponíveis" style={{ margin: 0, padding: 0 }}>
          {offered.map((tag) => (
            <li key={tag.id} style={{ listStyle: 'none' }}>
              <Checkbox
                checked={isLinked(tag.id)}
                disabled={toggle.isPending}
                onChange={(event) => toggle.mutate({ tagId: tag.id, linked: event.target.checked })}
                style={{ width: '100%', padding: '6px 4px' }}
              >
                <Flex align="center" gap={8}>
                  <TagDot color={tag.color} />
                  {tag.name}
                </Flex>
              </Checkbox>
            </li>
          ))}
        </Flex>
      </Flex>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={sideDrawerWidth()}
      title="Etiquetas"
      footer={offered.length > 0 ? manageLink : undefined}
    >
      {body}
    </Drawer>
  );
}
