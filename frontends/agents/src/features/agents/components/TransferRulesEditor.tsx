import { AGENT_LIMITS, INTERACTION_COUNT_OPTIONS, TRANSFER_CONDITIONS, type TransferCondition, type TransferRule } from '@balcao/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Select, Slider, Switch, Typography } from 'antd';
import { newTransferRule, withKeyword, withoutRule } from '../lib/agent-draft';
import { CONDITION_LABELS } from '../lib/agent-labels';
import { characterCount } from './CharacterCount';
import { KeywordChips } from './KeywordChips';
import type { DraftProps } from './ProfileTab';

function RuleParameter({ rule, index, update }: { rule: TransferRule; index: number; update: (changes: Partial<TransferRule>) => void }) {
  switch (rule.condition) {
    case 'KEYWORDS':
      return (
        <KeywordChips
          label={`Palavras-chave da regra ${index + 1}`}
          keywords={rule.keywords}
          onAdd={(keyword) => update({ keywords: withKeyword(rule, keyword).keywords })}
          onRemove={(keyword) => update({ keywords: rule.keywords.filter((item) => item !== keyword) })}
        />
      );
    case 'SENTIMENT':
      return (
        <Flex align="center" gap={12}>
          <Typography.Text>Limite</Typography.Text>
          <Slider aria-label={`Limite de sentimento da regra ${index + 1}`} style={{ flex: 1 }} min={1} max={10} value={rule.sentimentThreshold} onChange={(sentimentThreshold) => update({ sentimentThreshold })} />
          <Typography.Text strong>{rule.sentimentThreshold}/10</Typography.Text>
        </Flex>
      );
    case 'INTERACTION_COUNT':
      return (
        <Select
          aria-label={`Interações da regra ${index + 1}`}
          style={{ width: 200 }}
          value={rule.interactionCount}
          onChange={(interactionCount) => update({ interactionCount })}
          options={INTERACTION_COUNT_OPTIONS.map((count) => ({ value: count, label: `${count} interações` }))}
        />
      );
    case 'RESPONSE_TIME':
      return (
        <InputNumber aria-label={`Minutos da regra ${index + 1}`} min={1} max={1440} addonAfter="minutos" value={rule.responseTimeMinutes} onChange={(value) => update({ responseTimeMinutes: value ?? 30 })} />
      );
    case 'CUSTOM':
      return (
        <Input.TextArea
          aria-label={`Condição da regra ${index + 1}`}
          rows={2}
          placeholder="Ex.: quando o cliente relatar um prazo vencendo"
          value={rule.customCondition ?? ''}
          maxLength={AGENT_LIMITS.customConditionMax}
          showCount={characterCount(AGENT_LIMITS.customConditionMax)}
          onChange={(event) => update({ customCondition: event.target.value || null })}
        />
      );
  }
}

/** When the agent hands over to a human: add, edit, remove rules (spec 3 §2.1). */
export function TransferRulesEditor({ draft, onChange }: DraftProps) {
  const update = (id: string, changes: Partial<TransferRule>) =>
    onChange({ ...draft, transferRules: draft.transferRules.map((rule) => (rule.id === id ? { ...rule, ...changes } : rule)) });
  return (
    <div>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Regras de transferência
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={draft.transferRules.length >= AGENT_LIMITS.transferRulesMax} onClick={() => onChange({ ...draft, transferRules: [...draft.transferRules, newTransferRule()] })}>
          Adicionar regra
        </Button>
      </Flex>
      {draft.transferRules.map((rule, index) => (
        <Card key={rule.id} size="small" style={{ marginTop: 8 }} data-testid="transfer-rule">
          <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
            <Select
              aria-label={`Condição ${index + 1}`}
              style={{ width: 240 }}
              value={rule.condition}
              onChange={(condition: TransferCondition) => update(rule.id, { condition })}
              options={TRANSFER_CONDITIONS.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition] }))}
            />
            <Switch aria-label={`Regra ${index + 1} ativa`} checked={rule.enabled} onChange={(enabled) => update(rule.id, { enabled })} />
            <Button aria-label={`Remover regra ${index + 1}`} icon={<DeleteOutlined />} onClick={() => onChange(withoutRule(draft, rule.id))} />
          </Flex>
          <RuleParameter rule={rule} index={index} update={(changes) => update(rule.id, changes)} />
          <Input.TextArea
            aria-label={`Mensagem de transferência ${index + 1}`}
            style={{ marginTop: 8 }}
            rows={2}
            placeholder="Mensagem de transferência (opcional)"
            value={rule.transferMessage ?? ''}
            maxLength={AGENT_LIMITS.transferMessageMax}
            showCount={characterCount(AGENT_LIMITS.transferMessageMax)}
            onChange={(event) => update(rule.id, { transferMessage: event.target.value || null })}
          />
        </Card>
      ))}
    </div>
  );
}
