import { Alert } from 'antd';
import { accessClosedNotice, type SubscriptionDetails } from '@balcao/contracts';

/** Says why the office landed here with its menu disabled (trial ended, plan ended, overdue), over the plans. */
export function AccessClosedAlert({ details, manages }: { details: SubscriptionDetails | undefined; manages: boolean }) {
  const notice = details && accessClosedNotice(details);
  if (!notice) return null;
  return <Alert type="warning" showIcon role="alert" title={notice.title} description={manages ? notice.description : notice.memberDescription} />;
}
