import type { FlowContent } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../test/dialogs';
import { flow } from '../test/fixtures';
import { flowsBackend } from '../test/flows-backend';
import { renderPage } from '../test/render';
import FlowEditorPage from './FlowEditorPage';

/** Olá → menu; 'Ver meu processo' → question with no link; 'Falar com alguém' unlinked; nothing finishes. */
function unfinishedContent(): FlowContent {
  return {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá! Bem-vindo.', nextStepId: 'menu', position: { x: 0, y: 0 } },
      {
        id: 'menu',
        type: 'list',
        content: 'Como podemos ajudar?',
        options: [
          { title: 'Ver meu processo', nextStepId: 'ask-name' },
          { title: 'Falar com alguém', nextStepId: null },
        ],
        position: { x: 340, y: 0 },
      },
      { id: 'ask-name', type: 'input', content: 'Qual é o seu nome completo?', nextStepId: null, position: { x: 680, y: 0 } },
    ],
  };
}

function renderEditor(content: FlowContent) {
  const edited = flow({ name: 'Recepção', content });
  const backend = flowsBackend([edited]);
  const view = renderPage(<FlowEditorPage />, { routes: backend.routes, path: `/flows/${edited.id}`, route: '/flows/:id' });
  return { ...view, flowId: edited.id, stored: backend.flows };
}

const leaveDialogs = () => screen.queryAllByRole('dialog').filter((dialog) => within(dialog).queryAllByText('Sair sem salvar?').length > 0);
const node = (id: string) => screen.getByTestId(`flow-node-${id}`);

async function choose(label: string | HTMLElement, option: string, scope: HTMLElement = document.body) {
  const select = typeof label === 'string' ? within(scope).getByLabelText(label) : label;
  fireEvent.mouseDown(select);
  const items = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((item) => item.getAttribute('title') === option);
    if (!found.length) throw new Error(`Opção ${option} não apareceu`);
    return found;
  });
  fireEvent.click(items[items.length - 1]);
}

