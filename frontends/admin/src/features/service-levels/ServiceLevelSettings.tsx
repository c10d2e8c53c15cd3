import { useSession } from '@balcao/ui';
import { Flex } from 'antd';
import { AutoAssignmentCard } from './AutoAssignmentCard';

/**
 * Settings tab 'Atendimento' as this branch shows it: only the auto-assignment card of the
 * workspace in use. The business hours and SLA branch (issue 40 §1, §3) owns this tab; merged, its
 * ServiceLevelSettings renders <AutoAssignmentCard inboxId={inboxId} /> among its cards.
 */
export function ServiceLevelSettings() {
  const { inboxId } = useSession();
  return (
    <Flex vertical gap="middle">
      <AutoAssignmentCard inboxId={inboxId} />
    </Flex>
  );
}
