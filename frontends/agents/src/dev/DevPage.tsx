import { DevPages } from '@balcao/ui';
import AgentDetailsPage from '../pages/AgentDetailsPage';
import AgentsPage from '../pages/AgentsPage';

// The details page is reached from a card, as in the product.
const PAGES = [
  { path: '/ai-agents', element: <AgentsPage /> },
  { path: '/ai-agents/details', element: <AgentDetailsPage /> },
];

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return <DevPages pages={PAGES} />;
}
