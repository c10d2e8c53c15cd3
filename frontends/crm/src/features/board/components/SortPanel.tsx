import { LEAD_SORT_FIELD_LABELS, LEAD_SORT_FIELDS, SORT_ORDER_LABELS, type SortOrder } from '@balcao/contracts';
import { Form, Select } from 'antd';
import type { BoardSort } from '../lib/board-query';

const FIELD_OPTIONS = LEAD_SORT_FIELDS.map((value) => ({ value, label: LEAD_SORT_FIELD_LABELS[value] }));
const ORDER_OPTIONS = (['desc', 'asc'] as SortOrder[]).map((value) => ({ value, label: SORT_ORDER_LABELS[value] }));

/** Spec 2 §2.1 'Sort panel': Campo and Ordem. */
export function SortPanel({ sort, onChange }: { sort: BoardSort; onChange: (sort: BoardSort) => void }) {
  return (
    <Form layout="vertical" component="div" style={{ width: 240 }}>
      <Form.Item label="Campo" htmlFor="sort-field">
        <Select id="sort-field" value={sort.sortField} options={FIELD_OPTIONS} onChange={(sortField) => onChange({ ...sort, sortField })} />
      </Form.Item>
      <Form.Item label="Ordem" htmlFor="sort-order" style={{ marginBottom: 0 }}>
        <Select id="sort-order" value={sort.sortOrder} options={ORDER_OPTIONS} onChange={(sortOrder) => onChange({ ...sort, sortOrder })} />
      </Form.Item>
    </Form>
  );
}
