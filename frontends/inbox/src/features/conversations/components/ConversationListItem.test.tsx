import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversation, CURRENT_USER_ID, OTHER_USER_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ConversationListItem } from './ConversationListItem';

const tags = ['Trabalhista', 'Urgente', 'Novo cliente', 'Indicação', 'Retorno'].map((name, index) => ({
  id: `t${index}`,
  name,
  color: '#0296F9',
}));

describe('ConversationListItem', () => {
  it('shows three tags and folds the other two into +2, below the last message, with unread count and pin', () => {
    const item = conversation({
      tags,
      unreadCount: 4,
      isFixed: true,
      lastMessage: { content: 'Saiu a sentença?', direction: 'INBOUND', type: 'text' },
    });
    render(<ConversationListItem conversation={item} selected={false} onOpen={() => undefined} />);
    const row = within(screen.getByTestId('conversation-item'));

    for (const name of ['Trabalhista', 'Urgente', 'Novo cliente']) expect(row.getByText(name)).toBeTruthy();
    expect(row.queryByText('Indicação')).toBeNull();
    expect(row.queryByText('Retorno')).toBeNull();
    expect(row.getByLabelText('Mais 2 etiquetas: Indicação, Retorno').textContent).toBe('+2');
    expect(row.getByText('Saiu a sentença?')).toBeTruthy();
    expect(row.getByLabelText('4 não lidas')).toBeTruthy();
    expect(row.getByLabelText('Fixada no topo')).toBeTruthy();

    const message = row.getByText('Saiu a sentença?');
    const firstTag = row.getByText('Trabalhista');
    expect(message.compareDocumentPosition(firstTag) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the time left to answer, then how late in red, and nothing once finished (issue 40)', () => {
    const inTwelve = new Date(Date.now() + 12 * 60_000 - 1000).toISOString();
    const view = render(<ConversationListItem conversation={conversation({ status: 'WAITING_HUMAN', slaDueAt: inTwelve })} selected={false} onOpen={() => undefined} />);
    expect(screen.getByTestId('sla-badge').textContent).toBe('Responder em 12 min');
    expect(screen.getByTestId('sla-badge').dataset.state).toBe('ok');
    view.unmount();
    const lateBy = new Date(Date.now() - 65 * 60_000 - 1000).toISOString();
    const late = render(<ConversationListItem conversation={conversation({ status: 'HUMAN_INTERACTIVE', slaDueAt: lateBy })} selected={false} onOpen={() => undefined} />);
    expect(screen.getByTestId('sla-badge').textContent).toBe('Atrasado 1 h 5 min');
    expect(screen.getByTestId('sla-badge').dataset.state).toBe('late');
    late.unmount();
    render(<ConversationListItem conversation={conversation({ status: 'INACTIVE', slaDueAt: lateBy })} selected={false} onOpen={() => undefined} />);
    expect(screen.queryByTestId('sla-badge')).toBeNull();
  });

  it('shows exactly three tags without a +N chip', () => {
    render(<ConversationListItem conversation={conversation({ tags: tags.slice(0, 3) })} selected={false} onOpen={() => undefined} />);
    expect(screen.getByText('Novo cliente')).toBeTruthy();
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it("says 'Você:' only for the viewer's own message and names another attendant's", async () => {
    const sent = (id: string, name: string, content: string) =>
      conversation({ lastMessage: { content, direction: 'OUTBOUND', type: 'text', sender: { id, name, isAgent: false } } });
    renderPage(
      <ul>
        <ConversationListItem conversation={sent(CURRENT_USER_ID, 'Maria Souza', 'Já estou verificando.')} selected={false} onOpen={() => undefined} />
        <ConversationListItem conversation={sent(OTHER_USER_ID, 'Ana Atendente', 'Agradecemos o seu contato')} selected={false} onOpen={() => undefined} />
      </ul>,
    );
    expect((await screen.findByText(/Já estou verificando/)).textContent).toBe('Você: Já estou verificando.');
    expect(screen.getByText(/Agradecemos o seu contato/).textContent).toBe('Ana: Agradecemos o seu contato');
  });
});
