import { DevPages } from '@balcao/ui';
import NewsPage from '../features/news/NewsPage';
import HomePage from '../pages/HomePage';
import ReportsPage from '../pages/ReportsPage';

const PAGES = [
  { path: '/home', label: 'Dashboard', element: <HomePage /> },
  { path: '/news', label: 'Novidades', element: <NewsPage /> },
  { path: '/reports', label: 'Relatórios', element: <ReportsPage /> },
];

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return <DevPages pages={PAGES} />;
}
