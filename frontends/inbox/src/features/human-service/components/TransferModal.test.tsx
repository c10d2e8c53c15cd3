import { NO_ATTENDANT_AVAILABLE_MESSAGE } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { conversation, CURRENT_USER_ID, OTHER_USER_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { team, THIRD_USER_ID, userPage } from '../test/fixtures';
import { TransferButton } from './TransferButton';

const human = conversation({ id: 'c1', status: 'HUMAN_INTERACTIVE', user: { id: CURRENT_USER_ID, name: 'Ana Souza' } });

function renderTransfer(routes: FakeRoutes = {}, online = [CURRENT_USER_ID, THIRD_USER_ID]) {
  return renderPage(<TransferButton conversation={human} />, {
    routes: {
      'GET /user': () => ok(userPage(team())),
      'GET /presence': () => ok({ online: online.map((userId) => ({ userId, name: '' })) }),
      ...routes,
    },
  });
}

const openModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Transferir' }));
  return screen.findByRole('dialog', { name: 'Transferir atendimento' });
};

describe('transfer modal', () => {
  it('is offered only in human attendance', async () => {
    renderPage(
      <>
        <span>Cabeçalho</span>
        <TransferButton conversation={{ ...human, status: 'WAITING_HUMAN' }} />
      </>,
    );
    await screen.findByText('Cabeçalho');
    expect(screen.queryByRole('button', { name: 'Transferir' })).toBeNull();
  });

  it('lists the other attendants, online first, and transfers to the chosen one', async () => {
    const { backend } = renderTransfer({ 'POST /conversation/c1/transfer': () => ok({ ...human, user: { id: OTHER_USER_ID, name: 'Bruno Lima' } }) });
    const dialog = await openModal();

    await within(dialog).findByRole('radio', { name: /Carla Dias/ });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Carla Dias/ }).closest('label')?.textContent).toContain('Online'));
    const names = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent ?? '');
    expect(names[0]).toContain('Atendente aleatório');
    expect(names[1]).toContain('Carla Dias');
    expect(names[2]).toContain('Bruno Lima');
    expect(names[2]).toContain('Offline');
    // Whoever holds it is not a choice.
    expect(names.some((name) => name.includes('Ana Souza'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Bruno Lima/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/conversation/c1/transfer')).toHaveLength(1));
    const request = backend.requestsTo('POST', '/conversation/c1/transfer')[0];
    expect(request.body).toEqual({ userId: OTHER_USER_ID });
    expect(request.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Atendimento transferido')).toBeTruthy();
    expect(screen.getByText('Bruno Lima agora é o responsável pela conversa.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transferir atendimento' })).toBeNull());
  });

  it('asks for a choice before transferring', async () => {
    const { backend } = renderTransfer();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('Selecione um atendente')).toBeTruthy();
    expect(backend.requestsTo('POST', '/conversation/c1/transfer')).toHaveLength(0);
  });

  it('sends no attendant for a random one and says so when nobody is available', async () => {
    const { backend } = renderTransfer({ 'POST /conversation/c1/transfer': () => apiError(409, NO_ATTENDANT_AVAILABLE_MESSAGE) });
    const dialog = await openModal();
    const random = within(dialog).getByRole('radio', { name: /Atendente aleatório/ });
    await waitFor(() => expect(random.closest('label')?.textContent).toContain('1 atendente online agora'));

    fireEvent.click(random);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/conversation/c1/transfer')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/conversation/c1/transfer')[0].body).toEqual({});
    expect(await within(dialog).findByText(NO_ATTENDANT_AVAILABLE_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Erro ao transferir atendimento')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Transferir atendimento' })).toBeTruthy();
  });

  it('turns the random choice off while nobody else is online', async () => {
    renderTransfer({}, [CURRENT_USER_ID]);
    const dialog = await openModal();
    const random = within(dialog).getByRole('radio', { name: /Atendente aleatório/ });
    await waitFor(() => expect((random as HTMLInputElement).disabled).toBe(true));
    expect(random.closest('label')?.textContent).toContain('Nenhum atendente disponível agora');
  });

  it('offers to try again when the attendants cannot be loaded', async () => {
    let calls = 0;
    renderTransfer({ 'GET /user': () => (++calls === 1 ? apiError(500, 'Erro interno no servidor') : ok(userPage(team()))) });
    const dialog = await openModal();
    expect(await within(dialog).findByText('Não foi possível carregar os atendentes')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Tentar novamente/ }));
    expect(await within(dialog).findByRole('radio', { name: /Bruno Lima/ })).toBeTruthy();
  });
});
