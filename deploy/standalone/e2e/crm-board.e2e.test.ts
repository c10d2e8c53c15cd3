import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Board, Person } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { callApiAsSession, clientWrites, pickOption, sessionInboxId, signIn, useStandalone } from './harness';

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs some travel to start. */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('Card ou coluna fora da tela');
  await page.mouse.move(source.x + source.width / 2, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + 30, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.mouse.up();
}

describe('the office runs its pipeline on /crm and its agenda on /calendar', () => {
  const standalone = useStandalone();
  let office: Page;

  beforeAll(async () => {
    office = await standalone.page({ width: 1440, height: 900 });
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
  });

  const column = (name: string) => office.getByRole('region', { name });
  const card = (name: string) => office.getByRole('button', { name: new RegExp(name) });

  it('creates a lead with Novo Lead, drags it to the next stage and finds it there after a reload and on a colleague\'s board', async () => {
    const inboxId = await sessionInboxId(office);
    await callApiAsSession<Person>(office, 'POST', '/people', { name: 'Helena Lead', phoneNumber: '5511955554444', inboxId });

    await office.goto('/crm');
    await column('Novo contato').waitFor();
    await office.getByRole('button', { name: /Novo Lead/ }).click();
    const dialog = office.getByRole('dialog', { name: 'Novo Lead' });
    await dialog.getByLabel('Contato').click();
    await dialog.getByLabel('Contato').fill('Helena');
    await office.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Helena Lead' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await column('Novo contato').getByText('Helena Lead').waitFor();

    // A colleague's board, open before the move: it follows without a reload.
    const colleague = await standalone.page({ width: 1440, height: 900 });
    await signIn(colleague, DEMO.owner.email, DEMO.owner.password);
    await colleague.waitForURL(/\/home/);
    await colleague.goto('/crm');
    await colleague.getByRole('region', { name: 'Novo contato' }).getByText('Helena Lead').waitFor();

    await drag(office, column('Novo contato').getByText('Helena Lead'), column('Em atendimento').getByTestId('column-drop-area'));
    await colleague.getByRole('region', { name: 'Em atendimento' }).getByText('Helena Lead').waitFor();
    await colleague.context().close();
    await column('Em atendimento').getByText('Helena Lead').waitFor();

    await office.reload();
    await column('Em atendimento').getByText('Helena Lead').waitFor();
    expect(await column('Novo contato').getByText('Helena Lead').count()).toBe(0);

    const funnels = await callApiAsSession<{ id: string }[]>(office, 'GET', `/funnel?inboxId=${inboxId}`);
    const board = await callApiAsSession<Board>(office, 'GET', `/funnel-column?funnelId=${funnels[0].id}`);
    const stage = board.find((item) => item.leads.some((lead) => lead.person.name === 'Helena Lead'));
    expect(stage?.name).toBe('Em atendimento');
    await card('Helena Lead').click();
    await office.getByText('Informações de Contato').waitFor();
  });

  it("turns a client who writes to a device linked to the funnel into a lead of its first stage", async () => {
    await office.goto('/integrations');
    await office.getByRole('button', { name: /Novo dispositivo/ }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('WhatsApp comercial');
    await pickOption(office, dialog, 'Funil de leads', 'Funil de vendas');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const qrcode = await dialog.getByTestId('integration-qrcode').getAttribute('data-qrcode');

    const phone = await standalone.page({ width: 900, height: 800 });
    await phone.goto('/simulator');
    await phone.getByTestId('sim-qrcode').fill(qrcode!);
    await phone.getByTestId('sim-scan').click();
    await phone.getByTestId('sim-device-state').getByText(/[Cc]onectado/).waitFor();
    await clientWrites(phone, { phone: '11 94444-3333', name: 'Otávio Cliente', text: 'Boa tarde, fui demitido e quero saber meus direitos.' });

    await office.goto('/crm');
    await column('Novo contato').getByText('Otávio Cliente').waitFor({ timeout: 20_000 });
    await phone.context().close();
  });

  it('creates an event by clicking a slot of the week and keeps it after a reload', async () => {
    await office.goto('/calendar');
    await office.getByTestId('calendar-title').waitFor();
    await office.keyboard.press('w');
    const todayColumn = office.locator('.fc-timegrid-col.fc-day-today');
    const slot = office.locator('.fc-timegrid-slot-lane[data-time="10:00:00"]');
    await slot.scrollIntoViewIfNeeded();
    const day = await todayColumn.boundingBox();
    const row = await slot.boundingBox();
    if (!day || !row) throw new Error('Grade da semana não apareceu');
    await office.mouse.click(day.x + day.width / 2, row.y + row.height / 2);

    const dialog = office.getByRole('dialog', { name: 'Criar Evento' });
    expect(await dialog.getByLabel('Hora de Início').locator('..').locator('..').textContent()).toContain('10:00');
    await dialog.getByLabel('Título').fill('Reunião com Helena');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await office.locator('.fc-event', { hasText: 'Reunião com Helena' }).waitFor();

    await office.reload();
    await office.getByTestId('calendar-title').waitFor();
    await office.locator('.fc-event', { hasText: 'Reunião com Helena' }).first().waitFor();
  });
});
