import type { ConversationTagsBody, TagSummary } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { tag } from '../../tags/test/fixtures';
import { carlos, chooseConversationOption, findDialog, renderOpenConversation } from '../test/open-conversation';

const trabalhista = tag({ name: 'Trabalhista', color: '#0296F9', modules: ['conversas'] });
const urgente = tag({ name: 'Urgente', color: '#F5222D', modules: ['conversas', 'crm'] });
const soContatos = tag({ name: 'Só contatos', modules: ['pessoas'] });
const summaryOf = ({ id, name, color }: TagSummary) => ({ id, name, color });

/** The server's link/unlink: answers the tags the conversation has now. */
function tagLinks(initial: TagSummary[]) {
  let linked = [...initial];
  const all = [trabalhista, urgente].map(summaryOf);
  return {
    'POST /tag/link': (request: { body: unknown }) => {
      const { tagIds } = request.body as ConversationTagsBody;
      linked = [...linked, ...all.filter((item) => tagIds.includes(item.id) && !linked.some((l) => l.id === item.id))];
      return ok(linked);
    },
    'POST /tag/unlink': (request: { body: unknown }) => {
      const { tagIds } = request.body as ConversationTagsBody;
      linked = linked.filter((item) => !tagIds.includes(item.id));
      return ok(linked);
    },
  };
}

const checkboxOf = (drawer: HTMLElement, name: string) => within(drawer).getByRole('checkbox', { name }) as HTMLInputElement;

describe('chat tags drawer', () => {
  it('lists the conversation tags of the workspace, checked when the conversation has them', async () => {
    renderOpenConversation({
      conversations: [carlos({ tags: [summaryOf(urgente)] })],
      tags: [trabalhista, urgente, soContatos],
    });
    await chooseConversationOption('Etiquetas');
    const drawer = await findDialog('Etiquetas');

    await waitFor(() => expect(checkboxOf(drawer, 'Trabalhista').checked).toBe(false));
    expect(checkboxOf(drawer, 'Urgente').checked).toBe(true);
    expect(within(drawer).queryByText('Só contatos')).toBeNull();
    expect(within(drawer).getByRole('link', { name: /Gerenciar etiquetas/ }).getAttribute('href')).toBe('/tags');
  });

  it('links a tag: the open view and the list item show it', async () => {
    const { backend } = renderOpenConversation({ tags: [trabalhista, urgente], routes: tagLinks([]) });
    await chooseConversationOption('Etiquetas');
    const drawer = await findDialog('Etiquetas');

    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Trabalhista' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/tag/link').map((r) => r.body)).toEqual([{ conversationId: 'c1', tagIds: [trabalhista.id] }]));
    await waitFor(() => expect(checkboxOf(drawer, 'Trabalhista').checked).toBe(true));
    const item = screen.getByTestId('conversation-item');
    await waitFor(() => expect(within(item).getByText('Trabalhista')).toBeTruthy());
  });

  it('unlinks a tag: it leaves the list item and the details panel', async () => {
    const { backend } = renderOpenConversation({
      conversations: [carlos({ tags: [summaryOf(trabalhista), summaryOf(urgente)] })],
      tags: [trabalhista, urgente],
      routes: tagLinks([summaryOf(trabalhista), summaryOf(urgente)]),
    });
    await chooseConversationOption('Dados da conversa');
    const panel = await screen.findByTestId('conversation-details-panel');
    expect(within(panel).getByText('Urgente')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: /Gerenciar/ }));
    const drawer = await findDialog('Etiquetas');

    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Urgente' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/tag/unlink').map((r) => r.body)).toEqual([{ conversationId: 'c1', tagIds: [urgente.id] }]));
    await waitFor(() => expect(within(panel).queryByText('Urgente')).toBeNull());
    const item = screen.getByTestId('conversation-item');
    expect(within(item).queryByText('Urgente')).toBeNull();
    expect(within(item).getByText('Trabalhista')).toBeTruthy();
  });

  it('says when the workspace has no conversation tags and links to the tags page', async () => {
    renderOpenConversation({ tags: [soContatos] });
    await chooseConversationOption('Etiquetas');
    const drawer = await findDialog('Etiquetas');
    expect(await within(drawer).findByText('Nenhuma etiqueta encontrada')).toBeTruthy();
    expect(within(drawer).queryByRole('checkbox')).toBeNull();
    expect(within(drawer).getByRole('link', { name: /Gerenciar etiquetas/ }).getAttribute('href')).toBe('/tags');
  });
});
