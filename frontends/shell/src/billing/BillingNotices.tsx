import { Flex } from 'antd';
import type { SubscriptionDetails } from '@balcao/contracts';
import { CreditsBanner } from './CreditsBanner';
import { FinancialPendingModal } from './FinancialPendingModal';
import { TrialBanner } from './TrialBanner';

/** The banners over every page and the financial-pending modal; nothing when billing did not answer. */
export function BillingNotices({ details }: { details: SubscriptionDetails | null }) {
  if (!details || details.isExempt) return null;
  return (
    <Flex vertical style={{ flexShrink: 0 }}>
      <TrialBanner details={details} />
      <CreditsBanner details={details} />
      <FinancialPendingModal details={details} />
    </Flex>
  );
}
