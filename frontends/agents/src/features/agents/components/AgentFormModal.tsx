import type { Agent } from '@balcao/contracts';
import { ApiRequestError, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Alert, Button, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useAgentModels, useCreateAgent, useUpdateAgent } from '../api/agents';
import { draftOf, newDraft, payloadOf, type AgentDraft } from '../lib/agent-draft';
import { ActivePeriodEditor } from './ActivePeriodEditor';
import { IdleActionsEditor } from './IdleActionsEditor';
import { ProfileTab } from './ProfileTab';
import { SettingsTab } from './SettingsTab';
import { TransferRulesEditor } from './TransferRulesEditor';
import { WorkInfoTab } from './WorkInfoTab';

const ready = (draft: AgentDraft) => Boolean(draft.name.trim() && draft.productName.trim() && draft.productDescription.trim() && draft.agentModelId);

export interface AgentFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Editing this agent; creating when absent. */
  agent?: Agent;
  onSaved?: (agent: Agent) => void;
}

/** 'Criar agente' with its tabs; editing adds the Avançado tab (spec 3 §2.1). */
export function AgentFormModal({ open, onClose, agent, onSaved }: AgentFormModalProps) {
  return (
    <ModalOrDrawer open={open} onClose={onClose} size="lg" title={agent ? 'Editar agente' : 'Criar agente'}>
      {open && <AgentForm agent={agent} onClose={onClose} onSaved={onSaved} />}
    </ModalOrDrawer>
  );
}

function AgentForm({ agent, onClose, onSaved }: Omit<AgentFormModalProps, 'open'>) {
  const { inboxId } = useSession();
  const models = useAgentModels();
  const [draft, setDraft] = useState<AgentDraft>(() => (agent ? draftOf(agent) : newDraft()));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAgent();
  const update = useUpdateAgent(agent?.id ?? '');
  const saving = create.isPending || update.isPending;
  const modelId = draft.agentModelId || models.data?.[0]?.id || '';
  const current = { ...draft, agentModelId: modelId };
  const props = { draft: current, onChange: setDraft };

  const save = async () => {
    setError(null);
    try {
      const saved = agent ? await update.mutateAsync(payloadOf(current)) : await create.mutateAsync({ ...payloadOf(current), inboxId });
      toast.success(agent ? 'Agente atualizado' : 'Agente criado');
      onSaved?.(saved);
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.message : 'Não foi possível salvar o agente');
    }
  };

  const tabs = [
    { key: 'profile', label: 'Perfil', children: <ProfileTab {...props} /> },
    { key: 'work', label: 'Informações de trabalho', children: <WorkInfoTab {...props} /> },
    { key: 'settings', label: 'Configurações', children: <SettingsTab {...props} models={models.data ?? []} /> },
  ];
  if (agent) {
    tabs.push({
      key: 'advanced',
      label: 'Avançado',
      children: (
        <Flex vertical gap={24}>
          <ActivePeriodEditor {...props} />
          <IdleActionsEditor {...props} />
          <TransferRulesEditor {...props} />
        </Flex>
      ),
    });
  }

  return (
    <Flex vertical gap={12}>
      {error && <Alert type="error" showIcon message={error} />}
      <Tabs items={tabs} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" loading={saving} disabled={!ready(current)} onClick={save}>
          {agent ? 'Salvar' : 'Criar agente'}
        </Button>
      </Flex>
    </Flex>
  );
}
