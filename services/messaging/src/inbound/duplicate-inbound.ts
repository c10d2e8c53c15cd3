/** Thrown inside the inbound transaction to roll back everything a redelivered message touched. */
export class DuplicateInbound extends Error {}
