import { describe, expect, it } from 'vitest';
import type { Flow } from '@balcao/contracts';
import { cnjCheckDigits } from '@balcao/court-cases';
import { createLawsuitLookupSteps } from '@balcao/flow-engine';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, pickOption, sessionInboxId, signIn, useStandalone } from './harness';

const sequence = '0804512';
const CASE_NUMBER = `${sequence}-${cnjCheckDigits(sequence, '2024', '8', '26', '0100')}.2024.8.26.0100`;

/** Greeting → choice → the lawsuit-lookup group → end, or a person. */
function serviceFlow() {
  const lookup = createLawsuitLookupSteps('processo', 'END_CONVERSATION');
  return {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}! Você está falando com o escritório.', nextStepId: 'menu' },
      {
        id: 'menu',
        type: 'list',
        content: 'Sobre o que você quer falar?',
        options: [
          { title: 'Andamento do processo', nextStepId: 'processo-menu' },
          { title: 'Falar com um advogado', nextStepId: 'human' },
        ],
      },
      ...lookup,
      { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', content: 'Certo! Um advogado vai falar com você em instantes.', metadata: { isAvailable: true } },
      { id: 'END_CONVERSATION', type: 'system', content: 'Obrigado pelo contato!' },
    ],
  };
}

describe('a service flow answers clients on WhatsApp', () => {
  const standalone = useStandalone();

  it('runs on a device chosen in its form: a choice, a case lookup by CNJ number, and a hand-off that lands in /messages', async () => {
    const office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');
    const inboxId = await sessionInboxId(office);
    await callApiAsSession<Flow>(office, 'POST', '/flow', { name: 'Atendimento inicial', inboxId, content: serviceFlow() });

    // The office creates a device running the flow, and the client's phone pairs with it.
    await office.goto('/integrations');
    await office.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('WhatsApp da recepção');
    await pickOption(office, dialog, 'Fluxo de atendimento', 'Atendimento inicial');
    await dialog.getByRole('button', { name: /Continuar|Criar|Gerar QR Code/ }).click();
    const qr = dialog.getByTestId('integration-qrcode');
    await qr.waitFor();
    const qrContent = (await qr.getAttribute('data-qrcode'))!;
    const phone = await standalone.page({ width: 900, height: 800 });
    await phone.goto('/simulator');
    await phone.getByTestId('sim-qrcode').fill(qrContent);
    await phone.getByTestId('sim-scan').click();
    await phone.getByTestId('sim-device-state').getByText(/[Cc]onectado/).waitFor();

    // The client writes: the flow greets by name and offers the choice.
    const chat = phone.getByTestId('sim-messages');
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: 'Boa tarde' });
    await chat.getByText('Olá, Carla! Você está falando com o escritório.').waitFor({ timeout: 20000 });
    await chat.getByText(/1 - Andamento do processo/).waitFor();

    // The choice by its number, then the lookup group by the option's title.
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: '1' });
    await chat.getByText(/Consultar andamento/).waitFor({ timeout: 20000 });
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: 'Consultar andamento' });
    await chat.getByText(/Número do processo/).first().waitFor({ timeout: 20000 });
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: 'Número do processo' });
    await chat.getByText(/Informe o número do processo/).waitFor({ timeout: 20000 });

    // A mistyped digit is named as such and asked again; a valid number brings the case's movements, then the end.
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: '0804512-00.2024.8.26.0100' });
    await chat.getByText('O dígito verificador do número de processo não confere. Confira o número e envie novamente.').waitFor({ timeout: 20000 });
    await clientWrites(phone, { phone: '11 97777-1234', name: 'Carla Mendes', text: CASE_NUMBER });
    // Each movement comes with what it means for the client, on the line below.
    await chat.getByText(/Distribuição \(sorteio\)\s+O processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele\./).waitFor({ timeout: 20000 });
    const lookupText = await chat
      .locator('li', { hasText: 'Últimas movimentações' })
      .last()
      .evaluate((item) => [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''));
    const movements = lookupText.split('\n\n').slice(1);
    expect(movements.length).toBeGreaterThanOrEqual(3);
    for (const movement of movements) expect(movement).toMatch(/^• \d{2}\/\d{2}\/\d{4} – [^\n]+\n[A-ZÁÉÍÓÚ][^\n]+\.$/);
    await chat.getByText('Obrigado pelo contato!').waitFor({ timeout: 20000 });

    // Another client asks for a person: the conversation waits for one in /messages.
    await clientWrites(phone, { phone: '11 96666-4321', name: 'Roberto Lima', text: 'Olá' });
    await chat.getByText(/2 - Falar com um advogado/).waitFor({ timeout: 20000 });
    await clientWrites(phone, { phone: '11 96666-4321', name: 'Roberto Lima', text: '2' });
    await chat.getByText('Certo! Um advogado vai falar com você em instantes.').waitFor({ timeout: 20000 });

    await office.goto('/messages');
    const item = office.getByTestId('conversation-item').filter({ hasText: 'Roberto Lima' });
    await item.waitFor({ timeout: 20000 });
    await item.click();
    await office.getByText('Certo! Um advogado vai falar com você em instantes.').last().waitFor();
    await office.getByText(/Aguardando atendimento|Aguardando/).first().waitFor();
  });
});
