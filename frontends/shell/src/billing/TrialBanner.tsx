import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import type { SubscriptionDetails } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { daysLeft, SUBSCRIPTION_TAB_URL, trialBannerText } from './access-rules';

/** In trial, the days left (spec 1 §2) and, for the Gestor who subscribes, the way to. */
export function TrialBanner({ details }: { details: SubscriptionDetails }) {
  const navigate = useNavigate();
  const { user } = useSession();
  if (details.state !== 'trial' || details.isExempt || details.planEndIn === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      banner
      role="status"
      aria-label="Período de teste"
      title={trialBannerText(daysLeft(details.planEndIn))}
      action={
        user.isManager && (
          <Button size="small" type="primary" onClick={() => navigate(SUBSCRIPTION_TAB_URL)}>
            Assinar agora
          </Button>
        )
      }
    />
  );
}
