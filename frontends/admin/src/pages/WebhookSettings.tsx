import { WebhookSettings } from '../features/webhooks/components/WebhookSettings';

/** Exposed as `admin/WebhookSettings`: the shell renders it inside its providers. */
export default WebhookSettings;
