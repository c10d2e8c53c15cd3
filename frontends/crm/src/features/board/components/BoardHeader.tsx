import type { Funnel, FunnelColumn } from '@balcao/contracts';
import {
  AppstoreOutlined,
  CloseOutlined,
  FilterOutlined,
  FormOutlined,
  MoreOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SortAscendingOutlined,
} from '@ant-design/icons';
import { useMediaQuery } from '@balcao/ui';
import { Badge, Button, Flex, Input, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { FunnelMenu } from '../../funnels/components/FunnelMenu';
import { hasActiveFilters, type BoardFilters, type BoardSort } from '../lib/board-query';
import { FiltersPanel } from './FiltersPanel';
import { SortPanel } from './SortPanel';

/** Spec 2 §2.1: at 968px and below the options fold behind 'Abrir mais opções'. */
export const NARROW_HEADER_QUERY = '(max-width: 968px)';

export interface BoardHeaderProps {
  search: string;
  onSearch: (search: string) => void;
  filters: BoardFilters;
  onFilters: (filters: BoardFilters) => void;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
  columns: Pick<FunnelColumn, 'id' | 'name'>[];
  funnels: Funnel[];
  funnel: Funnel | null;
  onSelectFunnel: (funnel: Funnel) => void;
  refreshing: boolean;
  onRefresh: () => void;
  onNewLead: () => void;
  onColumns: () => void;
  onFields: () => void;
  onCreateFunnel: () => void;
}

function HeaderOptions(props: BoardHeaderProps) {
  const { filters, onFilters, sort, onSort, columns, funnel, refreshing } = props;
  const noFunnel = !funnel;
  return (
    <>
      <Popover trigger="click" placement="bottomRight" title="Filtros" content={<FiltersPanel filters={filters} columns={columns} onChange={onFilters} />}>
        <Badge dot={hasActiveFilters(filters)} offset={[-4, 4]}>
          <Button icon={<FilterOutlined />} disabled={noFunnel}>
            Filtros
          </Button>
        </Badge>
      </Popover>
      <Popover trigger="click" placement="bottomRight" title="Ordenar" content={<SortPanel sort={sort} onChange={onSort} />}>
        <Button icon={<SortAscendingOutlined />} disabled={noFunnel}>
          Ordenar
        </Button>
      </Popover>
      <Tooltip title={refreshing ? 'Atualizando dados...' : 'Atualizar dados'}>
        <Button icon={<ReloadOutlined spin={refreshing} />} aria-label="Atualizar dados" onClick={props.onRefresh} disabled={noFunnel} />
      </Tooltip>
      <Tooltip title={noFunnel ? 'Selecione um funil para criar um novo lead' : undefined}>
        <Button type="primary" icon={<PlusOutlined />} disabled={noFunnel} onClick={props.onNewLead}>
          Novo Lead
        </Button>
      </Tooltip>
      <Button icon={<AppstoreOutlined />} disabled={noFunnel} onClick={props.onColumns}>
        Colunas
      </Button>
      <Button icon={<FormOutlined />} disabled={noFunnel} onClick={props.onFields}>
        Campos
      </Button>
      <FunnelMenu funnels={props.funnels} selected={funnel} onSelect={props.onSelectFunnel} onCreate={props.onCreateFunnel} />
    </>
  );
}

/** The CRM header of spec 2 §2.1: search, filters, sort, refresh, new lead, columns, fields, funnels. */
export function BoardHeader(props: BoardHeaderProps) {
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
  const [expanded, setExpanded] = useState(false);
  const searchBox = (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder="Pesquise pelo nome ou número do contato"
      aria-label="Pesquise pelo nome ou número do contato"
      value={props.search}
      onChange={(event) => props.onSearch(event.target.value)}
      disabled={!props.funnel}
      style={{ width: narrow ? undefined : 320, flex: narrow ? 1 : undefined }}
    />
  );

  if (!narrow) {
    return (
      <Flex gap="small" align="center" justify="space-between" wrap style={{ marginBottom: 16 }}>
        {searchBox}
        <Flex gap="small" align="center" wrap>
          <HeaderOptions {...props} />
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      <Flex gap="small">
        {searchBox}
        <Button
          icon={expanded ? <CloseOutlined /> : <MoreOutlined />}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Fechar' : 'Abrir mais opções'}
        </Button>
      </Flex>
      {expanded && (
        <Flex gap="small" wrap>
          <HeaderOptions {...props} />
        </Flex>
      )}
    </Flex>
  );
}
