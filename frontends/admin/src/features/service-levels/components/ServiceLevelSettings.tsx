import { LoadFailed, useSession } from '@balcao/ui';
import { Alert, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useBusinessHours, useSlaPolicy } from '../api/service-levels';
import { AutoAssignmentCard } from './AutoAssignmentCard';
import { BusinessHoursCards } from './BusinessHoursCards';
import { SlaCard } from './SlaCard';

function WorkspaceServiceLevels({ inboxId }: { inboxId: string }) {
  const hours = useBusinessHours(inboxId);
  const policy = useSlaPolicy(inboxId);
  if (hours.isError || policy.isError) {
    const retry = () => void Promise.all([hours.refetch(), policy.refetch()]);
    return <LoadFailed message="Não foi possível carregar o horário de atendimento." onRetry={retry} />;
  }
  if (!hours.data || !policy.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <BusinessHoursCards hours={hours.data} />
      <SlaCard policy={policy.data} />
      <AutoAssignmentCard inboxId={inboxId} />
    </Flex>
  );
}

/** Settings tab 'Atendimento' (issue 40): each workspace's business hours, holidays, out-of-hours message, SLA and automatic distribution. */
export function ServiceLevelSettings() {
  const { user, inboxId: currentInboxId } = useSession();
  const [inboxId, setInboxId] = useState(currentInboxId);
  if (!user.isManager) return <Alert type="info" showIcon title="Apenas o Gestor do escritório pode alterar o horário de atendimento e o SLA." />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>Workspace</Typography.Text>
        <Select
          aria-label="Workspace"
          style={{ minWidth: 240 }}
          value={inboxId}
          onChange={setInboxId}
          options={user.inboxes.map((inbox) => ({ value: inbox.id, label: inbox.name }))}
        />
      </Flex>
      {/* Keyed by workspace: each one's drafts start from its own saved settings. */}
      <WorkspaceServiceLevels key={inboxId} inboxId={inboxId} />
    </Flex>
  );
}
