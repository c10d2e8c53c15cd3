import type { Person } from '@balcao/contracts';
import { ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Button, Flex, Form, Input, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TagSelect } from '../../tags/components/TagSelect';
import { useIdempotencyKey } from '../../tags/hooks/use-idempotency-key';
import { showApiFieldError } from '../../tags/lib/form-errors';
import { useCreatePerson } from '../api/create-person';
import { useUpdatePerson } from '../api/update-person';
import {
  contactFieldError,
  DOCUMENT_MAX_LENGTH,
  initialContactValues,
  toCreatePersonBody,
  toUpdatePersonBody,
  type ContactFormValues,
} from '../lib/contact-form';
import { conversationLinkOf } from '../lib/conversation-link';
import { ContactCreatedResult } from './ContactCreatedResult';
import { PhoneInput } from './PhoneInput';

type Props = {
  /** The contact being edited; none to create one. */
  person?: Person | null;
  onClose: () => void;
  /**
   * After a create, hands the new contact over and closes (e.g. a contact picker that selects
   * it). Without it the modal offers 'Iniciar conversa' instead.
   */
  onCreated?: (person: Person) => void;
};

const FORM_FIELDS = ['name', 'phoneNumber', 'email', 'document', 'tags'] as const;

const ruleFor = (field: 'name' | 'phoneNumber' | 'email'): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const message = contactFieldError(field, value);
    if (message) throw new Error(message);
  },
});

/**
 * 'Adicionar contato' / 'Editar contato' (spec 2 §2.2): the same modal on /customers and in the
 * shell's add menu. After a create it offers to start a conversation with the new contact.
 */
export function ContactFormModal({ person, onClose, onCreated }: Props) {
  const [form] = Form.useForm<ContactFormValues>();
  const { inboxId } = useSession();
  const navigate = useNavigate();
  const createPerson = useCreatePerson();
  const updatePerson = useUpdatePerson();
  const idempotencyKey = useIdempotencyKey();
  const [created, setCreated] = useState<Person | null>(null);
  const saving = createPerson.isPending || updatePerson.isPending;

  const handleFinish = async (values: ContactFormValues) => {
    try {
      if (person) {
        await updatePerson.mutateAsync({ id: person.id, body: toUpdatePersonBody(values, person) });
        toast.success('Contato atualizado');
        onClose();
      } else {
        const saved = await createPerson.mutateAsync({
          body: toCreatePersonBody(values, inboxId),
          idempotencyKey: idempotencyKey.current(),
        });
        toast.success('Contato adicionado');
        if (onCreated) {
          onCreated(saved);
          onClose();
        } else {
          setCreated(saved);
        }
      }
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, FORM_FIELDS);
    }
  };

  if (created) {
    return (
      <ModalOrDrawer open title="Adicionar contato" onClose={onClose} size="md">
        <ContactCreatedResult
          person={created}
          onClose={onClose}
          onStartConversation={() => {
            onClose();
            navigate(conversationLinkOf(created));
          }}
        />
      </ModalOrDrawer>
    );
  }

  return (
    <ModalOrDrawer open title={person ? 'Editar contato' : 'Adicionar contato'} onClose={onClose} closable={!saving} size="md">
      <Form<ContactFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialContactValues(person)}
        onFinish={handleFinish}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="Nome" rules={[ruleFor('name')]}>
          <Input autoFocus maxLength={120} placeholder="Nome do contato" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phoneNumber" label="Contato" rules={[ruleFor('phoneNumber')]}>
          <PhoneInput />
        </Form.Item>
        <Form.Item name="email" label="Email (Opcional)" rules={[ruleFor('email')]}>
          <Input type="email" maxLength={254} placeholder="nome@exemplo.com.br" autoComplete="off" />
        </Form.Item>
        <Form.Item name="document" label="Documento (Opcional)">
          <Input maxLength={DOCUMENT_MAX_LENGTH} placeholder="CPF ou CNPJ" autoComplete="off" />
        </Form.Item>
        <Form.Item name="tags" label="Etiquetas (Opcional)">
          <TagSelect module="pessoas" current={person?.tags} />
        </Form.Item>
        <Form.Item name="isBlocked" label="Bloquear contato" valuePropName="checked" layout="horizontal" colon={false}>
          <Switch />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </ModalOrDrawer>
  );
}
