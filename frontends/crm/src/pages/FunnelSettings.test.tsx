import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { funnel, INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import FunnelSettings from './FunnelSettings';

describe('Settings › Funis', () => {
  it('lists the funnels and creates one in the chosen workspace, only with a name', async () => {
    const funnels = [funnel()];
    const { backend } = renderPage(<FunnelSettings />, {
      path: '/settings',
      route: '/settings',
      routes: {
        'GET /funnel': () => ok(funnels),
        'POST /funnel': (request) => {
          const created = funnel({ id: 'novo', ...(request.body as { name: string }) });
          funnels.push(created);
          return ok(created, 201);
        },
      },
    });
    expect(await screen.findByText('Funil de vendas')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Criar funil/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar funil' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: ' Funil previdenciário ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(backend.requestsTo('POST', '/funnel')[0]?.body).toEqual({ name: 'Funil previdenciário', inboxId: INBOX_ID }));
    expect(await screen.findByText('Funil previdenciário')).toBeTruthy();
  });
});
