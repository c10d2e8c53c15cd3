import { maskPhoneInput, onlyDigits, PHONE_MASK } from '@balcao/ui';
import { Input, type InputProps } from 'antd';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** A Brazilian phone typed into the mask '(99) 9 9999-9999' (spec 1 §5); an antd Form control. */
export function PhoneInput({ value = '', onChange, ...rest }: Props) {
  return (
    <Input
      inputMode="tel"
      autoComplete="tel"
      placeholder="(11) 9 8765-4321"
      maxLength={PHONE_MASK.length}
      {...rest}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        let digits = onlyDigits(typed);
        // Backspace over the mask's own ') ', ' ' or '-' removes the digit before it instead.
        if (typed.length < value.length && digits === onlyDigits(value)) digits = digits.slice(0, -1);
        onChange?.(maskPhoneInput(digits));
      }}
    />
  );
}
