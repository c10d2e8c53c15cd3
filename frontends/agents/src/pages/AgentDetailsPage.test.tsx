import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Training } from '@balcao/contracts';
import { ok, type FakeRequest } from '@balcao/ui/testing';
import { agent, AGENT_ID, MODELS, training } from '../test/fixtures';
import { renderPage } from '../test/render';
import AgentDetailsPage from './AgentDetailsPage';

const PATH = `/ai-agents/details?agentId=${AGENT_ID}`;
const TRAININGS = `/agents/${AGENT_ID}/trainings`;

function trainingsBackend(initial: Training[]) {
  const stored = [...initial];
  return {
    stored,
    routes: {
      [`GET ${TRAININGS}`]: (request: FakeRequest) => {
        const page = Number(request.query.get('page') ?? 1);
        const limit = Number(request.query.get('limit') ?? 5);
        return ok({ data: stored.slice((page - 1) * limit, page * limit), totalItems: stored.length, totalResults: stored.length, totalPages: Math.ceil(stored.length / limit) });
      },
      [`POST ${TRAININGS}`]: (request: FakeRequest) => {
        const created = training(100 + stored.length, request.body as Partial<Training>);
        stored.unshift(created);
        return ok(created, 201);
      },
      [`PATCH ${TRAININGS}/:id`]: () => ok({}),
    },
  };
}

const render = (routes: Record<string, (request: FakeRequest) => ReturnType<typeof ok>>, current = agent()) =>
  renderPage(<AgentDetailsPage />, {
    path: PATH,
    route: '/ai-agents/details',
    routes: { [`GET /agents/${AGENT_ID}`]: () => ok(current), 'GET /agent-models': () => ok(MODELS), ...routes },
  });

