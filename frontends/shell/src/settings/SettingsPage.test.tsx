import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@balcao/ui/testing';
import { testUser } from '../notifications/testing';
import { SettingsPage } from './SettingsPage';

const tabLabels = async () => {
  await screen.findAllByRole('tab');
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
};

const renderSettings = (path: string, user = testUser()) => renderPage(<SettingsPage />, { user, path, route: '/settings' });

describe('Configurações', () => {
  it("shows the Gestor every tab of the office's settings", async () => {
    renderSettings('/settings', testUser({ isManager: true, permissions: ['view:crm'] }));

    expect(await tabLabels()).toEqual(['Escritório', 'Workspaces', 'Preferências', 'Integrações de API', 'Webhooks', 'Auditoria', 'Atendimento', 'Créditos', 'Funis', 'Assinatura']);
    expect(screen.getByRole('tab', { name: 'Escritório', selected: true })).toBeTruthy();
  });

  it('shows an attendant only their own preferences and the subscription, read-only in the billing module', async () => {
    renderSettings('/settings', testUser({ isManager: false, permissions: [] }));

    expect(await tabLabels()).toEqual(['Preferências', 'Assinatura']);
    expect(screen.getByRole('tab', { name: 'Preferências', selected: true })).toBeTruthy();
  });

  it('opens Preferências when an attendant follows a link to an office-management tab', async () => {
    for (const tab of ['office', 'workspaces', 'credits', 'api-keys', 'webhooks', 'audit']) {
      const view = renderSettings(`/settings?tab=${tab}`, testUser({ isManager: false }));
      expect(await screen.findByRole('tab', { name: 'Preferências', selected: true })).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Escritório' })).toBeNull();
      view.unmount();
    }
  });

  it('shows Funis to whoever sees the CRM, as the menu does', async () => {
    renderSettings('/settings?tab=funnel', testUser({ isManager: false, permissions: ['view:crm'] }));

    expect(await tabLabels()).toEqual(['Preferências', 'Funis', 'Assinatura']);
    expect(screen.getByRole('tab', { name: 'Funis', selected: true })).toBeTruthy();
  });

  it('opens the subscription tab for an attendant sent there by the gate', async () => {
    renderSettings('/settings?tab=subscriptions', testUser({ isManager: false }));

    expect(await screen.findByRole('tab', { name: 'Assinatura', selected: true })).toBeTruthy();
  });
});
