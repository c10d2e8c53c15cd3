export { BillingNotices } from './BillingNotices';
export { useSubscriptionGate } from './use-subscription-gate';
