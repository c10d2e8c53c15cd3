import type { Person } from '@balcao/contracts';
import { ModalOrDrawer, useSession } from '@balcao/ui';
import { useState } from 'react';
import { ContactFormModal } from '../../contacts/components/ContactFormModal';
import { useStartConversation } from '../api/start-conversation';
import { ContactPicker } from './ContactPicker';

interface NewConversationModalProps {
  /** The device the list shows: the conversation starts there. */
  deviceId: string;
  onClose: () => void;
  onStarted: (conversationId: string) => void;
}

/** 'Nova conversa' (spec 1 §2): pick a contact, or create one, and its conversation opens. */
export function NewConversationModal({ deviceId, onClose, onStarted }: NewConversationModalProps) {
  const { inboxId } = useSession();
  const start = useStartConversation();
  const [creatingContact, setCreatingContact] = useState(false);

  const startWith = async (person: Person) => {
    try {
      const { id } = await start.mutateAsync({ inboxId, personId: person.id, integrationId: deviceId });
      onStarted(id);
    } catch {
      // The api client already showed the server's message; the picker stays open to try again.
    }
  };

  if (creatingContact) {
    // The form hands the saved contact over, then closes: the picker shows again while it opens.
    return <ContactFormModal onClose={() => setCreatingContact(false)} onCreated={(person) => void startWith(person)} />;
  }

  return (
    <ModalOrDrawer open title="Nova conversa" onClose={onClose} size="sm" closable={!start.isPending}>
      <ContactPicker onPick={(person) => void startWith(person)} onCreateContact={() => setCreatingContact(true)} busy={start.isPending} />
    </ModalOrDrawer>
  );
}
