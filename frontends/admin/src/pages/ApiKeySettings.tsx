import { ApiKeySettings } from '../features/api-keys/components/ApiKeySettings';

/** Exposed as `admin/ApiKeySettings`: the shell renders it inside its providers. */
export default ApiKeySettings;
