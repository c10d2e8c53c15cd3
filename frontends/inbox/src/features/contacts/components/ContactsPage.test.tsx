import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { tag } from '../../tags/test/fixtures';
import { person, peoplePage } from '../test/fixtures';
import { ContactsPage } from './ContactsPage';

const contactsTag = tag({ name: 'Cliente ativo', modules: ['pessoas'] });
const crmOnlyTag = tag({ name: 'Lead quente', modules: ['crm'] });

const renderContacts = (routes: FakeRoutes = {}, path = '/customers') =>
  renderPage(<ContactsPage />, {
    path,
    route: '/customers',
    routes: {
      'GET /people': () => ok(peoplePage([])),
      'GET /tag': () => ok([contactsTag, crmOnlyTag]),
      ...routes,
    },
  });

const openCreateModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Novo contato/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Adicionar contato')).toBeTruthy();
  return dialog;
};

/** Opens the antd Select labelled `label` and clicks the option `optionText`, as a user would. */
async function chooseOption(container: HTMLElement, label: string, optionText: string) {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === optionText);
    if (!found) throw new Error(`Opção '${optionText}' não apareceu`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

describe('ContactsPage', () => {
  it('lists the contacts with formatted phone, at most three tags and the blocked mark', async () => {
    const tags = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ id: `tag-${name}`, name: `Etiqueta ${name}`, color: '#0296F9' }));
    renderContacts({
      'GET /people': () =>
        ok(peoplePage([person({ name: 'Joana Lima', phoneNumber: '5511987654321', email: 'joana@exemplo.com', tags, isBlocked: true })])),
    });

    const row = (await screen.findByText('Joana Lima')).closest('tr')!;
    expect(within(row).getByText('(11) 9 8765-4321')).toBeTruthy();
    expect(within(row).getByText('joana@exemplo.com')).toBeTruthy();
    expect(within(row).getByText('Etiqueta C')).toBeTruthy();
    expect(within(row).queryByText('Etiqueta D')).toBeNull();
    expect(within(row).getByText('+2')).toBeTruthy();
    expect(within(row).getByText('Bloqueado')).toBeTruthy();
    expect(within(row).getByText('05/03/2025')).toBeTruthy();
  });

  it('shows the empty state when the workspace has no contacts', async () => {
    renderContacts();
    expect(await screen.findByText('Nenhum contato cadastrado')).toBeTruthy();
  });

  it('shows the validation messages and sends nothing while the form is wrong', async () => {
    const { backend } = renderContacts();
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('Contato'), { target: { value: '119876' } });
    fireEvent.change(within(dialog).getByLabelText('Email (Opcional)'), { target: { value: 'ana@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('O campo precisa de pelo menos 4 caracteres')).toBeTruthy();
    expect(within(dialog).getByText('O telefone precisa de pelo menos 10 caracteres')).toBeTruthy();
    expect(within(dialog).getByText('O e-mail informado está inválido')).toBeTruthy();
    expect(backend.requestsTo('POST', '/people')).toHaveLength(0);
  });

  it('masks the phone, sends it as digits and offers to start a conversation', async () => {
    const created = person({ name: 'Maria Oliveira', phoneNumber: '5511987654321' });
    const { backend, router } = renderContacts({ 'POST /people': () => ok(created, 201) });
    const dialog = await openCreateModal();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Maria Oliveira' } });
    const phone = within(dialog).getByLabelText('Contato') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '11987654321' } });
    expect(phone.value).toBe('(11) 9 8765-4321');
    await chooseOption(dialog, 'Etiquetas (Opcional)', 'Cliente ativo');
    expect(document.querySelector('.ant-select-item-option[title="Lead quente"]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Bloquear contato' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const start = await within(dialog).findByRole('button', { name: /Iniciar conversa/ });
    const [create] = backend.requestsTo('POST', '/people');
    expect(create?.body).toEqual({
      name: 'Maria Oliveira',
      phoneNumber: '11987654321',
      tags: [contactsTag.id],
      isBlocked: true,
      inboxId: INBOX_ID,
    });
    expect(create?.headers.get('Idempotency-Key')).toBeTruthy();

    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe(`?personId=${created.id}`);
  });

  it('opens the create modal from ?new=1', async () => {
    const { router } = renderContacts({}, '/customers?new=1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar contato')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages 50 at a time with a window of five page numbers', async () => {
    const { backend } = renderContacts({
      'GET /people': (request) =>
        ok(peoplePage([person({ name: `Contato da página ${request.query.get('page')}` })], { total: 600, totalPages: 12 })),
    });

    await screen.findByText('Contato da página 1');
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    const numbers = () => within(pager).getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(within(pager).getByRole('button', { name: 'Página 5' }));
    await screen.findByText('Contato da página 5');
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(pager).getByRole('button', { name: 'Página 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('201–250 de 600 contatos')).toBeTruthy();

    const last = backend.requestsTo('GET', '/people').at(-1)!;
    expect(last.query.get('limit')).toBe('50');
    expect(last.query.get('page')).toBe('5');
    expect(last.query.get('inboxId')).toBe(INBOX_ID);
  });

  it('searches by name after the user stops typing', async () => {
    const { backend } = renderContacts({
      'GET /people': (request) => ok(peoplePage(request.query.get('name') ? [person({ name: 'Joana Lima' })] : [])),
    });
    await screen.findByText('Nenhum contato cadastrado');

    fireEvent.change(screen.getByLabelText('Pesquisar contatos'), { target: { value: 'Joa' } });
    expect(await screen.findByText('Joana Lima')).toBeTruthy();
    expect(backend.requestsTo('GET', '/people').at(-1)?.query.get('name')).toBe('Joa');
  });

  it('deletes the selected contacts in one call', async () => {
    const first = person({ name: 'Joana Lima' });
    const second = person({ name: 'Pedro Alves' });
    const { backend } = renderContacts({
      'GET /people': () => ok(peoplePage([first, second])),
      'DELETE /people': () => ok({ deleted: 2 }),
    });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Joana Lima' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Pedro Alves' }));
    expect(screen.getByText('2 contatos selecionados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar exclusão' }));

    expect(await screen.findByText('2 contatos excluídos')).toBeTruthy();
    expect(backend.requestsTo('DELETE', '/people')[0]?.body).toEqual({ ids: [first.id, second.id] });
  });

  it('blocks a contact from its row', async () => {
    const joana = person({ name: 'Joana Lima' });
    const { backend } = renderContacts({
      'GET /people': () => ok(peoplePage([joana])),
      [`PATCH /people/${joana.id}`]: () => ok({ ...joana, isBlocked: true }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear Joana Lima' }));
    expect(await screen.findByText('Contato bloqueado')).toBeTruthy();
    expect(backend.requestsTo('PATCH', `/people/${joana.id}`)[0]?.body).toEqual({ isBlocked: true });
  });
  it('shows what a blocked contact sent while blocked, each marked as received with the contact blocked', async () => {
    const blockedPerson = person({ id: 'person-blocked', name: 'Paulo Bloqueado', isBlocked: true, blockedMessagesCount: 2 });
    renderContacts({
      'GET /people': () => ok(peoplePage([blockedPerson, person({ id: 'person-quiet', name: 'Quieta Silva', isBlocked: true })])),
      'GET /people/person-blocked/blocked-messages': () =>
        ok({
          data: [
            { id: 'b2', personId: 'person-blocked', integrationId: 'i1', type: 'document', content: null, caption: null, fileUrl: '/api/media/doc?sig=x', fileName: 'procuracao.pdf', mimeType: 'application/pdf', messageAt: '2025-03-06T13:30:00.000Z' },
            { id: 'b1', personId: 'person-blocked', integrationId: 'i1', type: 'text', content: 'Vocês ainda vão me atender?', caption: null, fileUrl: null, fileName: null, mimeType: null, messageAt: '2025-03-06T13:00:00.000Z' },
          ],
          totalItems: 2,
          totalResults: 2,
          totalPages: 1,
        }),
    });

    const quietRow = (await screen.findByText('Quieta Silva')).closest('tr')!;
    expect(within(quietRow).queryByRole('button', { name: /Mensagens recebidas enquanto bloqueado/ })).toBeNull();
    const row = screen.getByText('Paulo Bloqueado').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Mensagens recebidas enquanto bloqueado: Paulo Bloqueado (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mensagens recebidas enquanto bloqueado')).toBeTruthy();
    expect(await within(dialog).findByText('Vocês ainda vão me atender?')).toBeTruthy();
    expect(within(dialog).getByText('procuracao.pdf')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Abrir arquivo' }).getAttribute('href')).toBe('/api/media/doc?sig=x');
    expect(within(dialog).getAllByText('Recebida com o contato bloqueado')).toHaveLength(2);
  });
});
