import type { ConversationSummary } from '@balcao/contracts';
import { ClockCircleOutlined } from '@ant-design/icons';
import { formatSla, useNow } from '@balcao/ui';
import { Tag } from 'antd';

const COLOR = { ok: 'green', soon: 'orange', late: 'red' } as const;

/** The time left to answer, or how late (issue 40), renewed every 30 s; nothing when no answer is due. */
export function SlaBadge({ conversation }: { conversation: Pick<ConversationSummary, 'slaDueAt' | 'status'> }) {
  const now = useNow(30_000);
  if (!conversation.slaDueAt || conversation.status === 'INACTIVE') return null;
  const { text, state } = formatSla(conversation.slaDueAt, now);
  return (
    <Tag data-testid="sla-badge" data-state={state} color={COLOR[state]} icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0, alignSelf: 'flex-start' }}>
      {text}
    </Tag>
  );
}
