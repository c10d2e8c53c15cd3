import { Progress, Tooltip } from 'antd';
import type { LeadTimeLimit, TimeLimitLevel } from '../lib/lead-time-limit';

export const LEVEL_COLORS: Record<TimeLimitLevel, string> = { green: '#52c41a', yellow: '#faad14', red: '#ff4d4f' };

/** The lead's time in its column against the column's limit: green, yellow, red (spec 2 §4). */
export function LeadTimeLimitBar({ progress }: { progress: LeadTimeLimit }) {
  const percent = Math.round(progress.percent);
  return (
    <Tooltip title={`${percent}% do prazo de ${progress.limitDays} ${progress.limitDays === 1 ? 'dia' : 'dias'}`}>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        strokeColor={LEVEL_COLORS[progress.level]}
        aria-label={`Prazo da etapa: ${percent}%`}
        data-level={progress.level}
      />
    </Tooltip>
  );
}
