import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { agent, INBOX_ID, MODELS } from '../test/fixtures';
import { renderPage } from '../test/render';
import AgentsPage from './AgentsPage';

describe('/ai-agents', () => {
  it('shows the counters and a card per agent with its status', async () => {
    renderPage(<AgentsPage />, {
      routes: {
        'GET /agents': () => ok({ data: [agent(), agent({ id: 'b', name: 'Bia', isActive: true, integrationId: 'd1', integrationIds: ['d1'] })], totalItems: 2, totalResults: 2, totalPages: 1, counters: { total: 2, active: 1, inactive: 1 } }),
      },
    });
    const cards = await screen.findAllByTestId('agent-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Inativo')).toBeTruthy();
    expect(within(cards[1]).getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('Agentes ativos')).toBeTruthy();
    expect(within(cards[0]).getByRole('button', { name: 'Acessar' })).toBeTruthy();
  });

  it('creates an agent through its three tabs, with models priced in credits', async () => {
    const { backend, router } = renderPage(<AgentsPage />, {
      routes: {
        'GET /agents': () => ok({ data: [], totalItems: 0, totalResults: 0, totalPages: 0, counters: { total: 0, active: 0, inactive: 0 } }),
        'GET /agent-models': () => ok(MODELS),
        'POST /agents': (request) => ok(agent({ id: 'novo', ...(request.body as object) }), 201),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Criar agente/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar agente' });
    const tabs = within(dialog).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Perfil', 'Informações de trabalho', 'Configurações']);
    expect(within(dialog).getAllByRole('radio', { name: /Avatar \d/ })).toHaveLength(9);
    const submit = within(dialog).getByRole('button', { name: 'Criar agente' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Nome do agente'), { target: { value: ' Clara ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Avatar 3' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Informações de trabalho' }));
    fireEvent.change(await within(dialog).findByLabelText('Nome do produto'), { target: { value: 'Previdenciário' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição do produto'), { target: { value: 'Aposentadorias' } });
    expect(within(dialog).getByText('14/500')).toBeTruthy();
    expect(within(dialog).getByText('0/3.000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Configurações' }));
    expect(await within(dialog).findByText('1 crédito')).toBeTruthy();
    expect(within(dialog).getByText('2 créditos')).toBeTruthy();
    // Human transfer needs a rule, which only exists once the agent does.
    expect((within(dialog).getByRole('switch', { name: 'Transferir para humano' }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(backend.requestsTo('POST', '/agents')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/agents')[0].body).toMatchObject({
      name: 'Clara',
      inboxId: INBOX_ID,
      avatarUrl: '/remotes/agents/avatars/agent-3.svg',
      productName: 'Previdenciário',
      productDescription: 'Aposentadorias',
      productSite: null,
      agentModelId: MODELS[0].id,
      responseDelaySeconds: 5,
      canRequestHumanHelp: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?agentId=novo'));
  });
});
