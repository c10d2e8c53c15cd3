import { WorkspaceSettings } from '../features/workspaces/components/WorkspaceSettings';

/** Exposed as `admin/WorkspaceSettings`: the shell renders it inside its providers. */
export default WorkspaceSettings;
