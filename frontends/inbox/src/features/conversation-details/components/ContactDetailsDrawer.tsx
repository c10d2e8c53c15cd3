import { EditOutlined } from '@ant-design/icons';
import { LoadFailed, useSession } from '@balcao/ui';
import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { usePerson } from '../../contacts/api/get-person';
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
    body = <ContactDetailsList person={person.data} />;
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
