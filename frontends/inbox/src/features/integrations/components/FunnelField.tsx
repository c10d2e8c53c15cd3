import { Form, Select } from 'antd';
import { useFunnelsForDevices } from '../api/get-funnels';

/** 'Funil de leads' of a device: each new contact who writes to it becomes a lead in the funnel's first stage. */
export function FunnelField() {
  const { allowed, funnels, isLoading } = useFunnelsForDevices();
  if (!allowed) return null;
  return (
    <Form.Item name="funnelId" label="Funil de leads" extra="Cada novo contato que escrever para este número vira um lead na primeira etapa do funil.">
      <Select
        allowClear
        loading={isLoading}
        placeholder="Nenhum funil"
        options={funnels.map((funnel) => ({ value: funnel.id, label: funnel.name }))}
      />
    </Form.Item>
  );
}
