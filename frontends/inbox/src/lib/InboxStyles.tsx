/**
 * The few rules inline styles cannot express (hover, focus-visible, reveal-on-hover). Colours
 * come in as custom properties set from the antd theme tokens, so light and dark both follow.
 * React 19 hoists the <style> into <head> once, however many times it renders.
 */
const CSS = `
.inbox-conversation-item { background: var(--inbox-item-bg); transition: background-color 0.15s ease; }
.inbox-conversation-item:hover { background: var(--inbox-item-hover); }
.inbox-conversation-item:focus-visible { outline: 2px solid var(--inbox-focus); outline-offset: -2px; }
.inbox-message-row .inbox-message-actions { opacity: 0; transition: opacity 0.12s ease; }
.inbox-message-row:hover .inbox-message-actions,
.inbox-message-row:focus-within .inbox-message-actions,
.inbox-message-actions[data-open='true'] { opacity: 1; }
@media (hover: none) { .inbox-message-row .inbox-message-actions { opacity: 1; } }
.inbox-resize-handle { cursor: col-resize; touch-action: none; }
.inbox-resize-handle::after { content: ''; position: absolute; inset: 0 1px; background: transparent; transition: background-color 0.15s ease; }
.inbox-resize-handle:hover::after, .inbox-resize-handle[data-dragging='true']::after, .inbox-resize-handle:focus-visible::after { background: var(--inbox-focus); }
.inbox-resize-handle:focus-visible { outline: none; }
.inbox-audio-player:focus-visible { outline: 2px solid var(--inbox-focus); outline-offset: 2px; }
.inbox-message-text a { word-break: break-all; }
.inbox-quote { cursor: pointer; }
.inbox-quote:hover { filter: brightness(0.97); }
@keyframes inbox-recording-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.25; } }
.inbox-recording-dot { animation: inbox-recording-pulse 1.2s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) {
  .inbox-recording-dot { animation: none; }
  .inbox-conversation-item, .inbox-message-row .inbox-message-actions { transition: none; }
}
`;

export function InboxStyles() {
  return (
    <style href="balcao-inbox-styles" precedence="default">
      {CSS}
    </style>
  );
}
