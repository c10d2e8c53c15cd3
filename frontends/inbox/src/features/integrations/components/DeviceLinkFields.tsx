import { Alert, Form, Select } from 'antd';
import { useAgentsForDevices, useFlowsForDevices } from '../api/get-device-links';
import { useFunnelsForDevices } from '../api/get-funnels';
import { FunnelField } from './FunnelField';

/** spec 2 §5: with both set, the agent answers and the flow is ignored. */
export const AGENT_WINS_WARNING = 'Se um agente de IA e um fluxo forem definidos, o agente de IA terá prioridade e o fluxo será ignorado.';

export interface DeviceLinks {
  funnelId?: string | null;
  flowId?: string | null;
  agentId?: string | null;
}

/**
 * What a device runs (spec 2 §7, all optional): its lead funnel, its service flow and its AI
 * agent. Each field shows only to whoever may see that module.
 */
export function DeviceLinkFields() {
  const flows = useFlowsForDevices();
  const agents = useAgentsForDevices();
  const form = Form.useFormInstance<DeviceLinks>();
  const flowId = Form.useWatch('flowId', form);
  const agentId = Form.useWatch('agentId', form);
  return (
    <>
      <FunnelField />
      {flows.allowed && (
        <Form.Item name="flowId" label="Fluxo de atendimento" extra="Responde automaticamente os clientes que escreverem para este número.">
          <Select allowClear loading={flows.isLoading} placeholder="Nenhum fluxo" options={flows.flows.map((flow) => ({ value: flow.id, label: flow.name }))} />
        </Form.Item>
      )}
      {agents.allowed && (
        <Form.Item name="agentId" label="Agente de IA">
          <Select allowClear loading={agents.isLoading} placeholder="Nenhum agente" options={agents.agents.map((agent) => ({ value: agent.id, label: agent.name }))} />
        </Form.Item>
      )}
      {flowId && agentId && <Alert type="warning" showIcon title={AGENT_WINS_WARNING} style={{ marginBottom: 16 }} />}
    </>
  );
}

/** The links this user may set, as the API takes them (a cleared select is null: spec 2 §7 'nulls when empty'). */
export function useDeviceLinksBody() {
  const { allowed: funnel } = useFunnelsForDevices();
  const { allowed: flow } = useFlowsForDevices();
  const { allowed: agent } = useAgentsForDevices();
  return (values: DeviceLinks) => ({
    ...(funnel ? { funnelId: values.funnelId ?? null } : {}),
    ...(flow ? { flowId: values.flowId ?? null } : {}),
    ...(agent ? { agentId: values.agentId ?? null } : {}),
  });
}
