import { BLOCKED_MESSAGES_TEXTS, type Person } from '@balcao/contracts';
import { ModalOrDrawer } from '@balcao/ui';
import { Typography } from 'antd';
import { contactLabelOf } from '../lib/contact-label';
import { BlockedMessagesList } from './BlockedMessagesList';

/** The contact's messages received while blocked, opened from its row on /customers. */
export function BlockedMessagesModal({ person, onClose }: { person: Person; onClose: () => void }) {
  return (
    <ModalOrDrawer open title={BLOCKED_MESSAGES_TEXTS.title} onClose={onClose} size="md">
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {contactLabelOf(person)} escreveu enquanto estava bloqueado. As mensagens foram guardadas, mas não abriram conversa, não acionaram fluxo nem agente e não
        notificaram ninguém.
      </Typography.Paragraph>
      <BlockedMessagesList personId={person.id} />
    </ModalOrDrawer>
  );
}
