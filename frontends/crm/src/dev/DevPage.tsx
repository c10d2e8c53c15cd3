import { DevPages } from '@balcao/ui';
import CalendarPage from '../pages/CalendarPage';
import CrmPage from '../pages/CrmPage';
import FunnelSettings from '../pages/FunnelSettings';

const PAGES = [
  { path: '/crm', label: 'CRM', element: <CrmPage /> },
  { path: '/calendar', label: 'Agenda', element: <CalendarPage /> },
  { path: '/settings', label: 'Funis', element: <FunnelSettings /> },
];

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return <DevPages pages={PAGES} />;
}
