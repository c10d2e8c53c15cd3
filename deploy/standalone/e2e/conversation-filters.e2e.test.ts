import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { clientWrites, connectSimulatedDevice, signIn, useStandalone } from './harness';

const TAG_NAME = 'Processo urgente';

describe('the office narrows its conversation list and starts conversations', () => {
  const standalone = useStandalone();

  const items = (office: Page) => office.getByTestId('conversation-item');
  const itemNames = (office: Page) => items(office).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  const filterDot = (office: Page) => office.getByTestId('conversation-filters-badge').locator('.ant-badge-dot');

  it('filters by a conversation tag with the filter dot, clears it, and opens conversations from "Nova conversa"', async () => {
    const office = await standalone.page();
    await signIn(office, DEMO.owner.email, DEMO.owner.password);
    await expect.poll(() => office.url(), { timeout: 20000 }).toContain('/home');
    const phone = await standalone.page({ width: 900, height: 800 });
    await connectSimulatedDevice(office, phone, 'WhatsApp do escritório');

    // Two clients write.
    await clientWrites(phone, { phone: '11 98888-7777', name: 'Maria Cliente', text: 'Bom dia, e o meu processo?' });
    await clientWrites(phone, { phone: '11 97777-6666', name: 'João Cliente', text: 'Preciso de uma consulta.' });
    await office.goto('/messages');
    await expect.poll(() => itemNames(office), { timeout: 20000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^Maria Cliente/), expect.stringMatching(/^João Cliente/)]));

    // A conversation tag, created at /tags like an office would.
    await office.goto('/tags');
    await office.getByRole('button', { name: 'Nova etiqueta' }).click();
    const tagDialog = office.getByRole('dialog');
    await tagDialog.getByLabel('Nome').fill(TAG_NAME);
    await tagDialog.getByRole('checkbox', { name: 'Conversas' }).check();
    await tagDialog.getByRole('button', { name: 'Salvar' }).click();
    await office.getByRole('row').filter({ hasText: TAG_NAME }).waitFor();

    // Maria's conversation gets the tag through its options menu, 'Etiquetas'.
    await office.goto('/messages');
    await items(office).filter({ hasText: 'Maria Cliente' }).click();
    await office.getByTestId('conversation-header').getByText('Maria Cliente').waitFor();
    await office.getByRole('button', { name: 'Opções da conversa' }).click();
    // The side menu has an 'Etiquetas' item too: only the open dropdown's.
    await office.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem').filter({ hasText: /^Etiquetas$/ }).click();
    const tagsDrawer = office.locator('.ant-drawer-open').filter({ has: office.locator('.ant-drawer-title', { hasText: 'Etiquetas' }) });
    // Clicked, then read back: the box is checked once the mutation's state reaches it, a render
    // after the click (Playwright's check() reads it at once and calls that a failure).
    const tagBox = tagsDrawer.getByRole('checkbox', { name: TAG_NAME });
    await tagBox.click();
    await expect.poll(() => tagBox.isChecked()).toBe(true);
    await items(office).filter({ hasText: 'Maria Cliente' }).getByText(TAG_NAME).waitFor();
    await tagsDrawer.getByRole('button', { name: 'Fechar' }).click();

    // Filtering by the tag leaves only Maria, and the filter button shows its dot.
    await office.goto('/messages');
    await items(office).first().waitFor();
    expect(await filterDot(office).count()).toBe(0);
    await office.getByRole('button', { name: 'Filtros' }).click();
    const drawer = office.getByRole('dialog').filter({ hasText: 'Filtros de conversas' });
    await drawer.getByRole('checkbox', { name: TAG_NAME }).click();
    await expect.poll(() => itemNames(office)).toEqual([expect.stringMatching(/^Maria Cliente/)]);
    await filterDot(office).waitFor();
    await expect.poll(() => items(office).first().textContent()).toContain(TAG_NAME);

    // The choice is remembered for the workspace: once the reloaded page shows its list (loaded
    // after the devices, a lazy part), only Maria is in it.
    await office.reload();
    await items(office).first().waitFor();
    await expect.poll(() => itemNames(office)).toEqual([expect.stringMatching(/^Maria Cliente/)]);
    await filterDot(office).waitFor();

    // 'Limpar filtros' brings both back.
    await office.getByRole('button', { name: 'Filtros' }).click();
    await drawer.getByRole('button', { name: /Limpar filtros/ }).click();
    await expect.poll(() => itemNames(office)).toHaveLength(2);
    await expect.poll(() => filterDot(office).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Ver conversas' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // 'Nova conversa' with an existing contact opens that contact's conversation.
    await office.getByRole('button', { name: 'Nova conversa' }).click();
    const picker = office.getByRole('dialog').filter({ hasText: 'Nova conversa' });
    await picker.getByLabel('Buscar contato').fill('João');
    await picker.getByRole('button', { name: /João Cliente/ }).click();
    await office.getByTestId('conversation-header').getByText('João Cliente').waitFor();
    await office.getByTestId('message').getByText('Preciso de uma consulta.').waitFor();
    expect(new URL(office.url()).searchParams.get('id')).toBeTruthy();

    // ... and with a contact created right there, a new conversation with them.
    await office.getByRole('button', { name: 'Nova conversa' }).click();
    await picker.getByRole('button', { name: /Novo contato/ }).click();
    const contactForm = office.getByRole('dialog').filter({ hasText: 'Adicionar contato' });
    await contactForm.getByRole('textbox', { name: 'Nome' }).fill('Carla Nova');
    await contactForm.getByRole('textbox', { name: 'Contato' }).fill('11966665555');
    await contactForm.getByRole('button', { name: 'Salvar' }).click();
    await office.getByTestId('conversation-header').getByText('Carla Nova').waitFor();
    await items(office).filter({ hasText: 'Carla Nova' }).waitFor();
    await expect.poll(() => itemNames(office)).toHaveLength(3);
  });
});
