import { describe, expect, it } from 'vitest';
import { resolveSettingsTab } from '../settings/settings-tabs';
import { APP_ROUTES, findAppRoute, pageTitle } from './route-table';

describe('route table', () => {
  it('maps each domain page to its remote module', () => {
    const targets = Object.fromEntries(
      APP_ROUTES.filter((route) => route.target.kind === 'remote').map((route) => [
        route.path,
        route.target.kind === 'remote' ? `${route.target.remote}/${route.target.module}` : '',
      ]),
    );
    expect(targets).toMatchObject({
      '/home': 'home/HomePage',
      '/users': 'admin/UsersPage',
      '/teams': 'admin/TeamsPage',
      '/reports': 'home/ReportsPage',
      '/integrations': 'inbox/IntegrationsPage',
      '/messages': 'inbox/MessagesPage',
      '/customers': 'inbox/CustomersPage',
      '/tags': 'inbox/TagsPage',
      '/quick-replies': 'inbox/QuickRepliesPage',
      '/crm': 'crm/CrmPage',
      '/calendar': 'crm/CalendarPage',
      '/flows': 'flows/FlowsPage',
      '/flows/:id': 'flows/FlowEditorPage',
      '/ai-agents': 'agents/AgentsPage',
    });
  });

  it('guards the permission pages with the same codes as the menu', () => {
    const guarded = Object.fromEntries(APP_ROUTES.filter((r) => r.permission).map((r) => [r.path, r.permission]));
    expect(guarded).toMatchObject({
      '/crm': 'view:crm',
      '/calendar': 'view:crm',
      '/ai-agents': 'view:agents',
      '/flows': 'view:flow',
      '/flows/:id': 'view:flow',
      '/users': 'view:users',
      '/teams': 'view:teams',
      '/reports': 'view:reports',
    });
    expect(findAppRoute('/messages')?.permission).toBeUndefined();
  });

  it('finds titles for parameterised paths', () => {
    expect(pageTitle('/flows/0195f0e4')).toBe('Fluxo de Atendimento');
    expect(pageTitle('/users')).toBe('Atendentes');
    expect(pageTitle('/nao-existe')).toBe('Balcão');
  });

  it('serves /news from the home remote and keeps /automatization in development', () => {
    expect(findAppRoute('/news')?.target).toMatchObject({ kind: 'remote', remote: 'home', module: 'NewsPage' });
    expect(findAppRoute('/automatization')?.target.kind).toBe('development');
  });
});

describe('resolveSettingsTab', () => {
  it('opens the subscription tab for both spellings', () => {
    expect(resolveSettingsTab('subscription').label).toBe('Assinatura');
    expect(resolveSettingsTab('subscriptions').label).toBe('Assinatura');
  });

  it('maps each tab to its remote module and falls back to Escritório', () => {
    expect(resolveSettingsTab('credits')).toMatchObject({ remote: 'billing', module: 'CreditsSettings' });
    expect(resolveSettingsTab('funnel')).toMatchObject({ label: 'Funis', remote: 'crm', module: 'FunnelSettings' });
    expect(resolveSettingsTab('funnels')).toMatchObject({ remote: 'crm', module: 'FunnelSettings' });
    expect(resolveSettingsTab(null)).toMatchObject({ label: 'Escritório', remote: 'admin', module: 'OfficeSettings' });
    expect(resolveSettingsTab('qualquer')).toMatchObject({ label: 'Escritório' });
  });
});
