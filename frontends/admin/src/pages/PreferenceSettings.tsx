import { PreferenceSettings } from '../features/preferences/components/PreferenceSettings';

/** Exposed as `admin/PreferenceSettings`: the shell renders it inside its providers. */
export default PreferenceSettings;
