import type { UpdateConversationBody } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { conversation } from '../../../test/fixtures';
import { person } from '../../contacts/test/fixtures';
import { carlos, chooseConversationOption, findDialog, listNames, renderOpenConversation } from '../test/open-conversation';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const beatriz = conversation({ id: 'c2', lastMessageAt: minutesAgo(5), person: { id: 'p2', name: 'Beatriz Rocha', imageUrl: null, phoneNumber: '5511900000002' } });
const daniel = conversation({ id: 'c3', lastMessageAt: minutesAgo(30), person: { id: 'p3', name: 'Daniel Souza', imageUrl: null, phoneNumber: '5511900000003' } });

describe('conversation options menu', () => {
  it('offers the five options of the spec', async () => {
    renderOpenConversation();
    const header = await screen.findByTestId('conversation-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Opções da conversa' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dados da conversa',
        'Dados do contato',
        'Fixar no topo',
        'Etiquetas',
        'Deletar conversa',
      ]),
    );
  });

  it('pins the conversation to the top of the list, then offers to unpin it', async () => {
    const open = carlos({ lastMessageAt: minutesAgo(60) });
    const { backend, server } = renderOpenConversation({
      conversations: [beatriz, open],
      openId: 'c1',
      routes: {
        'PATCH /conversation/c1': (request) => {
          const changed = { ...server.conversations.find((item) => item.id === 'c1')!, ...(request.body as UpdateConversationBody) };
          server.conversations = server.conversations.map((item) => (item.id === 'c1' ? changed : item));
          return ok(changed);
        },
      },
    });
    await waitFor(() => expect(listNames()).toEqual(['Beatriz Rocha', 'Carlos Pereira']));

    await chooseConversationOption('Fixar no topo');

    await waitFor(() => expect(backend.requestsTo('PATCH', '/conversation/c1').map((r) => r.body)).toEqual([{ isFixed: true }]));
    await waitFor(() => expect(listNames()).toEqual(['Carlos Pereira', 'Beatriz Rocha']));
    expect(within(screen.getAllByTestId('conversation-item')[0]).getByLabelText('Fixada no topo')).toBeTruthy();
    expect(await screen.findByText('Conversa fixada no topo')).toBeTruthy();

    await chooseConversationOption('Desafixar');
    await waitFor(() => expect(backend.requestsTo('PATCH', '/conversation/c1').at(-1)?.body).toEqual({ isFixed: false }));
    await waitFor(() => expect(within(screen.getAllByTestId('conversation-item')[0]).queryByLabelText('Fixada no topo')).toBeNull());
  });

  it('keeps the pin as it was when saving fails', async () => {
    renderOpenConversation({ routes: { 'PATCH /conversation/c1': () => apiError(500, 'Erro interno no servidor') } });
    await chooseConversationOption('Fixar no topo');
    expect(await screen.findByText('Não foi possível fixar a conversa')).toBeTruthy();
    expect(within(screen.getByTestId('conversation-item')).queryByLabelText('Fixada no topo')).toBeNull();
    const header = screen.getByTestId('conversation-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Opções da conversa' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').some((item) => item.textContent === 'Fixar no topo')).toBe(true));
  });

  it('deletes the open conversation after confirming and opens the first remaining one', async () => {
    const { backend, router } = renderOpenConversation({
      conversations: [carlos({ lastMessageAt: minutesAgo(1) }), beatriz, daniel],
      openId: 'c1',
      routes: { 'DELETE /conversation/c1': () => ok({ success: true }) },
    });
    await waitFor(() => expect(listNames()).toEqual(['Carlos Pereira', 'Beatriz Rocha', 'Daniel Souza']));

    await chooseConversationOption('Deletar conversa');
    expect((await screen.findAllByText('Deletar conversa?')).length).toBeGreaterThan(0);
    expect(backend.requestsTo('DELETE', '/conversation/c1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(backend.requestsTo('DELETE', '/conversation/c1')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?id=c2'));
    await waitFor(() => expect(listNames()).toEqual(['Beatriz Rocha', 'Daniel Souza']));
    await waitFor(() => expect(within(screen.getByTestId('conversation-header')).getByText('Beatriz Rocha')).toBeTruthy());
    // The deleted conversation is not asked for again on the way out.
    expect(backend.requestsTo('GET', '/conversation/c1')).toHaveLength(1);
  });

  it('goes back to /messages when the deleted conversation was the last one', async () => {
    const { router } = renderOpenConversation({ routes: { 'DELETE /conversation/c1': () => ok({ success: true }) } });
    await chooseConversationOption('Deletar conversa');
    fireEvent.click(await screen.findByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/messages');
    expect(await screen.findByText('Selecione uma conversa')).toBeTruthy();
  });

  it('shows the contact’s data and edits it with the contact form', async () => {
    const contact = person({
      id: 'p1',
      name: 'Carlos Pereira',
      phoneNumber: '5511912345678',
      email: 'carlos@exemplo.com',
      isBlocked: true,
      tags: [{ id: 'tp', name: 'Cliente antigo', color: '#52c41a' }],
    });
    renderOpenConversation({ routes: { 'GET /people/p1': () => ok(contact) } });

    await chooseConversationOption('Dados do contato');
    const drawer = await findDialog('Dados do contato');
    expect(await within(drawer).findByText('carlos@exemplo.com')).toBeTruthy();
    expect(within(drawer).getByText('(11) 9 1234-5678')).toBeTruthy();
    expect(within(drawer).getByText('Bloqueado')).toBeTruthy();
    expect(within(drawer).getByText('Cliente antigo')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /Editar contato/ }));
    const form = await findDialog('Editar contato');
    expect((within(form).getByLabelText('Nome') as HTMLInputElement).value).toBe('Carlos Pereira');
  });
});
