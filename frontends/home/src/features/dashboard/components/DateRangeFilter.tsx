import { useIsMobile } from '@balcao/ui';
import { DatePicker } from 'antd';
import { dateRangePresets, isFutureDay, type DateRange } from '../lib/date-range';

/** The dashboard's period: presets of spec 2 §2.7, future days disabled. */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const isMobile = useIsMobile();
  return (
    <DatePicker.RangePicker
      aria-label="Período"
      value={value}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange([range[0], range[1]]);
      }}
      presets={dateRangePresets()}
      disabledDate={(day) => isFutureDay(day)}
      format="DD/MM/YYYY"
      allowClear={false}
      inputReadOnly={isMobile}
      style={isMobile ? { width: '100%' } : undefined}
      placement="bottomRight"
    />
  );
}
