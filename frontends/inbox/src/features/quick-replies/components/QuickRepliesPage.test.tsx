import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { tag } from '../../tags/test/fixtures';
import { fastMessage } from '../test/fixtures';
import { QuickRepliesPage } from './QuickRepliesPage';

const renderQuickReplies = (routes: FakeRoutes = {}, path = '/quick-replies') =>
  renderPage(<QuickRepliesPage />, {
    path,
    route: '/quick-replies',
    routes: {
      'GET /fast-message': () => ok([]),
      'GET /tag': () => ok([tag({ name: 'Boas-vindas', modules: ['fast-messages'] })]),
      ...routes,
    },
  });

const openCreateModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Nova resposta/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Adicionar resposta rápida')).toBeTruthy();
  return dialog;
};

describe('QuickRepliesPage', () => {
  it('shows each reply with its title, text and tags', async () => {
    renderQuickReplies({
      'GET /fast-message': () =>
        ok([fastMessage({ title: 'Documentos', content: 'Envie o RG e o CPF, por favor.', tags: [{ id: 't1', name: 'Cível', color: '#E8793A' }] })]),
    });

    const card = await screen.findByRole('article', { name: 'Documentos' });
    expect(within(card).getByText('Envie o RG e o CPF, por favor.')).toBeTruthy();
    expect(within(card).getByText('Cível')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderQuickReplies();
    expect(await screen.findByText('Nenhuma mensagem rápida encontrada')).toBeTruthy();
  });

  it('filters by title, content or tag as the user types', async () => {
    renderQuickReplies({
      'GET /fast-message': () => ok([fastMessage({ title: 'Boas-vindas' }), fastMessage({ title: 'Documentos', content: 'Envie o RG.' })]),
    });
    await screen.findByRole('article', { name: 'Documentos' });

    fireEvent.change(screen.getByLabelText('Buscar respostas rápidas'), { target: { value: 'rg' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Boas-vindas' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Documentos' })).toBeTruthy();
  });

  it('asks to fill every field before saving', async () => {
    const { backend } = renderQuickReplies();
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Saudação' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Preencha todos os campos')).toBeTruthy();
    expect(backend.requestsTo('POST', '/fast-message')).toHaveLength(0);
  });

  it('inserts the placeholders where the cursor is and creates the reply', async () => {
    const { backend } = renderQuickReplies({ 'POST /fast-message': (request) => ok(fastMessage(request.body as object), 201) });
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Saudação' } });
    const content = within(dialog).getByLabelText('Conteúdo') as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: 'Olá, ! Aqui é .' } });
    content.setSelectionRange(5, 5);
    fireEvent.click(within(dialog).getByRole('button', { name: /Primeiro nome do cliente/ }));
    await waitFor(() => expect(content.value).toBe('Olá, {primeiro_nome}! Aqui é .'));
    expect(content.selectionStart).toBe(20);

    content.setSelectionRange(29, 29);
    fireEvent.click(within(dialog).getByRole('button', { name: /Nome do atendente/ }));
    await waitFor(() => expect(content.value).toBe('Olá, {primeiro_nome}! Aqui é {nome_atendente}.'));
    expect(within(dialog).getByText('Olá, Maria! Aqui é Ana Souza.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Nome completo do cliente/ }));
    await waitFor(() => expect(content.value).toBe('Olá, {primeiro_nome}! Aqui é {nome_atendente}{nome_cliente}.'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta criada')).toBeTruthy();
    expect(backend.requestsTo('POST', '/fast-message')[0]?.body).toEqual({
      title: 'Saudação',
      content: 'Olá, {primeiro_nome}! Aqui é {nome_atendente}{nome_cliente}.',
      tagId: [],
      inboxId: INBOX_ID,
    });
  });

  it('tells the user when the reply could not be created', async () => {
    renderQuickReplies({ 'POST /fast-message': () => apiError(500, 'Erro interno no servidor') });
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Saudação' } });
    fireEvent.change(within(dialog).getByLabelText('Conteúdo'), { target: { value: 'Olá!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Não foi possível criar a resposta')).toBeTruthy();
    expect(screen.getByText('Erro')).toBeTruthy();
  });

  it('updates and deletes a reply', async () => {
    const reply = fastMessage({ title: 'Documentos', content: 'Envie o RG.' });
    const { backend } = renderQuickReplies({
      'GET /fast-message': () => ok([reply]),
      [`PATCH /fast-message/${reply.id}`]: (request) => ok({ ...reply, ...(request.body as object) }),
      [`DELETE /fast-message/${reply.id}`]: () => ok({ success: true }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Editar Documentos' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar resposta rápida')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Conteúdo'), { target: { value: 'Envie o RG e o CPF.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta atualizada')).toBeTruthy();
    expect(backend.requestsTo('PATCH', `/fast-message/${reply.id}`)[0]?.body).toEqual({
      title: 'Documentos',
      content: 'Envie o RG e o CPF.',
      tagId: [],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Documentos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText('Resposta excluída')).toBeTruthy();
  });

  it('opens the create modal from ?new=1', async () => {
    renderQuickReplies({}, '/quick-replies?new=1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar resposta rápida')).toBeTruthy();
  });
});
