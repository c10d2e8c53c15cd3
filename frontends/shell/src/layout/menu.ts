import type { ComponentType } from 'react';
import {
  AppstoreAddOutlined,
  ApiOutlined,
  BarChartOutlined,
  BranchesOutlined,
  CalendarOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FunnelPlotOutlined,
  MessageOutlined,
  RobotOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { PermissionCode } from '@balcao/contracts';

export interface MenuEntry {
  /** The route it opens; also the antd Menu key. */
  path: string;
  label: string;
  icon: ComponentType;
  /** Shown only to users whose role carries this code (spec 1 §6). */
  permission?: PermissionCode;
}

export interface MenuGroup {
  key: string;
  /** Undefined for the unlabelled last group. */
  label?: string;
  items: MenuEntry[];
}

/** The side menu of spec 1 §2 / spec 3 §2.4, in order ('Agenda' after CRM: SPEC-DECISIONS). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'principal',
    label: 'Principal',
    items: [
      { path: '/home', label: 'Dashboard', icon: DashboardOutlined },
      { path: '/crm', label: 'CRM', icon: FunnelPlotOutlined, permission: 'view:crm' },
      { path: '/calendar', label: 'Agenda', icon: CalendarOutlined, permission: 'view:crm' },
    ],
  },
  {
    key: 'atendimento',
    label: 'Atendimento',
    items: [
      { path: '/messages', label: 'Mensagens', icon: MessageOutlined },
      { path: '/tags', label: 'Etiquetas', icon: TagsOutlined },
      { path: '/quick-replies', label: 'Respostas Rápidas', icon: ThunderboltOutlined },
      { path: '/ai-agents', label: 'Agentes de IA', icon: RobotOutlined, permission: 'view:agents' },
      { path: '/flows', label: 'Fluxo de Atendimento', icon: BranchesOutlined, permission: 'view:flow' },
    ],
  },
  {
    key: 'gerenciamento',
    label: 'Gerenciamento',
    items: [
      { path: '/customers', label: 'Contatos', icon: ContactsOutlined },
      { path: '/users', label: 'Atendentes', icon: UserOutlined, permission: 'view:users' },
      { path: '/teams', label: 'Times', icon: TeamOutlined, permission: 'view:teams' },
      // Issue 40: the service levels of the team, beside who is in it.
      { path: '/reports', label: 'Relatórios', icon: BarChartOutlined, permission: 'view:reports' },
      { path: '/integrations', label: 'Integrações', icon: ApiOutlined },
    ],
  },
  {
    key: 'configuracoes',
    items: [{ path: '/settings', label: 'Configurações', icon: SettingOutlined }],
  },
];

/** Groups with the items the permissions allow; a group left empty is dropped. */
export function visibleMenuGroups(permissions: readonly string[]): MenuGroup[] {
  const granted = new Set(permissions);
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.permission || granted.has(item.permission)),
  })).filter((group) => group.items.length > 0);
}

/** The menu key to highlight: the item whose path starts the current path. */
export function selectedMenuKey(pathname: string): string | undefined {
  const entries = MENU_GROUPS.flatMap((group) => group.items);
  return entries.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.path;
}

export interface AddMenuEntry {
  key: string;
  label: string;
  icon: ComponentType;
  /** Where it goes; `?new=1` asks the page to open its create modal. */
  to: string;
  permission?: PermissionCode;
}

/** The add menu of spec 1 §2. */
export const ADD_MENU: readonly AddMenuEntry[] = [
  { key: 'lead', label: 'Adicionar Lead', icon: FunnelPlotOutlined, to: '/crm?new=1', permission: 'view:crm' },
  { key: 'contact', label: 'Adicionar contato', icon: ContactsOutlined, to: '/customers?new=1' },
  { key: 'tag', label: 'Adicionar etiqueta', icon: TagsOutlined, to: '/tags?new=1' },
  { key: 'quick-reply', label: 'Adicionar resposta rápida', icon: ThunderboltOutlined, to: '/quick-replies?new=1' },
  { key: 'flow', label: 'Adicionar fluxo', icon: AppstoreAddOutlined, to: '/flows?new=1', permission: 'view:flow' },
];

export function visibleAddMenu(permissions: readonly string[]): AddMenuEntry[] {
  const granted = new Set(permissions);
  return ADD_MENU.filter((entry) => !entry.permission || granted.has(entry.permission));
}
