import { useSession } from '@balcao/ui';
import { Flex, Select, Typography } from 'antd';
import { useAttendants } from '../../attendants/api/get-attendants';

interface ResponsibleFilterSelectProps {
  value: string | undefined;
  onChange: (userId: string | undefined) => void;
}

/** The workspace's attendants, to keep only the conversations one of them is responsible for. */
export function ResponsibleFilterSelect({ value, onChange }: ResponsibleFilterSelectProps) {
  const { inboxId } = useSession();
  const attendants = useAttendants(inboxId);
  return (
    <Flex vertical gap={4}>
      <Select
        aria-label="Responsável"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Todos os atendentes"
        value={value}
        onChange={(userId: string | undefined) => onChange(userId)}
        loading={attendants.isLoading}
        notFoundContent={attendants.isLoading ? 'Carregando atendentes...' : 'Nenhum atendente disponível'}
        options={(attendants.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
        style={{ width: '100%' }}
      />
      {attendants.isError && !attendants.data && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          Não foi possível carregar os atendentes
        </Typography.Text>
      )}
    </Flex>
  );
}
