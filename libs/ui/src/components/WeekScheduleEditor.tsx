import { SCHEDULE_TIMES, WEEKDAYS, type DaySchedule, type Weekday, type WeekSchedule } from '@balcao/contracts';
import { Flex, Select, Switch, Typography } from 'antd';

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Segunda',
  tuesday: 'Terça',
  wednesday: 'Quarta',
  thursday: 'Quinta',
  friday: 'Sexta',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

const TIME_OPTIONS = SCHEDULE_TIMES.map((time) => ({ value: time, label: time }));

export interface WeekScheduleEditorProps {
  value: WeekSchedule;
  onChange(value: WeekSchedule): void;
  disabled?: boolean;
}

/** A week on the 30-minute grid: a switch and start/end times per weekday (agents' active period, workspaces' business hours). */
export function WeekScheduleEditor({ value, onChange, disabled }: WeekScheduleEditorProps) {
  const change = (day: Weekday, patch: Partial<DaySchedule>) => onChange({ ...value, [day]: { ...value[day], ...patch } });
  return (
    <div>
      {WEEKDAYS.map((day) => {
        const schedule = value[day];
        return (
          <Flex key={day} align="center" wrap style={{ marginBottom: 8, columnGap: 12, rowGap: 4 }} data-testid={`day-${day}`}>
            <Flex align="center" gap={8}>
              <Switch size="small" aria-label={WEEKDAY_NAMES[day]} disabled={disabled} checked={schedule.enabled} onChange={(enabled) => change(day, { enabled })} />
              <Typography.Text style={{ width: 64 }}>{WEEKDAY_NAMES[day]}</Typography.Text>
            </Flex>
            {/* The times wrap together below the day on a phone, never apart. */}
            <Flex align="center" gap={8}>
              <Select
                aria-label={`Início ${WEEKDAY_NAMES[day]}`}
                size="small"
                style={{ width: 88 }}
                disabled={disabled || !schedule.enabled}
                value={schedule.startTime}
                options={TIME_OPTIONS}
                onChange={(startTime) => change(day, { startTime })}
              />
              <Typography.Text type="secondary">às</Typography.Text>
              <Select
                aria-label={`Fim ${WEEKDAY_NAMES[day]}`}
                size="small"
                style={{ width: 88 }}
                disabled={disabled || !schedule.enabled}
                value={schedule.endTime}
                options={TIME_OPTIONS}
                onChange={(endTime) => change(day, { endTime })}
              />
            </Flex>
          </Flex>
        );
      })}
    </div>
  );
}
