import { EVALUATION_REQUEST_TEXT, FINISH_FAST_MESSAGE_REQUIRED_MESSAGE } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { conversation, CURRENT_USER_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { HumanSupportButton } from '../../messages/components/HumanSupportButton';
import { fastMessage } from '../../quick-replies/test/fixtures';

const human = conversation({ id: 'c1', status: 'HUMAN_INTERACTIVE', user: { id: CURRENT_USER_ID, name: 'Ana Souza' } });
const closed = { ...human, status: 'INACTIVE' as const };
const cordial = fastMessage({
  title: 'Encerramento cordial',
  content: 'Foi um prazer atender você, {primeiro_nome}! Até breve, {nome_atendente}.',
  templateKey: 'closing-cordial',
});
const welcome = fastMessage({ title: 'Boas-vindas' });

function renderFinish(routes: FakeRoutes = {}) {
  const view = renderPage(<HumanSupportButton conversation={human} />, {
    routes: {
      'GET /fast-message': () => ok([welcome, cordial]),
      'POST /conversation/c1/finish': () => ok(closed),
      ...routes,
    },
  });
  return view;
}

const openFinish = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Encerrar atendimento humano' }));
  return screen.findByRole('dialog', { name: 'Finalizar conversa' });
};

const finishBodies = (requests: ReturnType<typeof renderFinish>['backend']['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/conversation/c1/finish').map((r) => r.body);

describe('finish conversation modal', () => {
  it('tells on the human-mode toggle that the flow does not start during human attendance', async () => {
    renderFinish();
    fireEvent.mouseEnter(await screen.findByRole('button', { name: 'Encerrar atendimento humano' }));
    expect(await screen.findByText(/Durante o atendimento humano, o fluxo de atendimento não é iniciado/)).toBeTruthy();
  });

  it('opens from the human-mode toggle with the three ways to finish', async () => {
    renderFinish();
    const dialog = await openFinish();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Apenas finalizar', 'Resposta rápida', 'Solicitar avaliação']);
  });

  it('just ends it, without a goodbye message', async () => {
    const { backend } = renderFinish();
    const dialog = await openFinish();
    expect(within(dialog).getByText(/sem enviar mensagem de despedida/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar conversa' }));
    await waitFor(() => expect(finishBodies(backend.requests)).toEqual([{ mode: 'end' }]));
    expect(backend.requestsTo('POST', '/conversation/c1/finish')[0].headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Conversa finalizada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar conversa' })).toBeNull());
  });

  it('sends the chosen quick reply, previewed with the names filled, then ends', async () => {
    const { backend } = renderFinish();
    const dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Resposta rápida' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar e finalizar' }));
    expect(await within(dialog).findByText(FINISH_FAST_MESSAGE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(finishBodies(backend.requests)).toHaveLength(0);

    fireEvent.click(await within(dialog).findByRole('button', { name: /Encerramento cordial/ }));
    expect(within(dialog).getByTestId('message-preview').textContent).toBe('Foi um prazer atender você, Carlos! Até breve, Ana Souza.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar e finalizar' }));

    await waitFor(() => expect(finishBodies(backend.requests)).toEqual([{ mode: 'quick-reply', fastMessageId: cordial.id }]));
    expect(await screen.findByText('A resposta rápida foi enviada ao cliente.')).toBeTruthy();
  });

  it('asks again for the quick replies when the workspace had none yet (a new one gets its templates a moment later)', async () => {
    let asked = 0;
    renderFinish({ 'GET /fast-message': () => ok(++asked === 1 ? [] : [welcome, cordial]) });
    let dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Resposta rápida' }));
    expect(await within(dialog).findByText('Criar resposta rápida')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar conversa' })).toBeNull());

    dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Resposta rápida' }));
    expect(await within(dialog).findByRole('button', { name: /Encerramento cordial/ })).toBeTruthy();
  });

  it('ends asking for an evaluation, showing what the client gets', async () => {
    const { backend } = renderFinish();
    const dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Solicitar avaliação' }));
    expect(within(dialog).getByTestId('message-preview').textContent).toBe(EVALUATION_REQUEST_TEXT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar avaliação' }));
    await waitFor(() => expect(finishBodies(backend.requests)).toEqual([{ mode: 'evaluation' }]));
  });

  it('keeps the modal open with the reason when the goodbye cannot be sent', async () => {
    renderFinish({ 'POST /conversation/c1/finish': () => apiError(502, 'Não foi possível enviar a mensagem') });
    const dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Solicitar avaliação' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar avaliação' }));
    expect(await within(dialog).findByText('Não foi possível enviar a mensagem')).toBeTruthy();
    expect(screen.getByText('Erro ao finalizar conversa')).toBeTruthy();
  });

  it('can leave human mode without closing the conversation', async () => {
    const { backend } = renderFinish({ 'POST /conversation/c1/end-human-support': () => ok({ ...human, status: 'ROBOT_INTERACTIVE', user: null }) });
    const dialog = await openFinish();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair do atendimento humano' }));
    await waitFor(() => expect(backend.requestsTo('POST', '/conversation/c1/end-human-support')).toHaveLength(1));
    expect(await screen.findByText('A conversa voltou para a automação do dispositivo.')).toBeTruthy();
    expect(finishBodies(backend.requests)).toHaveLength(0);
  });
});
