import { AGENT_LIMITS, AGENT_PURPOSES, type AgentPurpose } from '@balcao/contracts';
import { Form, Input, Radio } from 'antd';
import type { AgentDraft } from '../lib/agent-draft';
import { PURPOSE_LABELS } from '../lib/agent-labels';
import { AvatarPicker } from './AvatarPicker';

export interface DraftProps {
  draft: AgentDraft;
  onChange: (draft: AgentDraft) => void;
}

export function ProfileTab({ draft, onChange }: DraftProps) {
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Avatar">
        <AvatarPicker value={draft.avatarUrl} onChange={(avatarUrl) => onChange({ ...draft, avatarUrl })} />
      </Form.Item>
      <Form.Item label="Nome do agente" htmlFor="agent-name" required>
        <Input id="agent-name" value={draft.name} maxLength={AGENT_LIMITS.nameMax} placeholder="Ex.: Clara" onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      </Form.Item>
      <Form.Item label="Finalidade" required>
        <Radio.Group
          optionType="button"
          value={draft.purpose}
          onChange={(event) => onChange({ ...draft, purpose: event.target.value as AgentPurpose })}
          options={AGENT_PURPOSES.map((purpose) => ({ value: purpose, label: PURPOSE_LABELS[purpose] }))}
        />
      </Form.Item>
    </Form>
  );
}
