import { ServiceLevelSettings } from '../features/service-levels/ServiceLevelSettings';

/** Exposed as `admin/ServiceLevelSettings`: the shell renders it inside its providers. */
export default ServiceLevelSettings;
