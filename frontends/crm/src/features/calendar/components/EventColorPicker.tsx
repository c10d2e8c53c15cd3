import { CheckOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { EVENT_COLORS, type EventColor } from '../lib/event-form';

interface EventColorPickerProps {
  value: EventColor | '';
  onChange: (color: EventColor) => void;
}

/** 'Cor': round radio swatches of the dialog's five colours. */
export function EventColorPicker({ value, onChange }: EventColorPickerProps) {
  return (
    <Flex gap="small" role="radiogroup" aria-label="Cor">
      {EVENT_COLORS.map((color) => (
        <button
          key={color.value}
          type="button"
          role="radio"
          aria-checked={value === color.value}
          aria-label={color.label}
          title={color.label}
          onClick={() => onChange(color.value)}
          style={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            border: value === color.value ? '2px solid currentColor' : '2px solid transparent',
            background: color.hex,
            color: '#fff',
            cursor: 'pointer',
            display: 'grid',
            placeItems: 'center',
            padding: 0,
            outlineOffset: 2,
          }}
        >
          {value === color.value && <CheckOutlined />}
        </button>
      ))}
    </Flex>
  );
}
