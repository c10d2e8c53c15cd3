import { EditOutlined } from '@ant-design/icons';
import { LoadFailed, useSession } from '@balcao/ui';
import { BLOCKED_MESSAGES_TEXTS } from '@balcao/contracts';
import { Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { usePerson } from '../../contacts/api/get-person';
import { BlockedMessagesList } from '../../contacts/components/BlockedMessagesList';
import { ContactFormModal } from '../../contacts/components/ContactFormModal';
import { ContactDetailsList } from './ContactDetailsList';
import { sideDrawerWidth } from './drawer-width';

interface ContactDetailsDrawerProps {
  personId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Dados do contato' (spec 1 §2): the contact's data, editable with the contacts' own form. */
export function ContactDetailsDrawer({ personId, open, onClose }: ContactDetailsDrawerProps) {
  const { inboxId } = useSession();
  const person = usePerson(inboxId, open ? personId : null);
  const [editing, setEditing] = useState(false);

  let body;
  if (person.isLoading) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else if (!person.data) {
    body = <LoadFailed message="Não foi possível carregar os dados do contato." onRetry={() => void person.refetch()} />;
  } else {
    body = (
      <Flex vertical gap={24}>
        <ContactDetailsList person={person.data} />
        {person.data.blockedMessagesCount > 0 && (
          <section aria-label={BLOCKED_MESSAGES_TEXTS.title}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {BLOCKED_MESSAGES_TEXTS.title} ({person.data.blockedMessagesCount})
            </Typography.Title>
            <BlockedMessagesList personId={person.data.id} />
          </section>
        )}
      </Flex>
    );
  }

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size={sideDrawerWidth()}
        title="Dados do contato"
        footer={
          <Flex justify="flex-end">
            <Button icon={<EditOutlined />} disabled={!person.data} onClick={() => setEditing(true)}>
              Editar contato
            </Button>
          </Flex>
        }
      >
        {body}
      </Drawer>
      {editing && person.data && <ContactFormModal person={person.data} onClose={() => setEditing(false)} />}
    </>
  );
}
