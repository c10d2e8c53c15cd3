import { TAG_MODULES, type TagModule } from '@balcao/contracts';

/** How each module reads on screen. */
export const TAG_MODULE_LABELS: Record<TagModule, string> = {
  conversas: 'Conversas',
  'fast-messages': 'Respostas rápidas',
  pessoas: 'Contatos',
  crm: 'CRM',
};

export const TAG_MODULE_OPTIONS = TAG_MODULES.map((module) => ({ value: module, label: TAG_MODULE_LABELS[module] }));

/** In the order of the options, whatever order the server keeps them in. */
export const sortModules = (modules: readonly TagModule[]): TagModule[] =>
  TAG_MODULES.filter((module) => modules.includes(module));
