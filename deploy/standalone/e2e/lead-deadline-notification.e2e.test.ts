import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Lead, Person } from '@balcao/contracts';
import { DEMO } from '../src/seed';
import { bell, callApiAsSession, DESKTOP, PHONE, screenshot, sessionInboxId, signIn, unreadOnBell, useStandalone } from './harness';

const DAY_MS = 24 * 3600_000;

describe('a lead that passes its stage’s time limit', () => {
  const standalone = useStandalone();


  /**
   * Two days pass for this lead: it entered 'Novo contato' (limit 1 day) two days ago, as crm
   * and the notifications' deadline of it both have it. A journey cannot wait a day.
   */
  async function enteredTwoDaysAgo(leadId: string) {
    const client = new pg.Client({ connectionString: standalone.server.infra.database.url });
    await client.connect();
    try {
      const enteredAt = new Date(Date.now() - 2 * DAY_MS);
      await client.query('update crm.leads set column_changed_at = $2 where id = $1', [leadId, enteredAt]);
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rowCount } = await client.query(
          `update notifications.lead_deadlines set column_changed_at = $2, due_at = $2::timestamptz + make_interval(days => time_limit_days) where lead_id = $1`,
          [leadId, enteredAt],
        );
        if (rowCount === 1) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the notifications service never learned of the lead');
    } finally {
      await client.end();
    }
  }

  it('shows Atrasado on the board and rings the bell of the workspace’s attendants, once', async () => {
    const office = await standalone.page(DESKTOP);
    // The machine the journeys share can be slow to serve the remotes the first time.
    office.setDefaultTimeout(45000);
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await office.waitForURL(/\/home/);
    const inboxId = await sessionInboxId(office);
    const person = await callApiAsSession<Person>(office, 'POST', '/people', { name: 'Helena Prazo', phoneNumber: '5511955553333', inboxId });
    const [funnel] = await callApiAsSession<{ id: string }[]>(office, 'GET', `/funnel?inboxId=${inboxId}`);
    const [firstStage] = await callApiAsSession<{ id: string; name: string }[]>(office, 'GET', `/funnel-column?funnelId=${funnel.id}`);
    expect(firstStage.name).toBe('Novo contato');
    const lead = await callApiAsSession<Lead>(office, 'POST', '/funnel-column-card', { funnelId: funnel.id, columnId: firstStage.id, personId: person.id, channel: 'whatsapp' });

    const attendant = await standalone.page(PHONE);
    attendant.setDefaultTimeout(45000);
    await signIn(attendant, DEMO.attendant.email, DEMO.attendant.password);
    await attendant.waitForURL(/\/home/);
    await bell(attendant).waitFor();
    await bell(office).waitFor();
    const before = { office: await unreadOnBell(office), attendant: await unreadOnBell(attendant) };

    await enteredTwoDaysAgo(lead.id);
    await office.goto('/crm');
    await office.getByRole('region', { name: 'Novo contato' }).getByText('Helena Prazo').waitFor();
    await office.getByRole('region', { name: 'Novo contato' }).getByText(/Atrasado 1 dia/).waitFor();

    // The deadline check runs every minute on the server; both bells ring without a reload.
    await expect.poll(() => unreadOnBell(office), { timeout: 90000, interval: 2000 }).toBe(before.office + 1);
    await expect.poll(() => unreadOnBell(attendant), { timeout: 15000 }).toBe(before.attendant + 1);

    await bell(office).click();
    const item = office.getByRole('button', { name: 'Lead atrasado' });
    await item.getByText('Helena Prazo passou do prazo de 1 dia na etapa').waitFor();
    await screenshot(office, 'lead-overdue-notification');
    await bell(attendant).click();
    await attendant.getByRole('button', { name: 'Lead atrasado' }).getByText('Helena Prazo passou do prazo de 1 dia na etapa').waitFor();
    await screenshot(attendant, 'lead-overdue-notification');
    await Promise.all([office.context().close(), attendant.context().close()]);
  }, 240000);
});
