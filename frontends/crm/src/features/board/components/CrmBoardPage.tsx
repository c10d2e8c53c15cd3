import { BOARD_DEFAULT_LEADS_PER_COLUMN, BOARD_MAX_LEADS_PER_COLUMN, type BoardColumn, type Lead } from '@balcao/contracts';
import { LoadFailed, useDebouncedValue, useSession } from '@balcao/ui';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { ColumnFormModal } from '../../columns/components/ColumnFormModal';
import { ColumnsModal } from '../../columns/components/ColumnsModal';
import { CustomFieldsModal } from '../../custom-fields/components/CustomFieldsModal';
import { useFunnels } from '../../funnels/api/funnels';
import { FunnelFormModal } from '../../funnels/components/FunnelFormModal';
import { LeadDetailModal } from '../../leads/components/LeadDetailModal';
import { LeadFormModal } from '../../leads/components/LeadFormModal';
import { useBoard } from '../api/get-board';
import { useMoveLead } from '../api/move-lead';
import { useBoardRealtime } from '../hooks/use-board-realtime';
import { useNewLeadParam } from '../hooks/use-new-lead-param';
import { useSelectedFunnel } from '../hooks/use-selected-funnel';
import { boardRequest, DEFAULT_SORT, EMPTY_FILTERS, type BoardFilters, type BoardSort } from '../lib/board-query';
import { BoardHeader } from './BoardHeader';
import { KanbanBoard } from './KanbanBoard';

/** Spec 2 §9: the contact search waits 400 ms. */
const SEARCH_DEBOUNCE_MS = 400;

/** Which dialog is open over the board. */
type Dialog =
  | { kind: 'lead-form'; lead: Lead | null; addingField?: boolean }
  | { kind: 'lead-detail'; leadId: string }
  | { kind: 'columns' }
  | { kind: 'column-form'; column: BoardColumn }
  | { kind: 'fields' }
  | { kind: 'funnel-form' };

/** /crm (spec 2 §2.1): the chosen funnel as a kanban board with its header and dialogs. */
export function CrmBoardPage() {
  const { inboxId } = useSession();
  const funnels = useFunnels(inboxId);
  const { selected: funnel, select: selectFunnel } = useSelectedFunnel(inboxId, funnels.data);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<BoardFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<BoardSort>(DEFAULT_SORT);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [perColumn, setPerColumn] = useState(BOARD_DEFAULT_LEADS_PER_COLUMN);
  const board = useBoard(funnel ? boardRequest(funnel.id, term, filters, sort, perColumn) : null);
  const move = useMoveLead();
  useBoardRealtime(inboxId);

  const openNewLead = useCallback(() => setDialog({ kind: 'lead-form', lead: null }), []);
  // Once the columns are there, so the form starts on the first stage.
  useNewLeadParam(Boolean(funnel && board.data), openNewLead);

  const columns = board.data ?? [];
  const close = () => setDialog(null);

  let body;
  if (funnels.isLoading || (funnel && board.isLoading)) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (funnels.isError) body = <LoadFailed message="Não foi possível carregar os funis." onRetry={() => void funnels.refetch()} />;
  else if (!funnel)
    body = (
      <Empty description="Nenhum funil criado neste workspace">
        <Button type="primary" onClick={() => setDialog({ kind: 'funnel-form' })}>
          Criar funil
        </Button>
      </Empty>
    );
  else if (board.isError && !board.data) body = <LoadFailed message="Não foi possível carregar o quadro." onRetry={() => void board.refetch()} />;
  else if (columns.length === 0 && !filters.columnId)
    body = (
      <Empty description="Nenhuma coluna encontrada">
        <Button type="primary" onClick={() => setDialog({ kind: 'columns' })}>
          Configurar colunas
        </Button>
      </Empty>
    );
  else
    body = (
      <KanbanBoard
        board={columns}
        onMoveLead={(lead, columnId) => move.mutate({ funnelId: lead.funnelId, leadId: lead.id, columnId })}
        onOpenLead={(lead) => setDialog({ kind: 'lead-detail', leadId: lead.id })}
        onEditColumn={(column) => setDialog({ kind: 'column-form', column })}
        onShowMore={() => setPerColumn((count) => Math.min(count + BOARD_DEFAULT_LEADS_PER_COLUMN, BOARD_MAX_LEADS_PER_COLUMN))}
      />
    );

  return (
    <Flex vertical>
      <BoardHeader
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilters={setFilters}
        sort={sort}
        onSort={setSort}
        columns={columns}
        funnels={funnels.data ?? []}
        funnel={funnel}
        onSelectFunnel={(next) => {
          selectFunnel(next);
          setFilters(EMPTY_FILTERS);
        }}
        refreshing={board.isFetching}
        onRefresh={() => void board.refetch()}
        onNewLead={openNewLead}
        onColumns={() => setDialog({ kind: 'columns' })}
        onFields={() => setDialog({ kind: 'fields' })}
        onCreateFunnel={() => setDialog({ kind: 'funnel-form' })}
      />
      {body}
      {funnel && dialog?.kind === 'lead-form' && (
        <LeadFormModal
          funnelId={funnel.id}
          columns={columns}
          lead={dialog.lead}
          hidden={dialog.addingField}
          onClose={close}
          onAddCustomField={() => setDialog({ ...dialog, addingField: true })}
        />
      )}
      {funnel && dialog?.kind === 'lead-form' && dialog.addingField && (
        // The new field's form over the lead form, which keeps what was typed and then shows the field.
        <CustomFieldsModal funnelId={funnel.id} startWithNew onClose={() => setDialog({ ...dialog, addingField: false })} />
      )}
      {dialog?.kind === 'lead-detail' && (
        <LeadDetailModal leadId={dialog.leadId} onClose={close} onEdit={(lead) => setDialog({ kind: 'lead-form', lead })} />
      )}
      {funnel && dialog?.kind === 'columns' && <ColumnsModal funnels={funnels.data ?? []} funnelId={funnel.id} columns={columns} onClose={close} />}
      {funnel && dialog?.kind === 'column-form' && (
        <ColumnFormModal funnels={funnels.data ?? []} funnelId={funnel.id} column={dialog.column} onClose={close} />
      )}
      {dialog?.kind === 'fields' && <CustomFieldsModal funnelId={funnel?.id ?? null} onClose={close} />}
      {dialog?.kind === 'funnel-form' && <FunnelFormModal onClose={close} onCreated={selectFunnel} />}
    </Flex>
  );
}
