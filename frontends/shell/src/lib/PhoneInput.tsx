import { Input, type InputProps } from 'antd';
import { maskPhoneInput, PHONE_MASK } from '@balcao/ui';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** Phone field with the mask (99) 9 9999-9999 (spec 1 §5); the form value is the masked text. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onChange?.(maskPhoneInput(event.target.value))}
      placeholder={rest.placeholder ?? PHONE_MASK.replace(/9/g, '0')}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_MASK.length}
    />
  );
}
