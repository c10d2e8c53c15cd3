import { TagFormModal } from '../features/tags/components/TagFormModal';

type Props = { open: boolean; onClose: () => void };

/** Exposed as `inbox/AddTagModal`: the shell's add menu opens it over any page (spec 1 §2, spec 3 §2.4). */
export default function AddTagModal({ open, onClose }: Props) {
  return open ? <TagFormModal onClose={onClose} /> : null;
}
