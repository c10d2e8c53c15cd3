import { ACTIVE_PERIOD_PRESETS, SCHEDULE_TIMES, WEEKDAYS, type ActivePeriodPreset } from '@balcao/contracts';
import { Flex, Form, Select, Switch, Typography } from 'antd';
import { withDay, withPreset } from '../lib/agent-draft';
import { PRESET_LABELS, WEEKDAY_LABELS } from '../lib/agent-labels';
import type { DraftProps } from './ProfileTab';

const TIME_OPTIONS = SCHEDULE_TIMES.map((time) => ({ value: time, label: time }));

/** Active period: switch, preset, and the per-weekday schedule with times every 30 minutes. */
export function ActivePeriodEditor({ draft, onChange }: DraftProps) {
  return (
    <div>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Período de atividade
        </Typography.Title>
        <Switch aria-label="Período de atividade" checked={draft.activePeriodEnabled} onChange={(activePeriodEnabled) => onChange({ ...draft, activePeriodEnabled })} />
      </Flex>
      <Typography.Text type="secondary">Fora do período, a conversa aguarda um atendente humano.</Typography.Text>
      {draft.activePeriodEnabled && (
        <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
          <Form.Item label="Predefinição" htmlFor="agent-preset">
            <Select
              id="agent-preset"
              value={draft.activePeriodPreset}
              onChange={(preset: ActivePeriodPreset) => onChange(withPreset(draft, preset))}
              options={ACTIVE_PERIOD_PRESETS.map((preset) => ({ value: preset, label: PRESET_LABELS[preset] }))}
            />
          </Form.Item>
          {WEEKDAYS.map((day) => {
            const schedule = draft.customSchedule[day];
            return (
              <Flex key={day} align="center" gap={12} style={{ marginBottom: 8 }} data-testid={`day-${day}`}>
                <Switch size="small" aria-label={WEEKDAY_LABELS[day]} checked={schedule.enabled} onChange={(enabled) => onChange(withDay(draft, day, { enabled }))} />
                <Typography.Text style={{ width: 72 }}>{WEEKDAY_LABELS[day]}</Typography.Text>
                <Select
                  aria-label={`Início ${WEEKDAY_LABELS[day]}`}
                  size="small"
                  style={{ width: 96 }}
                  disabled={!schedule.enabled}
                  value={schedule.startTime}
                  options={TIME_OPTIONS}
                  onChange={(startTime) => onChange(withDay(draft, day, { startTime }))}
                />
                <Typography.Text type="secondary">às</Typography.Text>
                <Select
                  aria-label={`Fim ${WEEKDAY_LABELS[day]}`}
                  size="small"
                  style={{ width: 96 }}
                  disabled={!schedule.enabled}
                  value={schedule.endTime}
                  options={TIME_OPTIONS}
                  onChange={(endTime) => onChange(withDay(draft, day, { endTime }))}
                />
              </Flex>
            );
          })}
        </Form>
      )}
    </div>
  );
}
