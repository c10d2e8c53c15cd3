import type { ServiceFigures } from '@balcao/contracts';

const NO_DURATION = { count: 0, medianSeconds: null, p90Seconds: null };

/** What the cards show before the figures arrive. */
export const EMPTY_FIGURES: ServiceFigures = {
  conversations: 0,
  firstResponse: NO_DURATION,
  resolution: NO_DURATION,
  sla: { withPolicy: 0, met: 0, metPercent: null },
  csat: { responses: 0, average: null, distribution: [0, 0, 0, 0, 0] },
};
