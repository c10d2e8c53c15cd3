import { DevPages } from '@balcao/ui';
import CreditsSettings from '../pages/CreditsSettings';
import SubscriptionSettings from '../pages/SubscriptionSettings';

const PAGES = [
  { path: '/subscription', label: 'Assinatura', element: <SubscriptionSettings /> },
  { path: '/credits', label: 'Créditos', element: <CreditsSettings /> },
];

/** The remote's tabs without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return <DevPages pages={PAGES} />;
}
