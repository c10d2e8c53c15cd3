import { Button, Flex, InputNumber, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { CREDITS_MAXIMUM, CREDITS_MINIMUM, CREDITS_QUICK_PICKS, CREDITS_STEP } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';

/** A typed amount rounded to the nearest step of 5, never below 100 (spec 3 §5). */
export const normalizeCredits = (value: number) =>
  Math.min(CREDITS_MAXIMUM, Math.max(CREDITS_MINIMUM, Math.round((Number.isFinite(value) ? value : CREDITS_MINIMUM) / CREDITS_STEP) * CREDITS_STEP));

/** The amount stepper (− / + by 5 from 100) and the quick picks 100, 300, 500, 1000. */
export function CreditsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Flex vertical gap={12} align="center">
      <Flex align="center" gap={12}>
        <Button shape="circle" size="large" icon={<MinusOutlined />} aria-label="Diminuir créditos" disabled={value <= CREDITS_MINIMUM} onClick={() => onChange(normalizeCredits(value - CREDITS_STEP))} />
        <InputNumber
          aria-label="Quantidade de créditos"
          size="large"
          value={value}
          min={CREDITS_MINIMUM}
          max={CREDITS_MAXIMUM}
          step={CREDITS_STEP}
          controls={false}
          precision={0}
          onChange={(typed) => typeof typed === 'number' && onChange(typed)}
          onBlur={() => onChange(normalizeCredits(value))}
          style={{ width: 140, textAlign: 'center' }}
        />
        <Button shape="circle" size="large" icon={<PlusOutlined />} aria-label="Aumentar créditos" disabled={value >= CREDITS_MAXIMUM} onClick={() => onChange(normalizeCredits(value + CREDITS_STEP))} />
      </Flex>
      <Typography.Text type="secondary">Mínimo de {formatNumber(CREDITS_MINIMUM)} créditos, de 5 em 5.</Typography.Text>
      <Flex gap={8} wrap justify="center">
        {CREDITS_QUICK_PICKS.map((pick) => (
          <Button key={pick} type={pick === value ? 'primary' : 'default'} onClick={() => onChange(pick)}>
            {formatNumber(pick)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
