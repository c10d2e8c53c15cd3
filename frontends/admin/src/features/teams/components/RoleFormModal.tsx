import { messages, type Permission, type Role } from '@balcao/contracts';
import { ModalFooter, ModalOrDrawer, toast } from '@balcao/ui';
import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { useCreateRole } from '../api/create-role';
import { usePermissions } from '../api/get-permissions';
import { useUpdateRole } from '../api/update-role';
import { PermissionCheckboxGrid } from './PermissionCheckboxGrid';

type RoleFormValues = {
  name: string;
  /** Permission ids; the API takes codes (spec 3 §3). */
  permissions: string[];
};

type Props = {
  /** The profile being edited; none to create one. */
  role?: Role;
  onClose: () => void;
};

const ROLE_NAME_MAX = 80;

const nameRules: FormRule[] = [
  { required: true, whitespace: true, message: messages.required },
  { min: 4, message: messages.min4 },
  { max: ROLE_NAME_MAX, message: `O nome pode ter no máximo ${ROLE_NAME_MAX} caracteres` },
];

const permissionRules: FormRule[] = [
  { required: true, type: 'array', min: 1, message: 'Selecione pelo menos uma permissão' },
];

const codesOf = (ids: string[], catalogue: Permission[]) =>
  ids.map((id) => catalogue.find((permission) => permission.id === id)?.code ?? id);

export function RoleFormModal({ role, onClose }: Props) {
  const [form] = Form.useForm<RoleFormValues>();
  const permissions = usePermissions();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const saving = createRole.isPending || updateRole.isPending;
  const idempotencyKey = useIdempotencyKey();

  const handleFinish = async (values: RoleFormValues) => {
    const body = { name: values.name.trim(), permissions: codesOf(values.permissions, permissions.data ?? []) };
    try {
      if (role) {
        await updateRole.mutateAsync({ id: role.id, body });
        toast.success('Perfil atualizado');
      } else {
        await createRole.mutateAsync({ body, idempotencyKey: idempotencyKey.current() });
        toast.success('Perfil criado');
      }
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, ['name', 'permissions']);
    }
  };

  return (
    <ModalOrDrawer
      open
      title={role ? 'Editar perfil' : 'Novo perfil'}
      onClose={onClose}
      closable={!saving}
      size="md"
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={saving} />}
    >
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: role?.name ?? '',
          permissions: role?.permissions.map((permission) => permission.id) ?? [],
        }}
        onFinish={handleFinish}
      >
        <Form.Item name="name" label="Nome do perfil" rules={nameRules}>
          <Input autoComplete="off" placeholder="Ex.: Advogados" maxLength={ROLE_NAME_MAX} />
        </Form.Item>
        <Form.Item name="permissions" label="Permissões" rules={permissionRules}>
          <PermissionCheckboxGrid permissions={permissions.data ?? []} loading={permissions.isLoading} />
        </Form.Item>
      </Form>
    </ModalOrDrawer>
  );
}
