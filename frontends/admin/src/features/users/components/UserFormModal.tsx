import type { User } from '@balcao/contracts';
import { formatPhone, ModalFooter, ModalOrDrawer, onlyDigits, toast, toStoredPhone, useSession } from '@balcao/ui';
import { Form } from 'antd';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields, type UserFormValues } from './UserFormFields';

type Props = {
  /** The user being edited; none to create one. */
  user?: User;
  onClose: () => void;
};

const FORM_FIELDS = ['name', 'email', 'contact', 'roleId', 'inboxId', 'password', 'confirmPassword'] as const;

const initialValuesOf = (user: User | undefined): Partial<UserFormValues> =>
  user
    ? {
        name: user.name,
        email: user.email,
        contact: user.contact ? formatPhone(user.contact) : undefined,
        roleId: user.roleId,
        inboxId: user.inboxes.map((inbox) => inbox.id),
        changePassword: false,
      }
    : { inboxId: [] };

export function UserFormModal({ user, onClose }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const session = useSession();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;
  const isEdit = Boolean(user);
  const idempotencyKey = useIdempotencyKey();

  const handleFinish = async (values: UserFormValues) => {
    const contact = onlyDigits(values.contact) ? toStoredPhone(values.contact ?? '') : null;
    const password =
      !isEdit || values.changePassword
        ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }
        : undefined;
    const fields = {
      name: values.name,
      email: values.email,
      contact,
      roleId: values.roleId ?? '',
      inboxId: values.inboxId,
    };

    try {
      if (user) {
        await updateUser.mutateAsync({ id: user.id, body: password ? { ...fields, password } : fields });
        toast.success('Atendente atualizado');
        // Editing yourself changes what the shell shows (name, profile, workspaces).
        if (user.id === session.user.id) await session.refreshUser();
      } else {
        await createUser.mutateAsync({
          body: { ...fields, officeId: session.user.officeId, password: password! },
          idempotencyKey: idempotencyKey.current(),
        });
        toast.success('Atendente criado');
      }
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, FORM_FIELDS);
    }
  };

  return (
    <ModalOrDrawer
      open
      title={isEdit ? 'Editar atendente' : 'Novo atendente'}
      onClose={onClose}
      closable={!saving}
      size="md"
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={saving} />}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValuesOf(user)}
        onFinish={handleFinish}
      >
        <UserFormFields isEdit={isEdit} />
      </Form>
    </ModalOrDrawer>
  );
}
