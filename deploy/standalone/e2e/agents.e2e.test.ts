import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { signIn, useStandalone } from './harness';

describe('an office creates an AI agent, teaches it and tests it on /ai-agents', () => {
  const standalone = useStandalone();
  let office: Page;

  beforeAll(async () => {
    office = await standalone.page({ width: 1440, height: 900 });
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
  });

  it("creates an agent with two trainings and gets a training's answer in 'Testar agente'", async () => {
    await office.goto('/ai-agents');
    await office.getByText('Total de agentes').waitFor();
    await office.getByRole('button', { name: /Criar agente/ }).click();
    const dialog = office.getByRole('dialog', { name: 'Criar agente' });
    await dialog.getByLabel('Nome do agente').fill('Clara');
    await dialog.getByRole('radio', { name: 'Avatar 4' }).click();
    await dialog.getByRole('tab', { name: 'Informações de trabalho' }).click();
    await dialog.getByLabel('Nome do produto').fill('Direito Previdenciário');
    await dialog.getByLabel('Descrição do produto').fill('Aposentadorias, revisões e benefícios do INSS.');
    await dialog.getByRole('tab', { name: 'Configurações' }).click();
    await dialog.getByText('1 crédito').waitFor();
    await dialog.getByRole('button', { name: 'Criar agente' }).click();

    await office.waitForURL(/\/ai-agents\/details\?agentId=/);
    await office.getByRole('heading', { name: 'Clara' }).waitFor();
    await office.getByText('Nenhum treinamento cadastrado ainda.').waitFor();

    const teach = async (question: string, answer: string) => {
      await office.getByLabel('Pergunta', { exact: true }).fill(question);
      await office.getByLabel('Resposta', { exact: true }).fill(answer);
      await office.getByRole('button', { name: 'Cadastrar Treinamento' }).click();
      await office.getByTestId('training-item').filter({ hasText: question }).waitFor();
    };
    await teach('Qual o horário de atendimento do escritório?', 'Atendemos de segunda a sexta, das 8h às 18h.');
    await teach('Quais documentos preciso para pedir aposentadoria?', 'RG, CPF, carteira de trabalho e o extrato do CNIS.');
    expect(await office.getByTestId('training-item').count()).toBe(2);

    await office.getByRole('tab', { name: 'Testar agente' }).click();
    const input = office.getByLabel('Mensagem do cliente');
    await input.fill('Bom dia! Que documentos eu preciso para a aposentadoria?');
    await input.press('Enter');
    const messages = office.getByTestId('test-chat-messages');
    await messages.getByText('RG, CPF, carteira de trabalho e o extrato do CNIS.').waitFor();

    await input.fill('Vocês fazem divórcio?');
    await input.press('Enter');
    await messages.getByText(/transferida para um atendente humano/).waitFor();

    await office.goto('/ai-agents');
    const card = office.getByTestId('agent-card').filter({ hasText: 'Clara' });
    await card.getByText('Inativo').waitFor();
    await expect(card.getByRole('button', { name: 'Acessar' }).isVisible()).resolves.toBe(true);
  });
});