describe('FlowEditorPage', () => {
  it('draws the steps with their warnings and groups the validation errors; an error selects its step', async () => {
    renderEditor(unfinishedContent());
    expect(await screen.findByText('Recepção')).toBeTruthy();
    await waitFor(() => expect(node('ask-name')).toBeTruthy());

    // The first step has no incoming handle and no delete button; the others have both.
    expect(within(node('welcome')).queryByRole('button', { name: 'Excluir etapa' })).toBeNull();
    expect(node('welcome').querySelector('.react-flow__handle-left')).toBeNull();
    expect(node('menu').querySelector('.react-flow__handle-left')).not.toBeNull();
    // Options have a handle each; a step with options has no 'next' handle.
    expect(node('menu').querySelectorAll('.react-flow__handle-right')).toHaveLength(2);
    expect(within(node('ask-name')).getByText('sem conexão')).toBeTruthy();
    expect(within(node('menu')).getAllByText('sem conexão')).toHaveLength(1);

    const panel = screen.getByRole('region', { name: 'Problemas do fluxo' });
    expect(within(panel).getByText('Etapas sem conexão (1)')).toBeTruthy();
    expect(within(panel).getByText('Opções sem conexão (1)')).toBeTruthy();
    expect(within(panel).getByText('Sem finalização (1)')).toBeTruthy();
    expect(screen.getByText('O fluxo tem 3 problemas de validação.')).toBeTruthy();

    fireEvent.click(within(panel).getByText('A opção "Falar com alguém" não está conectada a nenhuma etapa.'));
    await waitFor(() => expect(node('menu').closest('.react-flow__node')?.classList.contains('selected')).toBe(true));
  });

  it('adds an end step, connects the question to it and saves the content with PATCH', async () => {
    const { backend, flowId } = renderEditor(unfinishedContent());
    await waitFor(() => expect(node('ask-name')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    fireEvent.click(await screen.findByRole('button', { name: /Encerrar conversa/ }));
    const editor = await findDialog('Nova etapa: Encerrar conversa');
    const save = within(editor).getByRole('button', { name: 'Salvar etapa' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText(/Mensagem de despedida/), { target: { value: 'Até logo, {{cliente.primeiro_nome}}!' } });
    expect(within(editor).getByText('Até logo, Maria!')).toBeTruthy();
    expect(within(editor).getByText('4060 caracteres restantes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(node('END_CONVERSATION')).toBeTruthy());
    expect(screen.getByText('Você tem alterações não salvas.')).toBeTruthy();
    // The end step cannot be edited.
    expect(within(node('END_CONVERSATION')).queryByRole('button', { name: 'Editar etapa' })).toBeNull();

    fireEvent.click(within(node('ask-name')).getByRole('button', { name: 'Editar etapa' }));
    const question = await findDialog('Editar etapa: Fazer pergunta');
    await choose('Próxima etapa', 'Fim da conversa', question);
    fireEvent.click(within(question).getByRole('button', { name: 'Salvar etapa' }));
    await waitFor(() => expect(within(node('ask-name')).queryByText('sem conexão')).toBeNull());
    expect(screen.getByText('O fluxo tem 1 problema de validação.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar fluxo' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', `/flow/${flowId}`)).toHaveLength(1));
    const { content } = backend.requestsTo('PATCH', `/flow/${flowId}`)[0].body as { content: FlowContent };
    expect(content.initialStepId).toBe('welcome');
    expect(content.steps.find((step) => step.id === 'ask-name')?.nextStepId).toBe('END_CONVERSATION');
    expect(content.steps.find((step) => step.id === 'END_CONVERSATION')).toMatchObject({ type: 'system', systemAction: 'END_CONVERSATION', content: 'Até logo, {{cliente.primeiro_nome}}!' });
    await waitFor(() => expect(screen.queryByText('Você tem alterações não salvas.')).toBeNull());
  });

  it('describes the canvas to screen readers in pt-BR, with the steps as people read them', async () => {
    renderEditor(unfinishedContent());
    await waitFor(() => expect(node('ask-name')).toBeTruthy());
    const canvasText = () => document.querySelector('.react-flow')?.textContent ?? '';
    const labels = () => [...document.querySelectorAll('.react-flow [aria-label]')].map((element) => element.getAttribute('aria-label') ?? '');

    await waitFor(() => expect(document.querySelector('[data-testid="rf__edge-welcome:next"]')).toBeTruthy());
    expect(document.querySelector('[data-testid="rf__edge-welcome:next"]')?.getAttribute('aria-label')).toBe(
      'Ligação de Enviar mensagem “Olá! Bem-vindo.” para Pedir escolha “Como podemos ajudar?”',
    );
    expect(document.querySelector('[data-testid="rf__edge-menu:option-0"]')?.getAttribute('aria-label')).toBe(
      'Ligação da opção “Ver meu processo” de Pedir escolha “Como podemos ajudar?” para Fazer pergunta “Qual é o seu nome completo?”',
    );
    expect(document.querySelector('[data-testid="rf__node-menu"]')?.getAttribute('aria-label')).toBe('Etapa Pedir escolha “Como podemos ajudar?”');
    expect(canvasText()).toContain('Pressione Enter ou espaço para selecionar a etapa.');
    expect(screen.getByRole('button', { name: 'Aproximar' })).toBeTruthy();
    expect(labels().filter((label) => /Edge from|Handle|Zoom|Fit View|Mini Map|welcome|ask-name/.test(label))).toEqual([]);
    expect(canvasText()).not.toMatch(/Press enter|Edge from/);
  }, 180_000);

  it('keeps two options and refuses to save a choice without a message', async () => {
    renderEditor(unfinishedContent());
    await waitFor(() => expect(node('menu')).toBeTruthy());
    fireEvent.click(within(node('menu')).getByRole('button', { name: 'Editar etapa' }));
    const editor = await findDialog('Editar etapa: Pedir escolha');

    fireEvent.click(within(editor).getByRole('button', { name: 'Remover opção 1' }));
    expect(await screen.findByText('É necessário manter pelo menos 2 opções.')).toBeTruthy();
    expect(within(editor).getAllByLabelText(/Título da opção/)).toHaveLength(2);

    fireEvent.change(within(editor).getByLabelText(/^Mensagem/), { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar etapa' }));
    expect(await within(editor).findByText('É necessário adicionar uma mensagem antes das opções.')).toBeTruthy();
  });

  it('deletes a step after confirmation, saving the remaining steps', async () => {
    const { backend, flowId } = renderEditor(unfinishedContent());
    await waitFor(() => expect(node('ask-name')).toBeTruthy());
    fireEvent.click(within(node('ask-name')).getByRole('button', { name: 'Excluir etapa' }));
    const confirm = await findDialog('Excluir etapa');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', `/flow/${flowId}`)).toHaveLength(1));
    const { content } = backend.requestsTo('PATCH', `/flow/${flowId}`)[0].body as { content: FlowContent };
    expect(content.steps.map((step) => step.id)).toEqual(['welcome', 'menu']);
    expect(content.steps[1].options?.[0].nextStepId).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('flow-node-ask-name')).toBeNull());
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router, flowId } = renderEditor(unfinishedContent());
    await waitFor(() => expect(node('ask-name')).toBeTruthy());
    fireEvent.click(within(node('menu')).getByRole('button', { name: 'Editar etapa' }));
    const editor = await findDialog('Editar etapa: Pedir escolha');
    fireEvent.change(within(editor).getByLabelText('Título da opção 2'), { target: { value: 'Falar com a equipe' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar etapa' }));
    expect(await screen.findByText('Você tem alterações não salvas.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Voltar para os fluxos' }));
    const leave = await findDialog('Sair sem salvar?');
    // Asked once, not once per render.
    expect(leaveDialogs()).toHaveLength(1);
    fireEvent.click(within(leave).getByRole('button', { name: 'Continuar editando' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe(`/flows/${flowId}`);

    // antd keeps the closed confirmation in jsdom (no animation end): the new one is the last.
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para os fluxos' }));
    await waitFor(() => expect(leaveDialogs()).toHaveLength(2));
    fireEvent.click(within(leaveDialogs().at(-1)!).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flows'));
  });

  it('starts an empty flow with a welcome step; finalization waits for it', async () => {
    const { backend, flowId } = renderEditor({ steps: [], initialStepId: '' });
    expect(await screen.findByText('Este fluxo ainda não tem etapas.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Adicionar etapa' })[0]);
    const palette = await findDialog('Etapas do fluxo de atendimento');
    expect((within(palette).getByRole('button', { name: /Encerrar conversa/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(palette).getByRole('button', { name: /Redirecionar para atendente/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(palette).getByRole('button', { name: /Enviar mensagem/ }));
    const editor = await findDialog('Nova etapa: Enviar mensagem');
    fireEvent.change(within(editor).getByLabelText(/^Mensagem/), { target: { value: 'Olá!' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar etapa' }));
    await waitFor(() => expect(node('welcome')).toBeTruthy());
    expect(within(node('welcome')).getByText('Início')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    const again = (await screen.findAllByRole('dialog')).filter((dialog) => within(dialog).queryByText('Finalização')).at(-1)!;
    await waitFor(() => expect((within(again).getByRole('button', { name: /Encerrar conversa/ }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Salvar fluxo' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', `/flow/${flowId}`)).toHaveLength(1));
    expect(backend.requestsTo('PATCH', `/flow/${flowId}`)[0].body).toEqual({
      content: { initialStepId: 'welcome', steps: [{ id: 'welcome', type: 'text', content: 'Olá!', nextStepId: null, position: { x: 0, y: 0 } }] },
    });
  });
});
