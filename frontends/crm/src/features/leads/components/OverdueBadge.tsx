import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { LeadTimeLimit } from '../lib/lead-time-limit';
import { overdueAmountText } from '../lib/overdue-text';

/** 'Atrasado 2 dias' when the lead has passed its column's limit (spec 2 §4). */
export function OverdueBadge({ progress }: { progress: LeadTimeLimit }) {
  if (!progress.overdue) return null;
  return (
    <Tag color="error" icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
      Atrasado {overdueAmountText(progress.overdue)}
    </Tag>
  );
}
