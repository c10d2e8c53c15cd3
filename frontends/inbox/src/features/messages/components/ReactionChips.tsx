import type { ReactionGroup } from '@balcao/contracts';
import { Flex, theme } from 'antd';

/** Reactions under the message they reference; the count shows when more than one (spec 1 §4). */
export function ReactionChips({ reactions, alignEnd }: { reactions: readonly ReactionGroup[]; alignEnd: boolean }) {
  const { token } = theme.useToken();
  if (reactions.length === 0) return null;
  return (
    <Flex
      gap={4}
      wrap
      justify={alignEnd ? 'flex-end' : 'flex-start'}
      aria-label="Reações"
      role="list"
      style={{ marginTop: -6, paddingInline: 8, position: 'relative', zIndex: 1 }}
    >
      {reactions.map((reaction) => (
        <span
          key={reaction.emoji}
          role="listitem"
          aria-label={reaction.count > 1 ? `${reaction.emoji} ${reaction.count} reações` : `${reaction.emoji} reação`}
          data-testid="reaction-chip"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            padding: '0 8px',
            height: 24,
            borderRadius: 12,
            fontSize: 14,
            background: token.colorBgElevated,
            border: `1px solid ${token.colorBorderSecondary}`,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <span aria-hidden>{reaction.emoji}</span>
          {reaction.count > 1 && (
            <span aria-hidden style={{ fontSize: 12, color: token.colorTextSecondary }}>
              {reaction.count}
            </span>
          )}
        </span>
      ))}
    </Flex>
  );
}
