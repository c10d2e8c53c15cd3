import type { TagSummary } from '@balcao/contracts';
import { Flex, Tag, Tooltip } from 'antd';
import { MAX_VISIBLE_TAGS } from '../../tags/components/TagChips';

/** Spec 1 §2: a list item shows at most three tags, small and in their colours, then '+N'. */
export function ConversationTags({ tags }: { tags: readonly TagSummary[] }) {
  if (tags.length === 0) return null;
  const visible = tags.slice(0, MAX_VISIBLE_TAGS);
  const hidden = tags.slice(MAX_VISIBLE_TAGS);
  return (
    <Flex gap={4} wrap={false} style={{ minWidth: 0, overflow: 'hidden' }}>
      {visible.map((tag) => (
        <Tag
          key={tag.id}
          color={tag.color}
          style={{ marginInlineEnd: 0, maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', fontSize: 11, lineHeight: '18px' }}
        >
          {tag.name}
        </Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map((tag) => tag.name).join(', ')}>
          <Tag
            style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}
            aria-label={`Mais ${hidden.length} etiquetas: ${hidden.map((tag) => tag.name).join(', ')}`}
          >
            +{hidden.length}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
