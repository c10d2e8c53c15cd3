import { FlowsListPage } from '../features/flows/components/FlowsListPage';

/** Exposed as 'flows/FlowsPage' (/flows). */
export default function FlowsPage() {
  return <FlowsListPage />;
}
