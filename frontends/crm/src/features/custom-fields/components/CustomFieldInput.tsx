import { splitCustomFieldOptions, type CustomField } from '@balcao/contracts';
import { DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FieldInputValue } from '../lib/field-values';

interface CustomFieldInputProps {
  field: Pick<CustomField, 'type' | 'options' | 'name'>;
  id?: string;
  value?: FieldInputValue;
  onChange?: (value: FieldInputValue) => void;
}

/** The input for one of the eight custom field types; anything else is plain text (spec 2 §3). */
export function CustomFieldInput({ field, id, value, onChange }: CustomFieldInputProps) {
  const options = splitCustomFieldOptions(field.options).map((option) => ({ value: option, label: option }));
  const common = { id, style: { width: '100%' } };
  switch (field.type) {
    case 'longtext':
      return <Input.TextArea {...common} value={value as string} onChange={(event) => onChange?.(event.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'number':
      return <InputNumber {...common} value={value as number} onChange={(next) => onChange?.(next)} decimalSeparator="," />;
    case 'date':
      return <DatePicker {...common} format="DD/MM/YYYY" value={value as Dayjs} onChange={(next) => onChange?.(next)} />;
    case 'time':
      return <TimePicker {...common} format="HH:mm" minuteStep={5} value={value as Dayjs} onChange={(next) => onChange?.(next)} />;
    case 'datetime':
      return <DatePicker {...common} showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" value={value as Dayjs} onChange={(next) => onChange?.(next)} />;
    case 'select':
      return <Select {...common} allowClear options={options} value={value as string} onChange={(next) => onChange?.(next ?? null)} placeholder="Selecione" />;
    case 'multiselect':
      return <Select {...common} mode="multiple" allowClear options={options} value={value as string[]} onChange={(next) => onChange?.(next)} placeholder="Selecione" />;
    default:
      return <Input {...common} value={value as string} onChange={(event) => onChange?.(event.target.value)} />;
  }
}
