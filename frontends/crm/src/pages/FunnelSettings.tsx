import { FunnelSettings } from '../features/funnels/components/FunnelSettings';

/** Exposed as `crm/FunnelSettings`: the shell's /settings?tab=funnel tab. */
export default FunnelSettings;
