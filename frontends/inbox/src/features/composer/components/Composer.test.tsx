import type { Note } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { CURRENT_USER_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { fastMessage } from '../../quick-replies/test/fixtures';
import type { SendDraft } from '../lib/outbox';
import { Composer } from './Composer';

const welcome = fastMessage({ title: 'Boas-vindas', content: 'Olá, {primeiro_nome}! Sou {nome_atendente}, do escritório.' });
const docs = fastMessage({ title: 'Documentos', content: 'Envie o RG e o CPF, {nome_cliente}.' });

function renderComposer(routes: FakeRoutes = {}, clientName: string | null = 'Carlos Pereira') {
  const onSend = vi.fn<(draft: SendDraft) => void>();
  const view = renderPage(<Composer conversationId="c1" clientName={clientName} onSend={onSend} sending={false} replyTo={null} replySenderLabel="" onCancelReply={() => undefined} />, {
    routes: { 'GET /fast-message': () => ok([welcome, docs]), ...routes },
  });
  return { ...view, onSend };
}

const messageBox = () => screen.getByLabelText('Mensagem', { selector: 'textarea' }) as HTMLTextAreaElement;

describe('composer tabs', () => {
  it('shows Mensagem, Anotações internas and Respostas rápidas, starting on Mensagem', async () => {
    renderComposer();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mensagem', 'Anotações internas', 'Respostas rápidas']);
    expect(screen.getByRole('tab', { name: /Mensagem/ }).getAttribute('aria-selected')).toBe('true');
    expect(messageBox()).toBeTruthy();
  });

  it('posts an internal note, off while blank, and clears it', async () => {
    const note: Note = { id: 'n1', conversationId: 'c1', content: 'Cliente pediu retorno amanhã', createdAt: new Date().toISOString(), user: { id: CURRENT_USER_ID, name: 'Ana Souza' } };
    const { backend, onSend } = renderComposer({ 'POST /conversation/note': () => ok(note, 201) });
    fireEvent.click(await screen.findByRole('tab', { name: /Anotações internas/ }));

    const box = (await screen.findByLabelText('Anotação interna')) as HTMLTextAreaElement;
    const add = screen.getByRole('button', { name: 'Adicionar anotação' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(add.disabled).toBe(true);

    fireEvent.change(box, { target: { value: ' Cliente pediu retorno amanhã ' } });
    fireEvent.click(add);
    await waitFor(() => expect(backend.requestsTo('POST', '/conversation/note')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/conversation/note')[0].body).toEqual({ conversationId: 'c1', note: 'Cliente pediu retorno amanhã' });
    expect(await screen.findByText('Anotação adicionada')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the note and says so when it cannot be added', async () => {
    renderComposer({ 'POST /conversation/note': () => apiError(500, 'Erro interno no servidor') });
    fireEvent.click(await screen.findByRole('tab', { name: /Anotações internas/ }));
    const box = (await screen.findByLabelText('Anotação interna')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ligar na segunda' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Não foi possível adicionar a nota interna')).toBeTruthy();
    expect(box.value).toBe('Ligar na segunda');
  });

  it('puts a chosen quick reply in Mensagem with the client and attendant names filled', async () => {
    const { onSend } = renderComposer();
    fireEvent.click(await screen.findByRole('tab', { name: /Respostas rápidas/ }));
    const list = await screen.findByRole('list', { name: 'Respostas rápidas' });
    // The list previews the text as the client would get it.
    expect(within(list).getByText('Olá, Carlos! Sou Ana Souza, do escritório.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Buscar resposta rápida'), { target: { value: 'rg e o cpf' } });
    await waitFor(() => expect(within(list).queryByText(/Boas-vindas/)).toBeNull());
    fireEvent.click(within(list).getByRole('button', { name: /Documentos/ }));

    await waitFor(() => expect(screen.getByRole('tab', { name: /Mensagem/ }).getAttribute('aria-selected')).toBe('true'));
    expect(messageBox().value).toBe('Envie o RG e o CPF, Carlos Pereira.');
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(onSend.mock.calls[0][0]).toMatchObject({ text: 'Envie o RG e o CPF, Carlos Pereira.', type: 'text' });
  });

  it('leaves the client placeholders out when the contact has no name', async () => {
    renderComposer({}, null);
    fireEvent.click(await screen.findByRole('tab', { name: /Respostas rápidas/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Boas-vindas/ }));
    await waitFor(() => expect(messageBox().value).toBe('Olá! Sou Ana Souza, do escritório.'));
  });

  it('fills the message from the lightning drawer too, which links to the quick replies page', async () => {
    renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir respostas rápidas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Respostas rápidas' });
    expect(within(drawer).getByRole('link', { name: /Gerenciar respostas rápidas/ }).getAttribute('href')).toBe('/quick-replies');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Boas-vindas/ }));
    await waitFor(() => expect(messageBox().value).toBe('Olá, Carlos! Sou Ana Souza, do escritório.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Respostas rápidas' })).toBeNull());
  });

  it('says when the workspace has no quick replies', async () => {
    renderComposer({ 'GET /fast-message': () => ok([]) });
    fireEvent.click(await screen.findByRole('tab', { name: /Respostas rápidas/ }));
    expect(await screen.findByText('Nenhuma mensagem rápida encontrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar resposta rápida' }).getAttribute('href')).toBe('/quick-replies?new=1');
  });
});
