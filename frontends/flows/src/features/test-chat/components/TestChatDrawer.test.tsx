import type { FlowContent } from '@balcao/contracts';
import { cnjCheckDigits } from '@balcao/court-cases';
import { createLawsuitLookupSteps } from '@balcao/flow-engine';
import { useSession } from '@balcao/ui';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowsBackend } from '../../../test/flows-backend';
import { renderPage } from '../../../test/render';
import { TestChatDrawer } from './TestChatDrawer';

const fast = { typing: 5, textAdvance: 5, choice: 5, systemFirst: 5, systemSecond: 5 };

function lawsuitFlow(): FlowContent {
  const lookup = createLawsuitLookupSteps('lawsuit-1', 'END_CONVERSATION');
  return {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}!', nextStepId: 'menu' },
      {
        id: 'menu',
        type: 'button',
        content: 'Como podemos ajudar?',
        options: [
          { title: 'Meu processo', nextStepId: 'lawsuit-1-menu' },
          { title: 'Atendente', nextStepId: 'human' },
        ],
      },
      ...lookup,
      { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: false, userId: 'u2' }, content: 'Vou chamar um atendente.' },
      { id: 'END_CONVERSATION', type: 'system', systemAction: 'END_CONVERSATION', content: 'Obrigado, até logo!' },
    ],
  };
}

function Chat({ content }: { content: FlowContent }) {
  useSession();
  return <TestChatDrawer content={content} onClose={() => undefined} delays={fast} />;
}

const chat = () => screen.getByTestId('test-chat');
const lastBot = () => within(chat()).getAllByTestId('chat-bot-message').at(-1)!;

describe('TestChatDrawer', () => {
  it('walks a flow through choices and a case lookup to the end, then starts again', async () => {
    const sequence = '0000001';
    const number = `${sequence}-${cnjCheckDigits(sequence, '2024', '8', '26', '0100')}.2024.8.26.0100`;
    renderPage(<Chat content={lawsuitFlow()} />, { routes: flowsBackend([]).routes });

    expect(await within(await screen.findByTestId('test-chat')).findByText('Olá, Maria!')).toBeTruthy();
    await waitFor(() => expect(lastBot().textContent).toContain('Como podemos ajudar?'));
    fireEvent.click(within(lastBot()).getByRole('button', { name: 'Meu processo' }));
    expect(within(chat()).getByTestId('chat-client-message').textContent).toBe('Meu processo');

    await waitFor(() => expect(lastBot().textContent).toContain('Como podemos ajudar com o seu processo?'));
    fireEvent.click(within(lastBot()).getByRole('button', { name: /Consultar andamento/ }));
    await waitFor(() => expect(lastBot().textContent).toContain('Como deseja consultar o processo?'));
    fireEvent.click(within(lastBot()).getByRole('button', { name: 'Número do processo' }));
    await waitFor(() => expect(lastBot().textContent).toContain('Informe o número do processo'));

    // A wrong number is refused by the same engine and lookup the server uses: the question comes again.
    const input = within(chat()).getByLabelText('Mensagem do cliente');
    fireEvent.change(input, { target: { value: '1234' } });
    fireEvent.click(within(chat()).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(chat()).getByText(/Número de processo inválido/)).toBeTruthy());
    await waitFor(() => expect((within(chat()).getByLabelText('Mensagem do cliente') as HTMLInputElement).disabled).toBe(false));

    fireEvent.change(within(chat()).getByLabelText('Mensagem do cliente'), { target: { value: number } });
    fireEvent.click(within(chat()).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(chat()).getByText(/Últimas movimentações:/)).toBeTruthy());
    expect(within(chat()).getByText(new RegExp(`Processo ${number.replace(/\./g, '\\.')} \\(TJSP\\)`))).toBeTruthy();
    // Each movement with what it means for the client, on the line below, as on WhatsApp.
    expect(within(chat()).getByText(/Distribuição \(sorteio\)\nO processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele\./, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    await waitFor(() => expect(within(chat()).getByText('Obrigado, até logo!')).toBeTruthy());
    expect(within(chat()).getByText('Atendimento encerrado.')).toBeTruthy();

    fireEvent.click(within(chat()).getByRole('button', { name: /Testar novamente/ }));
    await waitFor(() => expect(within(chat()).queryByText('Obrigado, até logo!')).toBeNull());
    await waitFor(() => expect(within(chat()).getAllByText('Olá, Maria!')).toHaveLength(1));
  });

  it('hands over to the chosen attendant by typing the option number', async () => {
    renderPage(<Chat content={lawsuitFlow()} />, { routes: flowsBackend([]).routes });
    await waitFor(() => expect(lastBot().textContent).toContain('Como podemos ajudar?'));
    fireEvent.change(within(chat()).getByLabelText('Mensagem do cliente'), { target: { value: '2' } });
    fireEvent.click(within(chat()).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(chat()).getByText('Conversa transferida para Bruno Lima.')).toBeTruthy());
    expect(within(chat()).getByText('Vou chamar um atendente.')).toBeTruthy();
    expect(within(chat()).getByRole('button', { name: /Testar novamente/ })).toBeTruthy();
  });
});
