import { cnjCheckDigits } from '@balcao/court-cases';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useStandalone } from './harness';

const server = useStandalone();

/** A valid CNJ number of the São Paulo state court (the check digits computed, not guessed). */
const caseNumber = `0000001-${cnjCheckDigits('0000001', '2024', '8', '26', '0100')}.2024.8.26.0100`;

const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Salvar etapa' }) });
const nodeWith = (page: Page, text: string) => page.locator('.react-flow__node').filter({ hasText: text });

async function addStep(page: Page, kind: RegExp, fill: (editor: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Adicionar etapa' }).first().click();
  await page.getByRole('button', { name: kind }).click();
  const editor = drawer(page);
  await fill(editor);
  await editor.getByRole('button', { name: 'Salvar etapa' }).click();
  await editor.waitFor({ state: 'detached' });
}

async function editStep(page: Page, nodeText: string, change: (editor: Locator) => Promise<void>) {
  await nodeWith(page, nodeText).getByRole('button', { name: 'Editar etapa' }).click();
  const editor = drawer(page);
  await change(editor);
  await editor.getByRole('button', { name: 'Salvar etapa' }).click();
  await editor.waitFor({ state: 'detached' });
}

/** A step select in an editor: only the dropdown now open (an earlier one may still be fading out). */
async function chooseStep(page: Page, editor: Locator, label: string, option: string) {
  await editor.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Draws a link on the canvas as a person does: from a source handle to a node's target handle. */
async function dragLink(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('flow editor', () => {
  it('builds text → choice → lawsuit lookup → end, keeps it after a reload and runs it in the test chat', async () => {
    const page = await server.page({ width: 1440, height: 900 });
    await signIn(page, 'demo@balcao.dev', 'balcao123');
    await page.waitForURL(/\/home/);

    // Create the flow from the list; the editor opens.
    await page.goto('/flows');
    await page.getByRole('button', { name: 'Criar fluxo' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Consulta de processos');
    await dialog.getByLabel('Descrição').fill('Clientes acompanham o andamento pelo WhatsApp');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await page.waitForURL(/\/flows\/[0-9a-f-]{36}$/);
    await page.getByText('Este fluxo ainda não tem etapas.').waitFor();

    await addStep(page, /Enviar mensagem Envia/, (editor) => editor.getByLabel('Mensagem').fill('Olá, {{cliente.primeiro_nome}}! Bem-vindo ao escritório.'));
    await addStep(page, /Pedir escolha Mostra/, async (editor) => {
      await editor.getByLabel('Mensagem').fill('Como podemos ajudar?');
      await editor.getByLabel('Título da opção 1').fill('Meu processo');
      await editor.getByLabel('Título da opção 2').fill('Encerrar');
    });
    await addStep(page, /Consultar andamento processual Pede/, async () => undefined);
    await addStep(page, /Encerrar conversa Envia/, (editor) => editor.getByLabel('Mensagem de despedida').fill('Obrigado pelo contato!'));
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(4);

    // The first link is drawn on the canvas; the others are chosen in the step editors.
    await page.getByRole('button', { name: 'Mais ações' }).click();
    await page.getByRole('menuitem', { name: 'Centralizar' }).click();
    await page.waitForTimeout(500);
    await dragLink(page, nodeWith(page, 'Bem-vindo ao escritório').locator('.react-flow__handle.source'), nodeWith(page, 'Como podemos ajudar?').locator('.react-flow__handle.target'));
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(1);

    await editStep(page, 'Como podemos ajudar?', async (editor) => {
      await chooseStep(page, editor, 'Próxima etapa da opção 1', 'Consultar andamento processual');
      await chooseStep(page, editor, 'Próxima etapa da opção 2', 'Fim da conversa');
    });
    await editStep(page, 'Busca as movimentações', (editor) => chooseStep(page, editor, 'Depois da consulta, seguir para', 'Fim da conversa'));
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => page.getByText(/problemas? de validação/).count(), { timeout: 15_000 }).toBe(0);

    await page.getByRole('button', { name: 'Salvar fluxo' }).click();
    await page.getByText('Fluxo salvo com sucesso').waitFor();
    await page.getByText('Você tem alterações não salvas.').waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(4);
    expect(await page.locator('.react-flow__edge').count()).toBe(4);
    expect(await page.getByText('Você tem alterações não salvas.').count()).toBe(0);
    expect(await nodeWith(page, 'Bem-vindo ao escritório').getByText('Início').count()).toBe(1);

    // The test drawer plays it with the engine and the sample court data.
    await page.getByRole('button', { name: 'Testar fluxo' }).click();
    const chat = page.getByTestId('test-chat');
    await chat.getByText('Olá, Maria! Bem-vindo ao escritório.').waitFor();
    await chat.getByRole('button', { name: 'Meu processo' }).click();
    await chat.getByRole('button', { name: /Consultar andamento/ }).click();
    await chat.getByRole('button', { name: 'Número do processo' }).click();
    await chat.getByText(/Informe o número do processo/).waitFor();
    await chat.getByLabel('Mensagem do cliente').fill(caseNumber);
    await chat.getByRole('button', { name: 'Enviar' }).click();
    await chat.getByText('Consultando o tribunal…').waitFor();
    await chat.getByText(/Últimas movimentações:/).waitFor({ timeout: 20000 });
    expect(await chat.getByText(`Processo ${caseNumber} (TJSP)`, { exact: false }).count()).toBe(1);
    await chat.getByText('Obrigado pelo contato!').waitFor();
    await chat.getByRole('button', { name: /Testar novamente/ }).waitFor();
  });
});