describe('/ai-agents/details › Treinamentos', () => {
  it('pages 5 trainings a page with its text, and adds one only with a question and an answer', async () => {
    const trainings = trainingsBackend(Array.from({ length: 7 }, (_, index) => training(index + 1)));
    const { backend } = render(trainings.routes);
    expect(await screen.findByText('Mostrando 1 a 5 de 7 treinamentos')).toBeTruthy();
    expect(screen.getAllByTestId('training-item')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Mostrando 6 a 7 de 7 treinamentos')).toBeTruthy();

    const register = screen.getByRole('button', { name: 'Cadastrar Treinamento' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Pergunta'), { target: { value: '  Qual o horário? ' } });
    expect(register.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: '   ' } });
    expect(register.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: 'Das 8h às 18h.' } });
    fireEvent.click(register);
    await waitFor(() => expect(backend.requestsTo('POST', TRAININGS)[0]?.body).toEqual({ question: 'Qual o horário?', answer: 'Das 8h às 18h.', isActive: true }));
    // Back to the first page, where the new training is.
    expect(await screen.findByText('Mostrando 1 a 5 de 8 treinamentos')).toBeTruthy();
    expect(await screen.findByText('Qual o horário?')).toBeTruthy();
  });

  it('shows the empty text without trainings and no pager', async () => {
    render(trainingsBackend([]).routes);
    expect(await screen.findByText(/Nenhum treinamento cadastrado ainda/)).toBeTruthy();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });

  it('edits inline: Escape cancels, Enter saves, Shift+Enter stays in the field; the switch toggles isActive', async () => {
    const patches: FakeRequest[] = [];
    const trainings = trainingsBackend([training(1)]);
    render({ ...trainings.routes, [`PATCH ${TRAININGS}/${training(1).id}`]: (request) => (patches.push(request), ok(training(1, request.body as Partial<Training>))) });
    const item = await screen.findByTestId('training-item');
    fireEvent.click(within(item).getByRole('switch'));
    await waitFor(() => expect(patches[0]?.body).toEqual({ isActive: false }));

    const openEdit = async () => {
      fireEvent.click(within(screen.getByTestId('training-item')).getByRole('button', { name: /Ações do treinamento/ }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      return screen.findByLabelText('Editar resposta');
    };
    let answer = await openEdit();
    fireEvent.keyDown(answer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Editar resposta')).toBeNull());

    answer = await openEdit();
    fireEvent.change(answer, { target: { value: 'Resposta nova' } });
    fireEvent.keyDown(answer, { key: 'Enter', shiftKey: true });
    expect(patches).toHaveLength(1);
    fireEvent.keyDown(answer, { key: 'Enter' });
    await waitFor(() => expect(patches[1]?.body).toEqual({ question: 'Pergunta 1', answer: 'Resposta nova' }));
  });
});

describe('/ai-agents/details › Testar agente and device', () => {
  it("sends the conversation and shows the agent's answer and a hand-over", async () => {
    const chats: FakeRequest[] = [];
    const answers = [
      { text: 'Das 8h às 18h.', transfer: null, consultedCase: null, source: 'faq', creditsUsed: 1 },
      { text: 'Vou chamar um atendente.', transfer: { reason: 'Palavra-chave: advogado' }, consultedCase: null, source: 'rule', creditsUsed: 0 },
    ];
    render({ ...trainingsBackend([]).routes, [`POST /agents/${AGENT_ID}/test-chat`]: (request) => (chats.push(request), ok(answers[chats.length - 1])) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Testar agente' }));
    const input = await screen.findByLabelText('Mensagem do cliente');
    fireEvent.change(input, { target: { value: 'Qual o horário?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Das 8h às 18h.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'quero um advogado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/transferida para um atendente humano \(Palavra-chave: advogado\)/)).toBeTruthy();
    expect(chats[1].body).toEqual({
      messages: [
        { role: 'client', text: 'Qual o horário?' },
        { role: 'agent', text: 'Das 8h às 18h.' },
        { role: 'client', text: 'quero um advogado' },
      ],
    });
  });

  it('links a device through messaging, warning that the agent wins over a flow', async () => {
    const patches: FakeRequest[] = [];
    render({
      ...trainingsBackend([]).routes,
      'GET /integration': () => ok([{ id: 'd1', name: 'WhatsApp Recepção', channel: 'LITE_WHATSAPP', config: { status: 'connected', phoneNumber: null }, flowId: 'f1', funnelId: null, agentId: null, inboxId: 'x', createdAt: '' }]),
      'PATCH /integration/d1': (request) => (patches.push(request), ok({})),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Vincular dispositivo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vincular dispositivo' });
    expect(within(dialog).getByText(/o agente de IA tem prioridade e o fluxo é ignorado/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Dispositivo' }));
    fireEvent.click(await screen.findByText('WhatsApp Recepção (com fluxo)'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' })));
    await waitFor(() => expect(patches[0]?.body).toEqual({ agentId: AGENT_ID }));
  });
});

describe('/ai-agents/details › Excluir', () => {
  it('unlinks its device, deletes the agent on the second click and goes back to /ai-agents', async () => {
    const calls: string[] = [];
    const { router } = render(
      {
        ...trainingsBackend([]).routes,
        'PATCH /integration/d1': (request) => (calls.push(`unlink ${JSON.stringify(request.body)}`), ok({})),
        [`DELETE /agents/${AGENT_ID}`]: () => (calls.push('delete'), ok({ success: true })),
      },
      agent({ isActive: true, integrationId: 'd1', integrationIds: ['d1'] }),
    );
    await screen.findByText('Ativo');
    fireEvent.click(screen.getByRole('button', { name: /Excluir/ }));
    expect(calls).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(calls).toEqual(['unlink {"agentId":null}', 'delete']), { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-agents'));
  });
});

describe('/ai-agents/details › Editar › Avançado', () => {
  it('turns a preset into CUSTOM when a day is edited and adds keyword chips once each', async () => {
    const patches: FakeRequest[] = [];
    render({ ...trainingsBackend([]).routes, [`PATCH /agents/${AGENT_ID}`]: (request) => (patches.push(request), ok(agent(request.body as object))) });
    fireEvent.click(await screen.findByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar agente' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Avançado' }));
    fireEvent.click(await within(dialog).findByRole('switch', { name: 'Período de atividade' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sábado' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Adicionar ação/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Adicionar regra/ }));
    const keywords = within(dialog).getByLabelText('Palavras-chave da regra 1');
    for (const word of ['advogado', ' Advogado ', 'urgente', '  ']) {
      fireEvent.change(keywords, { target: { value: word } });
      fireEvent.keyDown(keywords, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(keywords, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Configurações' }));
    fireEvent.click(await within(dialog).findByRole('switch', { name: 'Transferir para humano' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const body = patches[0].body as Record<string, any>;
    expect(body).toMatchObject({ activePeriodEnabled: true, activePeriodPreset: 'CUSTOM', canRequestHumanHelp: true });
    expect(body.customSchedule.saturday.enabled).toBe(true);
    expect(body.idleActions).toMatchObject([{ timeoutMinutes: 30, action: 'ENGAGE_CUSTOMER', customMessage: null }]);
    expect(body.transferRules).toMatchObject([{ condition: 'KEYWORDS', keywords: ['advogado', 'urgente'], enabled: true }]);
  }, 90_000);
});
