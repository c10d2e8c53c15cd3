import { MessagesWorkspace } from '../features/conversations/components/MessagesWorkspace';
import { OutboxProvider } from '../features/composer/hooks/outbox-store';
import { InboxStyles } from '../lib/InboxStyles';

/** Exposed as `inbox/MessagesPage` (/messages, /messages?id=): the shell renders it inside its providers. */
export default function MessagesPage() {
  return (
    <OutboxProvider>
      <InboxStyles />
      <MessagesWorkspace />
    </OutboxProvider>
  );
}
