import {
  ACTIVE_PERIOD_PRESETS,
  brazilianHolidays,
  sameSchedule,
  scheduleOfPreset,
  type ActivePeriodPreset,
  type BusinessHours,
  type Holiday,
} from '@balcao/contracts';
import { WeekScheduleEditor, toast } from '@balcao/ui';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, List, Select, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSaveBusinessHours } from '../api/service-levels';

const PRESET_NAMES: Record<ActivePeriodPreset, string> = {
  BUSINESS_HOURS: 'Horário comercial (seg a sex, 08:00–18:00)',
  EXTENDED_HOURS: 'Horário estendido (seg a sex, 07:00–22:00)',
  WEEKENDS_ONLY: 'Somente fins de semana (08:00–20:00)',
  TWENTY_FOUR_SEVEN: '24 horas, 7 dias',
  CUSTOM: 'Personalizado',
};

/** Brazil's zones (IANA); São Paulo is Brasília time. */
const TIME_ZONES = [
  ['America/Sao_Paulo', 'Brasília (São Paulo, Rio, Minas, Sul, GO, DF)'],
  ['America/Bahia', 'Bahia'],
  ['America/Fortaleza', 'Fortaleza (CE, RN, PB, PI, MA)'],
  ['America/Recife', 'Recife (PE)'],
  ['America/Maceio', 'Maceió (AL, SE)'],
  ['America/Belem', 'Belém (PA leste, AP)'],
  ['America/Santarem', 'Santarém (PA oeste)'],
  ['America/Araguaina', 'Araguaína (TO)'],
  ['America/Cuiaba', 'Cuiabá (MT)'],
  ['America/Campo_Grande', 'Campo Grande (MS)'],
  ['America/Manaus', 'Manaus (AM)'],
  ['America/Porto_Velho', 'Porto Velho (RO)'],
  ['America/Boa_Vista', 'Boa Vista (RR)'],
  ['America/Rio_Branco', 'Rio Branco (AC)'],
  ['America/Noronha', 'Fernando de Noronha'],
].map(([value, label]) => ({ value, label }));

const presetOf = (schedule: BusinessHours['schedule']): ActivePeriodPreset =>
  ACTIVE_PERIOD_PRESETS.find((preset) => preset !== 'CUSTOM' && sameSchedule(schedule, scheduleOfPreset(preset))) ?? 'CUSTOM';
const dateLabel = (date: string) => date.split('-').reverse().join('/');

/** The rule robots follow, written once (SPEC-DECISIONS, issue 40). */
export const ROBOTS_HOURS_RULE =
  'Fora do horário, fluxos e agentes de IA não atendem: o cliente recebe a mensagem fora do horário uma vez e a conversa aguarda um atendente na fila. Dentro do horário, um agente de IA segue também o próprio período de atividade.';

