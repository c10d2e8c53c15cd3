import { ServiceLevelSettings } from '../features/service-levels/components/ServiceLevelSettings';

/** Exposed as `admin/ServiceLevelSettings`: the shell renders it inside its providers. */
export default ServiceLevelSettings;
