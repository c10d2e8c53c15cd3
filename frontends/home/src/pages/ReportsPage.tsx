import { ReportsScreen } from '../features/reports/components/ReportsScreen';

/** Exposed as `home/ReportsPage` (/reports, view:reports, issue 40): the shell renders it inside its providers. */
export default function ReportsPage() {
  return <ReportsScreen />;
}
