import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AddContactModal from '../../../pages/AddContactModal';
import AddQuickReplyModal from '../../../pages/AddQuickReplyModal';
import AddTagModal from '../../../pages/AddTagModal';
import { ok } from '@balcao/ui/testing';
import { INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { tag } from '../test/fixtures';

const routes = { 'GET /tag': () => ok([]) };

/** The modals the shell's add menu loads from this remote. */
describe('add-menu modals', () => {
  it('render nothing while closed', async () => {
    renderPage(
      <>
        <AddContactModal open={false} onClose={() => undefined} />
        <AddTagModal open={false} onClose={() => undefined} />
        <AddQuickReplyModal open={false} onClose={() => undefined} />
        <span>pronto</span>
      </>,
      { routes, path: '/home', route: '/home' },
    );
    await screen.findByText('pronto');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open the contact form', async () => {
    renderPage(<AddContactModal open onClose={() => undefined} />, { routes, path: '/home', route: '/home' });
    expect(within(await screen.findByRole('dialog')).getByText('Adicionar contato')).toBeTruthy();
  });

  it('open the quick-reply form', async () => {
    renderPage(<AddQuickReplyModal open onClose={() => undefined} />, { routes, path: '/home', route: '/home' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adicionar resposta rápida')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Primeiro nome do cliente/ })).toBeTruthy();
  });

  it('create a tag, refresh the shared tag list and close', async () => {
    const onClose = vi.fn();
    const { backend, queryClient } = renderPage(<AddTagModal open onClose={onClose} />, {
      routes: { ...routes, 'POST /tag': (request) => ok(tag(request.body as object), 201) },
      path: '/home',
      route: '/home',
    });
    queryClient.setQueryData(['tags', INBOX_ID], []);

    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Família' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Conversas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.requestsTo('POST', '/tag')).toHaveLength(1);
    expect(queryClient.getQueryState(['tags', INBOX_ID])?.isInvalidated).toBe(true);
  });
});
