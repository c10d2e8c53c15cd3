import type { ConversationList as ConversationListData } from '@balcao/contracts';
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Input, Result, theme, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { shouldShowListLimitHint, type StatusFilter } from '../lib/conversation-filters';
import { ConversationListItem } from './ConversationListItem';
import { ConversationListSkeleton } from './ConversationListSkeleton';
import { ListLimitHint } from './ListLimitHint';
import { StatusTabs } from './StatusTabs';

interface ConversationListProps {
  /** The device header (select with the connection dot). */
  deviceHeader: ReactNode;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onSearchChange: (text: string) => void;
  /** Whether a drawer filter narrows the list (the filter button's dot). */
  filtersActive: boolean;
  onOpenFilters: () => void;
  onClearFilters: () => void;
  data: ConversationListData | undefined;
  loading: boolean;
  /** Showing the previous filter's results while the new ones load. */
  stale: boolean;
  error: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onOpen: (id: string) => void;
}

/** The conversation list column of /messages (spec 1 §2). */
export function ConversationList({
  deviceHeader,
  status,
  onStatusChange,
  search,
  onSearchChange,
  filtersActive,
  onOpenFilters,
  onClearFilters,
  data,
  loading,
  stale,
  error,
  onRetry,
  selectedId,
  onOpen,
}: ConversationListProps) {
  const { token } = theme.useToken();
  const conversations = data?.data ?? [];

  let body: ReactNode;
  if (loading) body = <ConversationListSkeleton />;
  else if (error && !data)
    body = (
      <Result
        status="warning"
        title="Não foi possível carregar as conversas"
        extra={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Tentar novamente
          </Button>
        }
        style={{ padding: '32px 16px' }}
      />
    );
  else if (conversations.length === 0)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma conversa encontrada" style={{ marginTop: 48 }}>
        {filtersActive && <Button onClick={onClearFilters}>Limpar filtros</Button>}
      </Empty>
    );
  else
    body = (
      <>
        {shouldShowListLimitHint(conversations.length) && <ListLimitHint />}
        <ul aria-label="Conversas" style={{ margin: 0, padding: 0, opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {conversations.map((conversation) => (
            <ConversationListItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </>
    );

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0, background: token.colorBgContainer }}>
      <div style={{ padding: '16px 16px 8px' }}>{deviceHeader}</div>
      <StatusTabs value={status} onChange={onStatusChange} />
      <Flex gap={8} style={{ padding: '12px 16px 8px' }}>
        <Input
          allowClear
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
          placeholder="Pesquisar contato ou mensagem"
          aria-label="Pesquisar conversas"
        />
        <Tooltip title={filtersActive ? 'Filtros ativos' : 'Filtros'}>
          <Badge dot={filtersActive} offset={[-4, 4]} data-testid="conversation-filters-badge">
            <Button icon={<FilterOutlined />} aria-label="Filtros" onClick={onOpenFilters} type={filtersActive ? 'primary' : 'default'} ghost={filtersActive} />
          </Badge>
        </Tooltip>
      </Flex>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</div>
    </Flex>
  );
}
