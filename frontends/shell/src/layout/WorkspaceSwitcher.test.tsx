import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@balcao/ui/testing';
import { INBOX_ID, testUser } from '../notifications/testing';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const LABOR = { id: '0195f0a0-0000-7000-8000-0000000000a2', name: 'Trabalhista' };

async function openSwitcher(isManager: boolean) {
  const user = testUser({ isManager, inboxes: [{ id: INBOX_ID, name: 'Principal' }, LABOR] });
  renderPage(<WorkspaceSwitcher collapsed={false} />, { user, path: '/home', route: '/home' });
  fireEvent.click(await screen.findByRole('button', { name: 'Trocar workspace (atual: Principal)' }));
  await screen.findByText('Trabalhista');
}

describe('WorkspaceSwitcher', () => {
  it("offers the Gestor 'Novo Workspace' below the workspaces", async () => {
    await openSwitcher(true);

    expect(screen.getByText('Novo Workspace')).toBeTruthy();
  });

  it('lets an attendant switch between their workspaces but not create one', async () => {
    await openSwitcher(false);

    expect(screen.getByText('Principal', { selector: '.ant-dropdown *' })).toBeTruthy();
    expect(screen.queryByText('Novo Workspace')).toBeNull();
  });
});
