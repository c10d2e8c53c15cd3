import { CreditsSettings } from '../features/credits/components/CreditsSettings';

/** Exposed as `billing/CreditsSettings`: the shell's /settings?tab=credits tab. */
export default CreditsSettings;
