import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../test/dialogs';
import { flow, INBOX_ID } from '../test/fixtures';
import { flowsBackend } from '../test/flows-backend';
import { renderPage } from '../test/render';
import FlowsPage from './FlowsPage';

const cardNames = () => screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent);

describe('FlowsPage', () => {
  it('lists the workspace flows with count, badge, search and sort', async () => {
    const { routes } = flowsBackend([
      flow({ name: 'Triagem', createdAt: '2026-01-02T00:00:00Z' }),
      flow({ name: 'Boas-vindas', createdAt: '2026-01-03T00:00:00Z', isMain: true }),
      flow({ name: 'Avaliação', description: 'Pesquisa de satisfação', createdAt: '2026-01-01T00:00:00Z' }),
    ]);
    const { backend } = renderPage(<FlowsPage />, { routes });

    await waitFor(() => expect(cardNames()).toEqual(['Boas-vindas', 'Triagem', 'Avaliação']));
    expect(backend.requestsTo('GET', '/flow')[0].query.get('inboxId')).toBe(INBOX_ID);
    expect(screen.getByTestId('flows-total').textContent).toBe('3 fluxos');
    expect(within(screen.getByLabelText('Fluxo Boas-vindas')).getByText('Fluxo de atendimento ativo')).toBeTruthy();
    expect(within(screen.getByLabelText('Fluxo Triagem')).queryByText('Fluxo de atendimento ativo')).toBeNull();
    expect(within(screen.getByLabelText('Fluxo Triagem')).getByRole('link', { name: 'Gerenciar fluxo' }).getAttribute('href')).toMatch(/^\/flows\/0195/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar' }));
    fireEvent.click(await screen.findByTitle('Nome (A-Z)'));
    await waitFor(() => expect(cardNames()).toEqual(['Avaliação', 'Boas-vindas', 'Triagem']));

    fireEvent.change(screen.getByLabelText('Buscar fluxo'), { target: { value: 'satisfacao' } });
    await waitFor(() => expect(cardNames()).toEqual(['Avaliação']));
    fireEvent.change(screen.getByLabelText('Buscar fluxo'), { target: { value: 'inexistente' } });
    expect(await screen.findByText('Nenhum fluxo encontrado para "inexistente". Tente outro termo.')).toBeTruthy();
  });

  it('shows the empty state and creates a flow, refusing an empty name first', async () => {
    const { routes } = flowsBackend([]);
    const { backend, router } = renderPage(<FlowsPage />, { routes });
    expect(await screen.findByText('Nenhum fluxo criado ainda. Crie o primeiro para automatizar o atendimento.')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /Criar fluxo/ })[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Nome obrigatório')).toBeTruthy();
    expect(backend.requestsTo('POST', '/flow')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: '  Consulta processual ' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: 'Andamento do processo' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Verde' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/flow')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/flow')[0].body).toEqual({
      name: 'Consulta processual',
      description: 'Andamento do processo',
      color: 'bg-emerald-600',
      inboxId: INBOX_ID,
      content: { steps: [], initialStepId: '' },
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flows\/0195/));
  });

  it('opens the create modal from the add menu link (?new=1)', async () => {
    const { routes } = flowsBackend([]);
    renderPage(<FlowsPage />, { routes, path: '/flows?new=1' });
    expect(await findDialog('Criar fluxo')).toBeTruthy();
  });

  it('edits a flow and deletes another after confirmation', async () => {
    const keep = flow({ name: 'Triagem' });
    const gone = flow({ name: 'Antigo', createdAt: '2025-01-01T00:00:00Z' });
    const { routes } = flowsBackend([keep, gone]);
    const { backend } = renderPage(<FlowsPage />, { routes });

    fireEvent.click(await screen.findByRole('button', { name: 'Editar Triagem' }));
    const dialog = await findDialog('Editar fluxo');
    expect((within(dialog).getByLabelText('Nome') as HTMLInputElement).value).toBe('Triagem');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Triagem inicial' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', `/flow/${keep.id}`)).toHaveLength(1));
    expect(backend.requestsTo('PATCH', `/flow/${keep.id}`)[0].body).toEqual({ name: 'Triagem inicial', description: 'Recebe os clientes no WhatsApp', color: 'bg-blue-600' });

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Antigo' }));
    const confirm = await findDialog('Excluir fluxo');
    expect(within(confirm).getByText(/Tem certeza que deseja excluir o fluxo "Antigo"/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(backend.requestsTo('DELETE', `/flow/${gone.id}`)).toHaveLength(1));
    await waitFor(() => expect(cardNames()).toEqual(['Triagem inicial']));
    expect(screen.getByTestId('flows-total').textContent).toBe('1 fluxo');
  });
});
