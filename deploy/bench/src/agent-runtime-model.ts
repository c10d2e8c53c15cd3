// What the agent-runtime bench's fake model and the bench agree on: the answer ends with the
// moment (ms since the epoch) the model was asked, after this marker.
export const MODEL_ASKED_AT = '#pedido-em:';

/** When the model was asked for this reply text, if it carries the marker. */
export function modelAskedAtOf(text: string): number | undefined {
  const at = text.lastIndexOf(MODEL_ASKED_AT);
  return at < 0 ? undefined : Number(text.slice(at + MODEL_ASKED_AT.length));
}
