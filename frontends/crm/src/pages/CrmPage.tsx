import { CrmBoardPage } from '../features/board/components/CrmBoardPage';

/** Exposed as `crm/CrmPage` (/crm, /crm?new=1): the shell renders it inside its providers. */
export default function CrmPage() {
  return <CrmBoardPage />;
}
