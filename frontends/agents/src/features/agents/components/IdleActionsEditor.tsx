import { AGENT_LIMITS, IDLE_ACTIONS, IDLE_TIMEOUT_OPTIONS, type IdleAction } from '@balcao/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { newIdleAction } from '../lib/agent-draft';
import { IDLE_ACTION_LABELS, minutesLabel } from '../lib/agent-labels';
import { characterCount } from './CharacterCount';
import type { DraftProps } from './ProfileTab';

/** What the agent does when the client goes quiet: add, edit, remove (spec 3 §2.1). */
export function IdleActionsEditor({ draft, onChange }: DraftProps) {
  const update = (id: string, changes: Partial<IdleAction>) =>
    onChange({ ...draft, idleActions: draft.idleActions.map((action) => (action.id === id ? { ...action, ...changes } : action)) });
  return (
    <div>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Ações de inatividade
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={draft.idleActions.length >= AGENT_LIMITS.idleActionsMax} onClick={() => onChange({ ...draft, idleActions: [...draft.idleActions, newIdleAction()] })}>
          Adicionar ação
        </Button>
      </Flex>
      {draft.idleActions.map((action, index) => (
        <Card key={action.id} size="small" style={{ marginTop: 8 }} data-testid="idle-action">
          <Flex gap={8} wrap align="center">
            <Typography.Text>Após</Typography.Text>
            <Select
              aria-label={`Tempo da ação ${index + 1}`}
              style={{ width: 130 }}
              value={action.timeoutMinutes}
              onChange={(timeoutMinutes) => update(action.id, { timeoutMinutes })}
              options={IDLE_TIMEOUT_OPTIONS.map((minutes) => ({ value: minutes, label: minutesLabel(minutes) }))}
            />
            <Select
              aria-label={`Ação ${index + 1}`}
              style={{ width: 220 }}
              value={action.action}
              onChange={(value) => update(action.id, { action: value })}
              options={IDLE_ACTIONS.map((value) => ({ value, label: IDLE_ACTION_LABELS[value] }))}
            />
            <Button aria-label={`Remover ação ${index + 1}`} icon={<DeleteOutlined />} onClick={() => onChange({ ...draft, idleActions: draft.idleActions.filter((item) => item.id !== action.id) })} />
          </Flex>
          <Input.TextArea
            aria-label={`Mensagem da ação ${index + 1}`}
            style={{ marginTop: 8 }}
            rows={2}
            placeholder="Mensagem personalizada (opcional)"
            value={action.customMessage ?? ''}
            maxLength={AGENT_LIMITS.idleMessageMax}
            showCount={characterCount(AGENT_LIMITS.idleMessageMax)}
            onChange={(event) => update(action.id, { customMessage: event.target.value || null })}
          />
        </Card>
      ))}
    </div>
  );
}
