import { RealtimeProvider } from '@balcao/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, type FakeRoutes, useFakeGateway } from '@balcao/ui/testing';
import { boardColumn, funnel, FUNNEL_ID, INBOX_ID, lead, TALKING_COLUMN_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import CrmPage from './CrmPage';

const gateway = useFakeGateway();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const tag = (name: string) => ({ id: `tag-${name}`, name, color: '#0296F9', modules: ['crm' as const] });

const carlos = lead({
  id: '0195f0a0-0000-7000-8000-00000000aaa1',
  columnChangedAt: daysAgo(3),
  timeLimitDays: 1,
  tags: [tag('Trabalhista'), tag('Urgente'), tag('Indicação'), tag('VIP')],
});
const board = (moved = false) => [
  boardColumn({ leads: moved ? [] : [carlos] }),
  boardColumn({ id: TALKING_COLUMN_ID, name: 'Em atendimento', index: 1, color: 'cyan', leads: moved ? [{ ...carlos, columnId: TALKING_COLUMN_ID }] : [] }),
];

function renderBoard(extra: FakeRoutes = {}) {
  return renderPage(
    <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
      <CrmPage />
    </RealtimeProvider>,
    {
      routes: {
        'GET /funnel': () => ok([funnel()]),
        'GET /funnel-column': () => ok(board()),
        'GET /tag': () => ok([]),
        'GET /user': () => ok({ data: [], totalItems: 0, totalResults: 0, totalPages: 0 }),
        ...extra,
      },
    },
  );
}

const column = (name: string) => screen.getByRole('region', { name });

describe('/crm board', () => {
  it('shows the funnel columns with their leads, tags, channel and overdue badge', async () => {
    const { backend } = renderBoard();
    const card = await screen.findByRole('button', { name: /Carlos Pereira/ });
    expect(within(column('Novo contato')).getByText('Carlos Pereira')).toBeTruthy();
    expect(within(card).getByText('WhatsApp')).toBeTruthy();
    expect(within(card).getByText('Trabalhista')).toBeTruthy();
    expect(within(card).queryByText('VIP')).toBeNull();
    expect(within(card).getByText('+1')).toBeTruthy();
    expect(within(card).getByText('Atrasado 2 dias')).toBeTruthy();
    expect(within(column('Em atendimento')).getByText('Nenhum Lead nesta etapa')).toBeTruthy();
    expect(backend.requestsTo('GET', '/funnel-column')[0].query.get('funnelId')).toBe(FUNNEL_ID);
    expect(backend.requestsTo('GET', '/funnel')[0].query.get('inboxId')).toBe(INBOX_ID);
  });

  it("announces a keyboard drag in pt-BR with the lead's and the stages' names, never their ids", async () => {
    // dnd-kit's keyboard sensor scrolls the picked card into view; jsdom has no scrolling.
    Element.prototype.scrollIntoView ??= vi.fn();
    renderBoard();
    const card = await screen.findByRole('button', { name: /Carlos Pereira/ }, { timeout: 30_000 });
    const draggable = card.closest('[aria-roledescription]') as HTMLElement;
    expect(draggable.getAttribute('aria-roledescription')).toBe('item arrastável');
    const instructions = document.getElementById(draggable.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toContain('Para pegar este item, pressione a barra de espaço.');
    const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

    draggable.focus();
    fireEvent.keyDown(draggable, { code: 'Space', key: ' ' });
    await waitFor(() => expect(liveRegion()).toBe('Lead Carlos Pereira selecionado, na etapa Novo contato.'));
    fireEvent.keyDown(draggable, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(liveRegion()).toBe('Movimento cancelado. Lead Carlos Pereira continua na etapa Novo contato.'));
    expect(liveRegion()).not.toContain(carlos.id);
  });

  it('opens the lead detail when a card is clicked', async () => {
    renderBoard({ [`GET /funnel-column-card/${carlos.id}`]: () => ok(carlos) });
    fireEvent.click(await screen.findByRole('button', { name: /Carlos Pereira/ }));
    expect(await screen.findByText('Informações de Contato')).toBeTruthy();
    expect(screen.getByText('Movido em para esta etapa em')).toBeTruthy();
    expect(screen.getAllByText('Não informado').length).toBeGreaterThan(0);
  });

  it("shows how long a lead waits in a 0-day stage in minutes, never 'Atrasado 0 horas', and opens its conversation", async () => {
    const waiting = { ...carlos, timeLimitDays: 0, columnChangedAt: new Date(Date.now() - 20 * 60_000).toISOString(), conversationId: '0195f0a0-0000-7000-8000-0000000c0001' };
    renderBoard({ [`GET /funnel-column-card/${carlos.id}`]: () => ok(waiting) });
    fireEvent.click(await screen.findByRole('button', { name: /Carlos Pereira/ }, { timeout: 30_000 }));
    expect(await screen.findByText('Status do processamento')).toBeTruthy();
    expect(screen.getByText(/^Atrasado 2[01] minutos$/)).toBeTruthy();
    expect(screen.queryByText(/0 horas/)).toBeNull();
    const open = screen.getByRole('link', { name: /Abrir conversa/ });
    expect(open.getAttribute('href')).toBe('/messages?id=0195f0a0-0000-7000-8000-0000000c0001');
  });

  it('deletes a lead after the confirmation', async () => {
    const { backend } = renderBoard({
      [`GET /funnel-column-card/${carlos.id}`]: () => ok(carlos),
      'DELETE /funnel-column-card': () => ok({ deleted: 1 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Carlos Pereira/ }));
    await screen.findByText('Informações de Contato');
    fireEvent.click(screen.getByRole('button', { name: /Excluir/ }));
    const confirm = await screen.findByText('Tem certeza que deseja excluir este Lead? Essa ação não pode ser desfeita.');
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(backend.requestsTo('DELETE', '/funnel-column-card')[0]?.body).toEqual({ ids: [carlos.id] }));
  });

  it('moves a card when a colleague moves the lead, without reloading the page', async () => {
    let movedByColleague = false;
    renderBoard({ 'GET /funnel-column': () => ok(board(movedByColleague)) });
    await screen.findByRole('button', { name: /Carlos Pereira/ });
    await waitFor(() => expect(gateway.received).toContainEqual({ event: 'subscribeToInbox', data: { inboxId: INBOX_ID } }));
    movedByColleague = true;
    const moved = { ...carlos, columnId: TALKING_COLUMN_ID, columnChangedAt: new Date().toISOString() };
    await gateway.push('funnel:card:update', { action: 'moved', funnelId: FUNNEL_ID, leadIds: [carlos.id], lead: moved, fromColumnId: carlos.columnId });
    await waitFor(() => expect(within(column('Em atendimento')).getByText('Carlos Pereira')).toBeTruthy());
  });

  it('asks for the contact and the stage before creating a lead', async () => {
    renderBoard({ 'GET /funnel-custom-field': () => ok([]), 'GET /people': () => ok({ data: [], totalItems: 0, totalResults: 0, totalPages: 0 }) });
    await screen.findByRole('button', { name: /Carlos Pereira/ });
    fireEvent.click(screen.getByRole('button', { name: /Novo Lead/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Lead' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione um contato')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Adicionar campo personalizado/ }));
    // antd gives every dialog the same label id under test, so find it by its title.
    const fields = (await screen.findByText('Campos Personalizados')).closest('[role=dialog]') as HTMLElement;
    expect(within(fields).getByText('Novo campo')).toBeTruthy();
    fireEvent.click(within(fields).getByRole('button', { name: 'Cancelar' }));
    // Back on the same lead form, with what it showed before.
    await waitFor(() => expect(screen.queryByText('Novo campo')).toBeNull());
    expect(within(dialog).getByText('Selecione um contato')).toBeTruthy();
  });

  it('disables Novo Lead until the workspace has a funnel', async () => {
    renderBoard({ 'GET /funnel': () => ok([]) });
    expect(await screen.findByText('Nenhum funil criado neste workspace')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Novo Lead/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('folds the header options behind "Abrir mais opções" on screens up to 968px', async () => {
    const desktop = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...desktop(query), matches: /min-width|968px/.test(query) }));
    renderBoard();
    await screen.findByRole('button', { name: /Carlos Pereira/ });
    expect(screen.queryByRole('button', { name: /Colunas/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Abrir mais opções/ }));
    expect(screen.getByRole('button', { name: /Colunas/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fechar/ })).toBeTruthy();
  });
});
