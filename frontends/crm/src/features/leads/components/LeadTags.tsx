import { Flex, Tag, Tooltip } from 'antd';

/** Spec 2 §9: a card shows 3 tags, then '+N'. */
export const CARD_TAG_LIMIT = 3;

interface LeadTagsProps {
  tags: readonly { id: string; name: string; color: string }[];
  /** Show every tag (detail modal) rather than 3 and '+N'. */
  all?: boolean;
}

/** The lead's tags as chips; names longer than 100 px are cut with an ellipsis. */
export function LeadTags({ tags, all = false }: LeadTagsProps) {
  if (tags.length === 0) return null;
  const shown = all ? tags : tags.slice(0, CARD_TAG_LIMIT);
  const hidden = tags.slice(shown.length);
  return (
    <Flex gap={4} wrap>
      {shown.map((tag) => (
        <Tag key={tag.id} color={tag.color} style={{ marginInlineEnd: 0, maxWidth: all ? undefined : 100, overflow: 'hidden', textOverflow: 'ellipsis' }} title={tag.name}>
          {tag.name}
        </Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map((tag) => tag.name).join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{hidden.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
