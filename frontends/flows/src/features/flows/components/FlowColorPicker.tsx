import { FLOW_COLORS, type FlowColor } from '@balcao/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { FLOW_COLOR_SWATCHES } from '../lib/flow-colors';

/** The five colour swatches of a flow (spec 2 §2.4), as a radio group. */
export function FlowColorPicker({ value, onChange }: { value: FlowColor; onChange: (color: FlowColor) => void }) {
  return (
    <Flex gap="small" role="radiogroup" aria-label="Cor">
      {FLOW_COLORS.map((color) => {
        const { hex, label } = FLOW_COLOR_SWATCHES[color];
        const checked = color === value;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            onClick={() => onChange(color)}
            style={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              border: checked ? '3px solid rgba(0,0,0,0.25)' : '3px solid transparent',
              background: hex,
              color: '#fff',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {checked && <CheckOutlined />}
          </button>
        );
      })}
    </Flex>
  );
}
