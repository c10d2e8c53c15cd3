import { useSession } from '@balcao/ui';

/** Managing the subscription, the cards and credit purchases is the office's Gestor's (the API answers 403 to anyone else). */
export const useManagesBilling = () => useSession().user.isManager;
