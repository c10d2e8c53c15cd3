import { PLANS_PATH } from '@balcao/contracts';

/** The upgrade offer under a PLAN_LIMIT_REACHED message: a link to the plans. */
export function PlanLimitUpgradeLink() {
  return <a href={PLANS_PATH}>Ver planos e fazer upgrade</a>;
}
