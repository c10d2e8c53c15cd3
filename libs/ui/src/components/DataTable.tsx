import { Empty, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';

export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface DataTableProps<T extends object>
  extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'loading'> {
  columns: ColumnsType<T>;
  data: readonly T[] | undefined;
  loading?: boolean;
  /** Server-side paging; omit to show every row. */
  pagination?: DataTablePagination;
  emptyText?: string;
}

export const DEFAULT_EMPTY_TEXT = 'Nenhum resultado encontrado';

/** The row actions stay in reach on a narrow screen: the 'actions' column is pinned to the right. */
const pinActions = <T extends object>(columns: ColumnsType<T>): ColumnsType<T> =>
  columns.map((column) => (column.key === 'actions' && column.fixed === undefined ? { ...column, fixed: 'right' } : column));

/** The generic data table of spec 1 §2: antd Table with pt-BR paging and empty state. */
export function DataTable<T extends object>({
  columns,
  data,
  loading = false,
  pagination,
  emptyText = DEFAULT_EMPTY_TEXT,
  rowKey = 'id' as TableProps<T>['rowKey'],
  scroll = { x: 'max-content' },
  ...rest
}: DataTableProps<T>) {
  return (
    <Table<T>
      {...rest}
      rowKey={rowKey}
      columns={pinActions(columns)}
      dataSource={data as T[] | undefined}
      loading={loading}
      scroll={scroll}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={
        pagination
          ? {
              current: pagination.page,
              pageSize: pagination.pageSize,
              total: pagination.total,
              onChange: pagination.onChange,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total, [from, to]) => `${from}-${to} de ${total}`,
            }
          : false
      }
    />
  );
}
