/** Spec 2 §4 and §9: the test chat's pauses, in milliseconds. */
export const TEST_CHAT_DELAYS = {
  /** Typing indicator before the first message. */
  typing: 1000,
  /** A text step moves on to the next message. */
  textAdvance: 1000,
  /** After the client picks an option. */
  choice: 500,
  /** A system step: first pause, then the second before its result. */
  systemFirst: 1500,
  systemSecond: 2000,
} as const;
export type TestChatDelays = { [K in keyof typeof TEST_CHAT_DELAYS]: number };
