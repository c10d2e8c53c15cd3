/** Where the stand-ins' pages and APIs live: every path under these prefixes belongs to one. */
export const STAND_IN_PREFIXES = ['/api/dev', '/api/billing/sandbox', '/api/simulator', '/simulator'];

/**
 * Paths served by the local stand-ins of ARCHITECTURE §7 (services/auth/src/dev-mailbox,
 * services/billing/src/sandbox, services/messaging/src/simulator), by the chart's
 * `standIns.<name>` switch that routes them.
 */
export const STAND_IN_PATHS = {
  devMailbox: ['/api/dev/mailbox', '/api/dev/mailbox/page'],
  paymentsSandbox: ['/api/billing/sandbox', '/api/billing/sandbox/charges', '/api/billing/sandbox/charges/x/pay', '/api/billing/sandbox/clock/advance', '/api/billing/sandbox/receipts/x'],
  simulator: ['/simulator', '/api/simulator/scan', '/api/simulator/messages', '/api/simulator/read', '/api/simulator/devices'],
};

/** Every service answers these itself (libs/service-kit/src/app.ts): the pod network reaches them, the Internet does not. */
export const OPERATOR_PATHS = ['/metrics', '/health', '/ready', '/api/docs', '/api/docs/json', '/api/docs/static/index.html'];
