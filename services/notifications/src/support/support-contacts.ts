import type { SupportContacts } from '@balcao/contracts';

/** Where tickets go and what the WhatsApp and Email tabs show, unless the deployment names others. */
export const DEFAULT_SUPPORT_CONTACTS: SupportContacts = {
  email: 'suporte@balcao.dev',
  whatsappNumber: '5511930000000',
  // Spec 3 §9.
  hours: 'Segunda a sexta, das 8h às 22h',
  averageResponse: '2 horas',
};
