import { ACTIVE_PERIOD_PRESETS, type ActivePeriodPreset } from '@balcao/contracts';
import { WeekScheduleEditor } from '@balcao/ui';
import { Flex, Form, Select, Switch, Typography } from 'antd';
import { withPreset } from '../lib/agent-draft';
import { PRESET_LABELS } from '../lib/agent-labels';
import type { DraftProps } from './ProfileTab';

/** Active period: switch, preset, and the per-weekday schedule with times every 30 minutes (libs/ui's week editor). */
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
      {/* The one rule of issue 40 (SPEC-DECISIONS): the workspace's hours come first. */}
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        O horário de atendimento do workspace (Configurações › Atendimento) vale antes: fora dele o agente não atende, mesmo dentro deste período.
      </Typography.Paragraph>
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
          <WeekScheduleEditor value={draft.customSchedule} onChange={(customSchedule) => onChange({ ...draft, activePeriodPreset: 'CUSTOM', customSchedule })} />
        </Form>
      )}
    </div>
  );
}
