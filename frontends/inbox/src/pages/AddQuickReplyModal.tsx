import { QuickReplyFormModal } from '../features/quick-replies/components/QuickReplyFormModal';

type Props = { open: boolean; onClose: () => void };

/** Exposed as `inbox/AddQuickReplyModal`: the shell's add menu opens it over any page (spec 1 §2). */
export default function AddQuickReplyModal({ open, onClose }: Props) {
  return open ? <QuickReplyFormModal onClose={onClose} /> : null;
}
