import { TwoClickDeleteButton } from '@balcao/ui';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Typography } from 'antd';

export type BlockedFilter = 'all' | 'active' | 'blocked';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  blocked: BlockedFilter;
  onBlockedChange: (value: BlockedFilter) => void;
  selectedCount: number;
  onClearSelection: () => void;
  onDeleteSelected: () => Promise<unknown>;
};

const BLOCKED_OPTIONS: { value: BlockedFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'blocked', label: 'Bloqueados' },
];

/** Search and filter, or, with rows selected, the bulk actions. */
export function ContactsToolbar({
  search,
  onSearchChange,
  blocked,
  onBlockedChange,
  selectedCount,
  onClearSelection,
  onDeleteSelected,
}: Props) {
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <Flex gap="middle" align="center" wrap style={{ flex: '1 1 320px' }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Pesquise pelo nome ou número do contato"
          aria-label="Pesquisar contatos"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          style={{ maxWidth: 380 }}
        />
        <Segmented<BlockedFilter> value={blocked} onChange={onBlockedChange} options={BLOCKED_OPTIONS} />
      </Flex>
      {selectedCount > 0 && (
        <Flex gap="small" align="center">
          <Typography.Text>
            {selectedCount === 1 ? '1 contato selecionado' : `${selectedCount} contatos selecionados`}
          </Typography.Text>
          <Button onClick={onClearSelection}>Limpar seleção</Button>
          <TwoClickDeleteButton onConfirm={onDeleteSelected} tooltip="Excluir selecionados">
            Excluir selecionados
          </TwoClickDeleteButton>
        </Flex>
      )}
    </Flex>
  );
}
