import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useSession } from '@balcao/ui';
import { Button, Drawer, Flex, Skeleton, Typography } from 'antd';
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
    body = (
      <Flex vertical align="flex-start" gap={8}>
        <Typography.Text type="secondary">Não foi possível carregar os dados do contato.</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void person.refetch()}>
          Tentar novamente
        </Button>
      </Flex>
    );
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
