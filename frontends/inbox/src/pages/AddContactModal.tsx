import { ContactFormModal } from '../features/contacts/components/ContactFormModal';

type Props = { open: boolean; onClose: () => void };

/** Exposed as `inbox/AddContactModal`: the shell's add menu opens it over any page (spec 1 §2). */
export default function AddContactModal({ open, onClose }: Props) {
  return open ? <ContactFormModal onClose={onClose} /> : null;
}
