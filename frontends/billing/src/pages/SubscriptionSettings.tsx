import { SubscriptionSettings } from '../features/subscription/components/SubscriptionSettings';

/** Exposed as `billing/SubscriptionSettings`: the shell's /settings?tab=subscription tab. */
export default SubscriptionSettings;
