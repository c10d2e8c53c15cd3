import type { ColumnColor } from '@balcao/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Flex, Tooltip } from 'antd';
import { COLUMN_COLOR_OPTIONS } from '../../board/lib/column-colors';

/** The column palette as round swatches (spec 2 §3); a form control. */
export function ColumnColorPicker({ value, onChange }: { value?: ColumnColor; onChange?: (color: ColumnColor) => void }) {
  return (
    <Flex gap={8} wrap role="radiogroup" aria-label="Cor">
      {COLUMN_COLOR_OPTIONS.map((color) => (
        <Tooltip key={color.value} title={color.label}>
          <button
            type="button"
            role="radio"
            aria-checked={value === color.value}
            aria-label={color.label}
            onClick={() => onChange?.(color.value)}
            style={{
              width: 26,
              height: 26,
              borderRadius: '50%',
              border: value === color.value ? '2px solid rgba(0,0,0,0.45)' : '2px solid transparent',
              background: color.hex,
              color: '#fff',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              padding: 0,
            }}
          >
            {value === color.value && <CheckOutlined style={{ fontSize: 12 }} />}
          </button>
        </Tooltip>
      ))}
    </Flex>
  );
}
