import { AUDIT_ACTIONS, type AuditAction, type UserList } from '@balcao/contracts';
import { dateRangePresets, dayjs, useIsMobile } from '@balcao/ui';
import { DatePicker, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';

export type AuditPeriod = [Dayjs, Dayjs] | null;

export interface AuditFilterValues {
  userId?: string;
  action?: AuditAction;
  period: AuditPeriod;
}


/** The API's from/to: the chosen days whole, in the browser's time zone. */
export const periodQuery = (period: AuditPeriod) => (period ? { from: period[0].startOf('day').toISOString(), to: period[1].endOf('day').toISOString() } : {});

type Props = {
  value: AuditFilterValues;
  people: UserList['data'];
  onChange: (value: AuditFilterValues) => void;
};

/** Pessoa, Ação and Período, side by side on a desktop, one under another on a phone. */
export function AuditFilterBar({ value, people, onChange }: Props) {
  const isMobile = useIsMobile();
  const width = isMobile ? '100%' : 220;
  return (
    <Flex gap={8} wrap vertical={isMobile} style={{ marginBottom: 16 }}>
      <Select
        aria-label="Pessoa"
        placeholder="Pessoa"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width }}
        value={value.userId}
        options={people.map((person) => ({ value: person.id, label: person.name }))}
        onChange={(userId) => onChange({ ...value, userId })}
      />
      <Select
        aria-label="Ação"
        placeholder="Ação"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: isMobile ? '100%' : 260 }}
        value={value.action}
        options={AUDIT_ACTIONS.map((action) => ({ value: action.code, label: action.label }))}
        onChange={(action) => onChange({ ...value, action })}
      />
      <DatePicker.RangePicker
        aria-label="Período"
        placeholder={['Início', 'Fim']}
        value={value.period}
        onChange={(range) => onChange({ ...value, period: range?.[0] && range[1] ? [range[0], range[1]] : null })}
        presets={dateRangePresets(undefined, { withYears: false })}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        format="DD/MM/YYYY"
        inputReadOnly={isMobile}
        style={isMobile ? { width: '100%' } : undefined}
      />
    </Flex>
  );
}
