import { Select } from 'antd';
import { MAX_INSTALLMENTS } from '@balcao/contracts';
import { formatCurrency } from '@balcao/ui';

/** 1x to 12x sem juros, annual plans only (spec 3 §5). */
export function InstallmentSelect({ amount, value, onChange, max = MAX_INSTALLMENTS }: { amount: number; value: number; onChange: (value: number) => void; max?: number }) {
  const options = Array.from({ length: Math.max(1, Math.min(max, MAX_INSTALLMENTS)) }, (_, index) => index + 1).map((count) => ({
    value: count,
    label: count === 1 ? `1x de ${formatCurrency(amount)} (à vista)` : `${count}x de ${formatCurrency(Math.round(amount / count))} sem juros`,
  }));
  return <Select aria-label="Parcelas" virtual={false} value={value} onChange={onChange} options={options} style={{ width: '100%' }} />;
}
