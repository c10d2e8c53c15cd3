import { AGENT_MESSAGES, INTERACTION_LIMIT_OPTIONS, RESPONSE_DELAY_OPTIONS, type AgentModel } from '@balcao/contracts';
import { Card, Flex, Form, Radio, Select, Switch, Typography } from 'antd';
import { creditsLabel, delayLabel, limitLabel } from '../lib/agent-labels';
import type { DraftProps } from './ProfileTab';

function Toggle({ label, help, checked, disabled, onChange }: { label: string; help: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Flex justify="space-between" align="center" gap={16} style={{ padding: '8px 0' }}>
      <div>
        <Typography.Text strong>{label}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{help}</Typography.Text>
      </div>
      <Switch aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
    </Flex>
  );
}

export function SettingsTab({ draft, onChange, models }: DraftProps & { models: AgentModel[] }) {
  const noRules = draft.transferRules.length === 0;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Modelo do agente" required>
        <Radio.Group value={draft.agentModelId} onChange={(event) => onChange({ ...draft, agentModelId: event.target.value as string })} style={{ width: '100%' }}>
          <Flex vertical gap={8}>
            {models.map((model) => (
              <Card key={model.id} size="small">
                <Radio value={model.id}>
                  <Typography.Text strong>{model.name}</Typography.Text> · <Typography.Text type="secondary">{creditsLabel(model.price)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{model.description}</Typography.Text>
                </Radio>
              </Card>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Toggle
        label="Consultar processos"
        help="O agente consulta o andamento de processos pelo número CNJ informado pelo cliente."
        checked={draft.allowConsultingProcesses}
        onChange={(allowConsultingProcesses) => onChange({ ...draft, allowConsultingProcesses })}
      />
      <Toggle
        label="Restringir aos assuntos permitidos"
        help="O agente fala apenas sobre o seu produto e os treinamentos."
        checked={draft.restrictToAllowedTopics}
        onChange={(restrictToAllowedTopics) => onChange({ ...draft, restrictToAllowedTopics })}
      />
      <Toggle
        label="Transferir para humano"
        help={noRules ? AGENT_MESSAGES.transferRuleRequired : 'O agente passa a conversa para um atendente quando uma regra de transferência for atendida.'}
        checked={draft.canRequestHumanHelp}
        disabled={noRules}
        onChange={(canRequestHumanHelp) => onChange({ ...draft, canRequestHumanHelp })}
      />
      <Flex gap={16} wrap style={{ marginTop: 16 }}>
        <Form.Item label="Tempo de resposta" htmlFor="agent-delay" style={{ minWidth: 200 }}>
          <Select
            id="agent-delay"
            value={draft.responseDelaySeconds}
            onChange={(responseDelaySeconds) => onChange({ ...draft, responseDelaySeconds })}
            options={RESPONSE_DELAY_OPTIONS.map((seconds) => ({ value: seconds, label: delayLabel(seconds) }))}
          />
        </Form.Item>
        <Form.Item label="Limite de interações" htmlFor="agent-limit" style={{ minWidth: 200 }}>
          <Select
            id="agent-limit"
            value={draft.maxInteractionsPerSession}
            onChange={(maxInteractionsPerSession) => onChange({ ...draft, maxInteractionsPerSession })}
            options={INTERACTION_LIMIT_OPTIONS.map((count) => ({ value: count, label: limitLabel(count) }))}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
