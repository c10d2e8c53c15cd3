import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { tag } from '../test/fixtures';
import { TagsPage } from './TagsPage';

const renderTags = (routes: FakeRoutes = {}, path = '/tags') =>
  renderPage(<TagsPage />, { path, route: '/tags', routes: { 'GET /tag': () => ok([]), ...routes } });

const openCreateModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Nova etiqueta/ }));
  return screen.findByRole('dialog');
};

describe('TagsPage', () => {
  it('lists each tag with its modules and creation date', async () => {
    renderTags({ 'GET /tag': () => ok([tag({ name: 'Previdenciário', modules: ['crm', 'fast-messages', 'conversas'] })]) });

    const row = (await screen.findByText('Previdenciário')).closest('tr')!;
    expect(within(row).getByText('Conversas')).toBeTruthy();
    expect(within(row).getByText('Respostas rápidas')).toBeTruthy();
    expect(within(row).getByText('CRM')).toBeTruthy();
    expect(within(row).queryByText('Contatos')).toBeNull();
    expect(within(row).getByText('05/03/2025')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderTags();
    expect(await screen.findByText('Nenhuma etiqueta encontrada')).toBeTruthy();
  });

  it('asks for a name and at least one module', async () => {
    const { backend } = renderTags();
    const dialog = await openCreateModal();
    expect(within(dialog).getByText('Adicionar etiqueta')).toBeTruthy();
    expect(within(dialog).getByText('#0296F9')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Nome da etiqueta é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText('Módulo da etiqueta é obrigatório')).toBeTruthy();
    await waitFor(() => expect(backend.requestsTo('POST', '/tag')).toHaveLength(0));
  });

  it('creates a tag with the default colour and the chosen modules', async () => {
    const { backend } = renderTags({ 'POST /tag': (request) => ok(tag(request.body as object), 201) });
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: ' Trabalhista ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Contatos' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Respostas rápidas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Etiqueta criada')).toBeTruthy();
    expect(backend.requestsTo('POST', '/tag')[0]?.body).toEqual({
      name: 'Trabalhista',
      color: '#0296F9',
      modules: ['fast-messages', 'pessoas'],
      inboxId: INBOX_ID,
    });
  });

  it('edits a tag', async () => {
    const civil = tag({ name: 'Cível', color: '#E8793A', modules: ['conversas'] });
    const { backend } = renderTags({
      'GET /tag': () => ok([civil]),
      [`PATCH /tag/${civil.id}`]: (request) => ok({ ...civil, ...(request.body as object) }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Editar Cível' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar etiqueta')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'CRM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Etiqueta atualizada')).toBeTruthy();
    expect(backend.requestsTo('PATCH', `/tag/${civil.id}`)[0]?.body).toEqual({
      name: 'Cível',
      color: '#E8793A',
      modules: ['conversas', 'crm'],
    });
  });

  it('deletes a tag after the second click', async () => {
    const civil = tag({ name: 'Cível' });
    const { backend } = renderTags({
      'GET /tag': () => ok([civil]),
      [`DELETE /tag/${civil.id}`]: () => ok({ success: true }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Cível' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));

    expect(await screen.findByText('Etiqueta excluída')).toBeTruthy();
    expect(backend.requestsTo('DELETE', `/tag/${civil.id}`)).toHaveLength(1);
  });

  it('opens the create modal from ?new=1', async () => {
    renderTags({}, '/tags?new=1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar etiqueta')).toBeTruthy();
  });
});
