/**
 * Billing's HTTP paths (all under /api; every one but the webhook needs a session, and all but details,
 * plans and credits/summary need the office's Gestor):
 * - GET  subscription/plans → Plan[]                 - GET  subscription/details → SubscriptionDetails
 * - GET  subscription/transactions → Invoice[]       - POST subscription/checkout (CheckoutBody) → CheckoutResponse
 * - POST subscription/cancel (CancelSubscriptionBody) and subscription/reactivate → SubscriptionDetails
 * - GET  subscription/credit-card → CreditCard[]     - POST subscription/credit-card (AddCreditCardBody) → 201 CreditCard
 * - PATCH subscription/credit-card/change-active (ChangeDefaultCardBody) → CreditCard[]
 * - GET  credits/modules → CreditModule[]            - POST credits/purchase (PurchaseCreditsBody) → PurchaseCreditsResponse
 * - GET  credits/summary → { aiCredits }
 * Payment confirmations reach the browser as the realtime frame `paymentReceived` (PaymentReceivedFrame).
 */
export const BILLING_PATHS = {
  plans: '/api/subscription/plans',
  details: '/api/subscription/details',
  transactions: '/api/subscription/transactions',
  checkout: '/api/subscription/checkout',
  cancel: '/api/subscription/cancel',
  reactivate: '/api/subscription/reactivate',
  creditCards: '/api/subscription/credit-card',
  defaultCreditCard: '/api/subscription/credit-card/change-active',
  creditModules: '/api/credits/modules',
  creditsPurchase: '/api/credits/purchase',
  creditsSummary: '/api/credits/summary',
  /** Asaas posts here with the `asaas-access-token` header. */
  asaasWebhook: '/api/webhooks/asaas',
  /** Where the payments sandbox is on (PAYMENTS_SANDBOX, or outside production without Asaas): its page, for the office's Gestor. */
  sandbox: '/api/billing/sandbox',
} as const;

/** The 402 code every gated service answers for an inactive office (message: BILLING_MESSAGES.subscriptionInactive). */
export const SUBSCRIPTION_INACTIVE_ERROR_CODE = 'SUBSCRIPTION_INACTIVE';
