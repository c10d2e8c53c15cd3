import { AiCreditsModal } from '../features/credits/components/AiCreditsModal';

/** Exposed as `billing/AiCreditsModal` ({ open, onClose }): the AI credits purchase, for any host page. */
export default AiCreditsModal;
