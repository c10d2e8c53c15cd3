import { Input, type InputProps } from 'antd';

type MaskedInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
  mask: (value: string) => string;
};

/** An antd Input whose value is kept masked as the user types (the form holds the masked text). */
export function MaskedInput({ value, onChange, mask, ...rest }: MaskedInputProps) {
  return <Input {...rest} value={value} onChange={(event) => onChange?.(mask(event.target.value))} />;
}
