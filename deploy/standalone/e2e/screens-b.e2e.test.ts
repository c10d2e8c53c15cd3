import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Board, PeopleList } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, connectSimulatedDevice, DESKTOP, PHONE, screenshot, sessionInboxId, signIn, useStandalone } from './harness';

/**
 * Issue 37 points 13–16 as an office sees them: the lead detail of a 0-day stage with its
 * contact's conversation, the board's and the canvas's screen-reader texts, the options-step
 * editor's banner, and the test chat's answer to a mistyped check digit; at both widths.
 */
describe('lead detail, flow editor and their screen-reader texts', () => {
  const standalone = useStandalone();
  let office: Page;
  let inboxId: string;

  beforeAll(async () => {
    office = await standalone.page(DESKTOP);
    office.setDefaultTimeout(45_000);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    inboxId = await sessionInboxId(office);
  });

  const signedIn = async (viewport: { width: number; height: number }) => {
    const page = await standalone.page(viewport);
    // A shared two-core machine: give the first load of each remote time.
    page.setDefaultTimeout(45_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.waitForURL(/\/home/);
    return page;
  };

  it("opens a hand-made lead's conversation and says how long it waits in a 0-day stage", async () => {
    // A client who already talks to the office, on a device that feeds no funnel: no lead yet.
    const phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp recepção');
    await clientWrites(phone, { phone: '11 93333-2222', name: 'Beatriz Nunes', text: 'Bom dia, preciso de ajuda com um processo.' });
    await phone.context().close();

    const funnels = await callApiAsSession<{ id: string }[]>(office, 'GET', `/funnel?inboxId=${inboxId}`);
    const funnelId = funnels[0].id;
    await callApiAsSession(office, 'POST', '/funnel-column', { funnelId, name: 'Triagem imediata', color: 'red', index: 9, timeLimitDays: 0, showBadgeProgress: true });
    const board = await callApiAsSession<Board>(office, 'GET', `/funnel-column?funnelId=${funnelId}`);
    const triage = board.find((column) => column.name === 'Triagem imediata')!;
    const findBeatriz = async () => (await callApiAsSession<PeopleList>(office, 'GET', `/people?inboxId=${inboxId}&name=Beatriz`)).data;
    await expect.poll(async () => (await findBeatriz()).length, { timeout: 15_000 }).toBe(1);
    // Give crm a moment to record the conversation, as an office's click would come later.
    await office.waitForTimeout(1500);
    const [beatriz] = await findBeatriz();
    const lead = await callApiAsSession<{ conversationId: string | null }>(office, 'POST', '/funnel-column-card', { funnelId, columnId: triage.id, personId: beatriz.id });
    expect(lead.conversationId).toMatch(/^[0-9a-f-]{36}$/);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedIn(viewport);
      await page.goto('/crm');
      const card = page.getByRole('button', { name: /Beatriz Nunes/ });
      await card.first().waitFor();
      expect(await card.first().locator('xpath=ancestor-or-self::*[@aria-roledescription]').first().getAttribute('aria-roledescription')).toBe('item arrastável');
      await card.first().click();
      const detail = page.getByRole('dialog', { name: 'Detalhes do Lead' });
      await detail.getByText('Status do processamento').waitFor();
      await detail.getByText(/^Atrasado \d+ minutos?$/).waitFor();
      expect(await detail.getByText(/0 horas/).count()).toBe(0);
      const open = detail.getByRole('link', { name: /Abrir conversa/ });
      expect(await open.getAttribute('href')).toMatch(/^\/messages\?id=[0-9a-f-]{36}$/);
      await screenshot(page, 'screens-b-lead-detail');
      await page.context().close();
    }
  });

  it.each([DESKTOP, PHONE])("clears the options step's banner as it is fixed, names steps for screen readers and names a mistyped check digit in the test chat (%o)", async (viewport) => {
    const flows = await callApiAsSession<Array<{ id: string; name: string }>>(office, 'GET', `/flow?inboxId=${inboxId}`);
    const demo = flows.find((flow) => flow.name === 'Atendimento inicial')!;
    {
      const page = await signedIn(viewport);
      await page.goto(`/flows/${demo.id}`);
      await page.locator('.react-flow__node').first().waitFor();
      const edge = page.locator('[data-testid="rf__edge-welcome:next"]');
      await edge.waitFor({ state: 'attached' });
      expect(await edge.getAttribute('aria-label')).toMatch(/^Ligação de Enviar mensagem “Olá, .+” para Pedir escolha “Como podemos ajudar você hoje\?”$/);
      expect(await page.getByRole('button', { name: 'Aproximar' }).count()).toBe(1);
      await screenshot(page, 'screens-b-flow-canvas');

      await page.locator('.react-flow__node', { hasText: 'Como podemos ajudar você hoje?' }).getByRole('button', { name: 'Editar etapa' }).click();
      const editor = page.getByRole('dialog', { name: /Editar etapa: Pedir escolha/ });
      await editor.getByLabel('Mensagem', { exact: false }).first().fill('');
      await editor.getByRole('button', { name: 'Salvar etapa' }).click();
      const banner = editor.locator('.ant-alert-error');
      await banner.getByText(/É necessário adicionar uma mensagem antes das opções/).waitFor();
      await screenshot(page, 'screens-b-options-step-banner');
      await editor.getByLabel('Mensagem', { exact: false }).first().fill('Como podemos ajudar você hoje?');
      await banner.waitFor({ state: 'detached' });
      await screenshot(page, 'screens-b-options-step-fixed');
      await editor.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: 'Testar fluxo' }).click();
      const chat = page.getByTestId('test-chat');
      await chat.getByRole('button', { name: 'Andamento do processo' }).click();
      await chat.getByRole('button', { name: /Consultar andamento/ }).click();
      await chat.getByRole('button', { name: 'Número do processo' }).click();
      await chat.getByText(/Informe o número do processo/).waitFor();
      await chat.getByLabel('Mensagem do cliente').fill('0001234-72.2024.8.26.0100');
      await chat.getByRole('button', { name: 'Enviar' }).click();
      await chat.getByText('O dígito verificador do número de processo não confere. Confira o número e envie novamente.').waitFor({ timeout: 20_000 });
      await screenshot(page, 'screens-b-test-chat-check-digit');
      await page.context().close();
    }
  });
});
