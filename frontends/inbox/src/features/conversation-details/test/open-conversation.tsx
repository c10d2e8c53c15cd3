import type { ConversationDetail, ConversationSummary, Note, Tag, User } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MessagesPage from '../../../pages/MessagesPage';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { conversation, device } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';

export const carlos = (overrides: Partial<ConversationSummary> = {}) =>
  conversation({
    id: 'c1',
    personId: 'p1',
    person: { id: 'p1', name: 'Carlos Pereira', imageUrl: null, phoneNumber: '5511912345678' },
    notesCount: 0,
    ...overrides,
  });

export const detailOf = (summary: ConversationSummary): ConversationDetail => ({ ...summary, messages: [], nextCursor: null });


export const note = (overrides: Partial<Note> = {}): Note => ({
  id: 'n1',
  conversationId: 'c1',
  content: 'Cliente pediu retorno amanhã',
  createdAt: '2025-03-05T15:30:00.000Z',
  user: { id: 'u2', name: 'Bruno Lima' },
  ...overrides,
});

type Options = {
  /** The list as the server has it; the open one is the first unless `openId` says otherwise. */
  conversations?: ConversationSummary[];
  openId?: string;
  notes?: Note[];
  tags?: Tag[];
  attendants?: User[];
  routes?: FakeRoutes;
};

/**
 * /messages?id= over a fake backend whose conversations answer their current state, so a
 * change the view saves shows up in the list and in the next reads.
 */
export function renderOpenConversation({ conversations = [carlos()], openId, notes = [], tags = [], attendants = [], routes = {} }: Options = {}) {
  const server = { conversations: [...conversations] };
  const byId = (id: string) => server.conversations.find((item) => item.id === id);
  const detailRoutes: FakeRoutes = {};
  for (const item of conversations) {
    detailRoutes[`GET /conversation/${item.id}`] = () => ok(detailOf(byId(item.id) ?? item));
    detailRoutes[`POST /conversation/${item.id}/read`] = () => ok({ success: true });
  }
  const view = renderPage(<MessagesPage />, {
    path: `/messages?id=${openId ?? conversations[0]?.id ?? ''}`,
    routes: {
      'GET /integration': () => ok([device()]),
      'GET /conversation': () => ok({ data: server.conversations, totalItems: server.conversations.length, totalResults: server.conversations.length, totalPages: 1 }),
      'GET /conversation/notes': () => ok(notes),
      'GET /tag': () => ok(tags),
      'GET /user': () => ok({ data: attendants, totalItems: attendants.length, totalResults: attendants.length, totalPages: 1 }),
      ...detailRoutes,
      ...routes,
    },
  });
  return { ...view, server };
}

/** Opens the header's 'Opções da conversa' menu and clicks `option`. */
export async function chooseConversationOption(option: string) {
  const header = await screen.findByTestId('conversation-header');
  fireEvent.click(within(header).getByRole('button', { name: 'Opções da conversa' }));
  const item = await waitFor(() => {
    const found = screen.getAllByRole('menuitem').find((element) => element.textContent === option);
    if (!found) throw new Error(`Opção '${option}' não apareceu`);
    return found;
  });
  fireEvent.click(item);
}

/** Opens the antd Select labelled `label` inside `container` and clicks the option `optionText`. */
export async function chooseOption(container: HTMLElement, label: string, optionText: string) {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (item) => item.textContent === optionText,
    );
    if (!found) throw new Error(`Opção '${optionText}' não apareceu`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

export const listNames = () => screen.getAllByTestId('conversation-item').map((item) => item.getAttribute('aria-label')?.split(',')[0]);

/** A drawer or modal by its title (antd names them by an id that is fixed under test, so not by role name). */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (dialog) => dialog.querySelector('.ant-drawer-title, .ant-modal-title')?.textContent === title,
    );
    if (!found) throw new Error(`'${title}' não abriu`);
    return found;
  });
}

/** What the antd Select labelled `label` shows as chosen ('' when nothing). */
export const selectedValue = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content')?.getAttribute('title') ?? '';
