import { matchPath } from 'react-router';
import type { PermissionCode } from '@balcao/contracts';

export type RouteTarget =
  /** A page exposed by a remote: `loadRemote('<remote>/<module>')`. */
  | { kind: 'remote'; remote: string; module: string }
  /** The shell's own settings page, whose tabs are remote modules. */
  | { kind: 'settings' }
  /** Not built yet (SPEC-DECISIONS). */
  | { kind: 'development' };

export interface AppRoute {
  path: string;
  title: string;
  target: RouteTarget;
  /** Same code that shows the menu item; a direct visit without it gets 'Acesso negado'. */
  permission?: PermissionCode;
  /** Full-height page without content padding (the chat). */
  fullBleed?: boolean;
}

const remote = (name: string, module: string): RouteTarget => ({ kind: 'remote', remote: name, module });

/** Every protected route inside the app layout (spec 1 §2, spec 3 §2.4, ARCHITECTURE §6). */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/home', title: 'Dashboard', target: remote('home', 'HomePage') },
  { path: '/crm', title: 'CRM', target: remote('crm', 'CrmPage'), permission: 'view:crm' },
  // SPEC-DECISIONS: the calendar lives at /calendar, shown with view:crm.
  { path: '/calendar', title: 'Agenda', target: remote('crm', 'CalendarPage'), permission: 'view:crm' },
  { path: '/messages', title: 'Mensagens', target: remote('inbox', 'MessagesPage'), fullBleed: true },
  { path: '/customers', title: 'Contatos', target: remote('inbox', 'CustomersPage') },
  { path: '/tags', title: 'Etiquetas', target: remote('inbox', 'TagsPage') },
  { path: '/quick-replies', title: 'Respostas Rápidas', target: remote('inbox', 'QuickRepliesPage') },
  { path: '/ai-agents', title: 'Agentes de IA', target: remote('agents', 'AgentsPage'), permission: 'view:agents' },
  {
    path: '/ai-agents/details',
    title: 'Agente de IA',
    target: remote('agents', 'AgentDetailsPage'),
    permission: 'view:agents',
  },
  { path: '/flows', title: 'Fluxo de Atendimento', target: remote('flows', 'FlowsPage'), permission: 'view:flow' },
  {
    path: '/flows/:id',
    title: 'Fluxo de Atendimento',
    target: remote('flows', 'FlowEditorPage'),
    permission: 'view:flow',
    fullBleed: true,
  },
  { path: '/users', title: 'Atendentes', target: remote('admin', 'UsersPage'), permission: 'view:users' },
  { path: '/teams', title: 'Times', target: remote('admin', 'TeamsPage'), permission: 'view:teams' },
  { path: '/reports', title: 'Relatórios', target: remote('home', 'ReportsPage'), permission: 'view:reports' },
  // Devices belong with the inbox that uses them (issue 3): the inbox remote owns /integrations.
  { path: '/integrations', title: 'Integrações', target: remote('inbox', 'IntegrationsPage') },
  { path: '/settings', title: 'Configurações', target: { kind: 'settings' } },
  { path: '/news', title: 'Novidades', target: remote('home', 'NewsPage') },
  { path: '/automatization', title: 'Automação', target: { kind: 'development' } },
];

export function findAppRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

export function pageTitle(pathname: string): string {
  return findAppRoute(pathname)?.title ?? 'Balcão';
}
