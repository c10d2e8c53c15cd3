// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/jsdom-setup';
import { DataTable } from './DataTable';

type Row = { id: string; name: string };

describe('DataTable', () => {
  it("pins the 'actions' column to the right, so a narrow screen keeps the row actions in reach", () => {
    render(
      <DataTable<Row>
        data={[{ id: '1', name: 'Trabalhista' }]}
        columns={[
          { key: 'name', title: 'Nome', dataIndex: 'name' },
          { key: 'actions', title: 'Ações', render: () => <button type="button">Editar</button> },
        ]}
      />,
    );
    expect(screen.getByText('Editar').closest('td')!.className).toMatch(/ant-table-cell-fix-(right|end)/);
    expect(screen.getByText('Trabalhista').closest('td')!.className).not.toMatch(/ant-table-cell-fix/);
  });
});