/** 'Horário de atendimento', 'Feriados' and 'Mensagem fora do horário' of a workspace, saved together. */
export function BusinessHoursCards({ hours }: { hours: BusinessHours }) {
  const [draft, setDraft] = useState(hours);
  const [holidayDate, setHolidayDate] = useState<Dayjs | null>(null);
  const [holidayName, setHolidayName] = useState('');
  const save = useSaveBusinessHours();
  const year = new Date().getFullYear();

  const addHolidays = (list: Holiday[]) => {
    const known = new Set(draft.holidays.map((holiday) => holiday.date));
    const holidays = [...draft.holidays, ...list.filter((holiday) => !known.has(holiday.date))].sort((a, b) => a.date.localeCompare(b.date));
    setDraft({ ...draft, holidays });
  };
  const addOne = () => {
    if (!holidayDate || !holidayName.trim()) return;
    addHolidays([{ date: holidayDate.format('YYYY-MM-DD'), name: holidayName.trim() }]);
    setHolidayDate(null);
    setHolidayName('');
  };
  const submit = async () => {
    const { inboxId, enabled, timeZone, schedule, holidays, outOfHoursMessage } = draft;
    try {
      const saved = await save.mutateAsync({ inboxId, enabled, timeZone, schedule, holidays, outOfHoursMessage });
      setDraft(saved);
      toast.success('Horário de atendimento salvo');
    } catch {
      // The api client already showed the server's message.
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title="Horário de atendimento"
        extra={<Switch aria-label="Restringir ao horário de atendimento" checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />}
      >
        <Typography.Paragraph type="secondary">
          {draft.enabled ? ROBOTS_HOURS_RULE : 'Desligado: o workspace atende a qualquer hora. Ligue para definir os dias e horários de atendimento.'}
        </Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Flex gap={16} wrap>
            <Form.Item label="Predefinição" htmlFor="hours-preset" style={{ minWidth: 260, flex: 1 }}>
              <Select
                id="hours-preset"
                disabled={!draft.enabled}
                value={presetOf(draft.schedule)}
                onChange={(preset: ActivePeriodPreset) => setDraft({ ...draft, schedule: preset === 'CUSTOM' ? draft.schedule : scheduleOfPreset(preset) })}
                options={ACTIVE_PERIOD_PRESETS.map((preset) => ({ value: preset, label: PRESET_NAMES[preset] }))}
              />
            </Form.Item>
            <Form.Item label="Fuso horário" htmlFor="hours-time-zone" style={{ minWidth: 260, flex: 1 }}>
              <Select id="hours-time-zone" showSearch={{ optionFilterProp: 'label' }} value={draft.timeZone} onChange={(timeZone) => setDraft({ ...draft, timeZone })} options={TIME_ZONES} />
            </Form.Item>
          </Flex>
        </Form>
        <WeekScheduleEditor disabled={!draft.enabled} value={draft.schedule} onChange={(schedule) => setDraft({ ...draft, schedule })} />
      </Card>

      <Card title="Feriados" extra={<Button size="small" onClick={() => addHolidays(brazilianHolidays(year))}>Feriados nacionais de {year}</Button>}>
        <Typography.Paragraph type="secondary">Nos feriados o workspace fica fechado o dia todo.</Typography.Paragraph>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <DatePicker aria-label="Data do feriado" format="DD/MM/YYYY" value={holidayDate} onChange={setHolidayDate} placeholder="Data" />
          <Input aria-label="Nome do feriado" placeholder="Nome do feriado" value={holidayName} onChange={(event) => setHolidayName(event.target.value)} style={{ maxWidth: 260 }} onPressEnter={addOne} />
          <Button icon={<PlusOutlined />} onClick={addOne} disabled={!holidayDate || !holidayName.trim()}>
            Adicionar
          </Button>
        </Flex>
        <List
          size="small"
          bordered
          locale={{ emptyText: 'Nenhum feriado' }}
          style={{ maxHeight: 320, overflowY: 'auto' }}
          dataSource={draft.holidays}
          renderItem={(holiday) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  aria-label={`Remover ${holiday.name} ${dateLabel(holiday.date)}`}
                  icon={<DeleteOutlined />}
                  onClick={() => setDraft({ ...draft, holidays: draft.holidays.filter((other) => other.date !== holiday.date) })}
                />,
              ]}
            >
              <Typography.Text style={{ width: 96, display: 'inline-block' }}>{dateLabel(holiday.date)}</Typography.Text> {holiday.name}
            </List.Item>
          )}
        />
      </Card>

      <Card title="Mensagem fora do horário">
        <Typography.Paragraph type="secondary">Enviada uma vez por conversa a cada período fechado, seja qual for o robô do dispositivo.</Typography.Paragraph>
        <Input.TextArea
          aria-label="Mensagem fora do horário"
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={1000}
          showCount
          value={draft.outOfHoursMessage}
          onChange={(event) => setDraft({ ...draft, outOfHoursMessage: event.target.value })}
        />
      </Card>

      {!draft.enabled && hours.enabled && <Alert type="warning" showIcon title="Ao salvar, o workspace passa a atender a qualquer hora." />}
      <Flex justify="flex-end">
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Salvar horário
        </Button>
      </Flex>
    </Flex>
  );
}
