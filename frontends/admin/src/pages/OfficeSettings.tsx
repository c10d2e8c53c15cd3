import { OfficeSettings } from '../features/office/components/OfficeSettings';

/** Exposed as `admin/OfficeSettings`: the shell renders it inside its providers. */
export default OfficeSettings;
