import type { FunnelColumn } from '@balcao/contracts';
import { dayjs, useSession } from '@balcao/ui';
import { Button, DatePicker, Flex, Form, Select } from 'antd';
import { Link } from 'react-router';
import { useAttendants } from '../../attendants/api/get-attendants';
import { LEAD_CHANNEL_OPTIONS } from '../../leads/lib/channels';
import { useCrmTags } from '../../tags/api/get-crm-tags';
import { EMPTY_FILTERS, hasActiveFilters, type BoardFilters } from '../lib/board-query';

interface FiltersPanelProps {
  filters: BoardFilters;
  columns: Pick<FunnelColumn, 'id' | 'name'>[];
  onChange: (filters: BoardFilters) => void;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const dayValue = (value: string | undefined) => (value ? dayjs(value) : null);

/** Spec 2 §2.1 'Filter panel fields'. Each change applies at once. */
export function FiltersPanel({ filters, columns, onChange }: FiltersPanelProps) {
  const { inboxId } = useSession();
  const tags = useCrmTags(inboxId);
  const attendants = useAttendants(inboxId);
  const set = (patch: Partial<BoardFilters>) => onChange({ ...filters, ...patch });

  return (
    <Form layout="vertical" component="div" style={{ width: 300 }}>
      <Flex gap="small">
        <Form.Item label="Data de criação" htmlFor="filter-created-at" style={{ flex: 1 }}>
          <DatePicker
            id="filter-created-at"
            format="DD/MM/YYYY"
            value={dayValue(filters.createdAt)}
            onChange={(date) => set({ createdAt: date ? date.format(DAY_FORMAT) : undefined })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Último Contato" htmlFor="filter-last-contact" style={{ flex: 1 }}>
          <DatePicker
            id="filter-last-contact"
            format="DD/MM/YYYY"
            value={dayValue(filters.lastContact)}
            onChange={(date) => set({ lastContact: date ? date.format(DAY_FORMAT) : undefined })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Form.Item label="Etiquetas" htmlFor="filter-tags" extra={<Link to="/tags?new=1">Criar etiqueta</Link>}>
        <Select
          id="filter-tags"
          mode="multiple"
          allowClear
          placeholder="Selecione as etiquetas"
          value={filters.tags}
          loading={tags.isLoading}
          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(ids) => set({ tags: ids })}
        />
      </Form.Item>
      <Form.Item label="Etapa" htmlFor="filter-column">
        <Select
          id="filter-column"
          allowClear
          placeholder="Todas as etapas"
          value={filters.columnId}
          options={columns.map((column) => ({ value: column.id, label: column.name }))}
          onChange={(columnId) => set({ columnId })}
        />
      </Form.Item>
      <Form.Item label="Canal de aquisição" htmlFor="filter-channel">
        <Select id="filter-channel" allowClear placeholder="Todos os canais" value={filters.channel} options={LEAD_CHANNEL_OPTIONS} onChange={(channel) => set({ channel })} />
      </Form.Item>
      <Form.Item label="Atendente" htmlFor="filter-user">
        <Select
          id="filter-user"
          allowClear
          placeholder="Todos os atendentes"
          value={filters.userId}
          loading={attendants.isLoading}
          options={(attendants.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(userId) => set({ userId })}
        />
      </Form.Item>
      {hasActiveFilters(filters) && (
        <Button block onClick={() => onChange(EMPTY_FILTERS)}>
          Limpar filtro
        </Button>
      )}
    </Form>
  );
}
