import { AuditSettings } from '../features/audit/components/AuditSettings';

/** Exposed as `admin/AuditSettings`: the shell renders it inside its providers. */
export default AuditSettings;
