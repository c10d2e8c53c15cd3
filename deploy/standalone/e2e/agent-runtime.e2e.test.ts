import { describe, expect, it } from 'vitest';
import type { Agent } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, pickOption, sessionInboxId, signIn, useStandalone } from './harness';

const HOURS_ANSWER = 'Atendemos de segunda a sexta, das 8h às 18h.';
const DOCUMENTS_ANSWER = 'RG, CPF, carteira de trabalho e o extrato do CNIS.';

describe('an AI agent answers clients on WhatsApp', () => {
  const standalone = useStandalone();

  it("answers from its trainings on /simulator, a reworded question included, and a transfer rule's keyword sends the client to 'Aguardando atendimento humano'", async () => {
    const office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');
    const inboxId = await sessionInboxId(office);
    const models = await callApiAsSession<Array<{ id: string }>>(office, 'GET', '/agent-models');
    const agent = await callApiAsSession<Agent>(office, 'POST', '/agents', {
      name: 'Clara',
      purpose: 'SUPORTE',
      inboxId,
      productName: 'Direito Previdenciário',
      productDescription: 'Aposentadorias, revisões e benefícios do INSS.',
      communicationStyle: 'NORMAL',
      agentModelId: models[0].id,
      responseDelaySeconds: 0,
      canRequestHumanHelp: true,
      transferRules: [{ condition: 'KEYWORDS', keywords: ['advogado'], transferMessage: 'Certo! Vou chamar um advogado para você.' }],
    });
    await callApiAsSession(office, 'POST', `/agents/${agent.id}/trainings`, { question: 'Qual o horário de atendimento do escritório?', answer: HOURS_ANSWER });
    await callApiAsSession(office, 'POST', `/agents/${agent.id}/trainings`, { question: 'Quais documentos levar para pedir a aposentadoria?', answer: DOCUMENTS_ANSWER });

    // A device running the agent, chosen in its form; the client's phone pairs with it.
    await office.goto('/integrations');
    await office.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('WhatsApp do plantão');
    await pickOption(office, dialog, 'Agente de IA', 'Clara');
    await dialog.getByRole('button', { name: /Continuar|Criar|Gerar QR Code/ }).click();
    const qr = dialog.getByTestId('integration-qrcode');
    await qr.waitFor();
    const phone = await standalone.page({ width: 900, height: 800 });
    await phone.goto('/simulator');
    await phone.getByTestId('sim-qrcode').fill((await qr.getAttribute('data-qrcode'))!);
    await phone.getByTestId('sim-scan').click();
    await phone.getByTestId('sim-device-state').getByText(/[Cc]onectado/).waitFor();

    const chat = phone.getByTestId('sim-messages');
    await clientWrites(phone, { phone: '11 95555-0101', name: 'Paula Souza', text: 'Boa tarde! Qual o horário de atendimento de vocês?' });
    await chat.getByText(HOURS_ANSWER).waitFor({ timeout: 20000 });

    // A question in the client's own words, as typed on WhatsApp, gets the training's answer (issue 38).
    await clientWrites(phone, { phone: '11 95555-0101', name: 'Paula Souza', text: 'e q documento eu preciso pra me aposentar?' });
    await chat.getByText(DOCUMENTS_ANSWER).waitFor({ timeout: 20000 });

    await clientWrites(phone, { phone: '11 95555-0101', name: 'Paula Souza', text: 'Prefiro falar com um advogado' });
    await chat.getByText('Certo! Vou chamar um advogado para você.').waitFor({ timeout: 20000 });

    // The office sees it waiting for a person, the agent's answers signed with its name.
    await office.goto('/messages');
    const item = office.getByTestId('conversation-item').filter({ hasText: 'Paula Souza' });
    await item.waitFor({ timeout: 20000 });
    await item.click();
    await office.getByText(HOURS_ANSWER).last().waitFor();
    await office.getByText(/Aguardando atendimento humano|Aguardando/).first().waitFor();
  });
});
