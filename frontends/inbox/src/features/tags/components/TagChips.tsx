import type { TagSummary } from '@balcao/contracts';
import { Flex, Tag, Tooltip, Typography } from 'antd';

/** Spec 1 §2: at most three tags on a row, then '+N'. */
export const MAX_VISIBLE_TAGS = 3;

type Props = {
  tags: readonly TagSummary[];
  max?: number;
  /** Shown when there are none; nothing by default. */
  emptyText?: string;
};

/** A record's tags in their colours, the ones past `max` folded into '+N' with their names on hover. */
export function TagChips({ tags, max = MAX_VISIBLE_TAGS, emptyText }: Props) {
  if (tags.length === 0) {
    return emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  }
  const visible = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <Flex gap={4} wrap align="center">
      {visible.map((tag) => (
        <Tag key={tag.id} color={tag.color} style={{ marginInlineEnd: 0, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {tag.name}
        </Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map((tag) => tag.name).join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }} aria-label={`Mais ${hidden.length} etiquetas: ${hidden.map((tag) => tag.name).join(', ')}`}>
            +{hidden.length}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
