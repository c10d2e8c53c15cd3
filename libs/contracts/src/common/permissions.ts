/** Permission catalogue (spec 1 §6, SPEC-DECISIONS). Names are shown in the Times grid. */
export const PERMISSIONS = [
  { code: 'view:crm', name: 'CRM' },
  { code: 'view:agents', name: 'Agentes de IA' },
  { code: 'view:flow', name: 'Fluxo de Atendimento' },
  { code: 'view:users', name: 'Atendentes' },
  { code: 'view:teams', name: 'Times' },
  { code: 'view:reports', name: 'Relatórios' },
] as const;

export type PermissionCode = (typeof PERMISSIONS)[number]['code'];
export const PERMISSION_CODES = PERMISSIONS.map((p) => p.code) as PermissionCode[];

export const MANAGER_ROLE_NAME = 'Gestor';
export const ATTENDANT_ROLE_NAME = 'Atendente';
