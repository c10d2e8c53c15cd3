import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { peoplePage } from '../test/fixtures';
import { ContactsPage } from './ContactsPage';

let downloads: string[];

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and does not download.
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const openReport = async (routes: FakeRoutes = {}) => {
  const view = renderPage(<ContactsPage />, {
    path: '/customers',
    route: '/customers',
    routes: { 'GET /people': () => ok(peoplePage([])), 'POST /people/report': () => ok('%PDF-1.3'), ...routes },
  });
  fireEvent.click(await screen.findByRole('button', { name: /Relatório/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Relatório de clientes')).toBeTruthy();
  return { ...view, dialog };
};

const generate = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));

describe('customers report modal', () => {
  it('names the file after the title, date and time, and downloads the chosen fields as Excel', async () => {
    const { backend, dialog } = await openReport();
    const fileName = within(dialog).getByLabelText('Nome do arquivo') as HTMLInputElement;
    expect(fileName.value).toMatch(/^Relatório de clientes \d{2}-\d{2}-\d{4} \d{2}h\d{2}$/);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel' }));
    fireEvent.change(fileName, { target: { value: 'Clientes de março' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Documento' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Última mensagem' }));
    generate(dialog);

    expect(await screen.findByText('Relatório gerado com sucesso.')).toBeTruthy();
    const [request] = backend.requestsTo('POST', '/people/report');
    expect(request.body).toEqual({ inboxId: INBOX_ID, format: 'xlsx', fileName: 'Clientes de março', fields: ['name', 'contact', 'allowedSearch'] });
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(downloads).toEqual(['Clientes de março.xlsx']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a file name and at least one field before sending anything', async () => {
    const { backend, dialog } = await openReport();
    fireEvent.change(within(dialog).getByLabelText('Nome do arquivo'), { target: { value: '  ' } });
    generate(dialog);
    expect(await screen.findByText('Preencha o nome do arquivo.')).toBeTruthy();
    expect(screen.getByText('Atenção')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nome do arquivo'), { target: { value: 'Clientes' } });
    for (const label of ['Nome', 'Contato', 'Documento', 'Consulta permitida', 'Última mensagem']) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    generate(dialog);
    expect(await screen.findByText('Selecione pelo menos um campo.')).toBeTruthy();
    expect(backend.requestsTo('POST', '/people/report')).toHaveLength(0);
  });

  it('says when the workspace has no customers, and when a PDF fails', async () => {
    let answer = apiError(404, 'Nenhum cliente encontrado.');
    const { dialog } = await openReport({ 'POST /people/report': () => answer });
    generate(dialog);
    expect(await screen.findByText('Nenhum cliente encontrado.')).toBeTruthy();

    answer = apiError(500, 'Erro interno no servidor');
    generate(dialog);
    expect(await screen.findByText('Ocorreu um erro ao gerar o relatório PDF.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
