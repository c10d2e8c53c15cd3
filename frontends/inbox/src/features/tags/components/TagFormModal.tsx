import { TAG_NAME_MAX_LENGTH, type Tag as TagRecord } from '@balcao/contracts';
import { ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Button, Checkbox, ColorPicker, Flex, Form, Input, Tag, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useCreateTag } from '../api/create-tag';
import { useUpdateTag } from '../api/update-tag';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { showApiFieldError } from '../lib/form-errors';
import {
  initialTagValues,
  TAG_COLOR_PRESETS,
  tagFieldError,
  toCreateTagBody,
  toUpdateTagBody,
  type TagFormValues,
} from '../lib/tag-form';
import { TAG_MODULE_OPTIONS } from '../lib/tag-modules';

type Props = {
  /** The tag being edited; none to create one. */
  tag?: TagRecord | null;
  onClose: () => void;
  /** After a create, with the new tag. */
  onCreated?: (tag: TagRecord) => void;
};

const ruleFor = (field: keyof TagFormValues): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const message = tagFieldError(field, value);
    if (message) throw new Error(message);
  },
});

/** The tag's look while it is being typed. */
function TagPreview() {
  const name = Form.useWatch<string | undefined>('name');
  const color = Form.useWatch<string | undefined>('color');
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">Pré-visualização:</Typography.Text>
      <Tag color={color || undefined} style={{ marginInlineEnd: 0 }}>
        {name?.trim() || 'Nova etiqueta'}
      </Tag>
    </Flex>
  );
}

/** Create/edit tag modal (spec 3 §2.4), also opened from the shell's add menu. */
export function TagFormModal({ tag, onClose, onCreated }: Props) {
  const [form] = Form.useForm<TagFormValues>();
  const { inboxId } = useSession();
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();
  const idempotencyKey = useIdempotencyKey();
  const saving = createTag.isPending || updateTag.isPending;

  const handleFinish = async (values: TagFormValues) => {
    try {
      if (tag) {
        await updateTag.mutateAsync({ id: tag.id, body: toUpdateTagBody(values) });
        toast.success('Etiqueta atualizada');
      } else {
        const created = await createTag.mutateAsync({
          body: toCreateTagBody(values, inboxId),
          idempotencyKey: idempotencyKey.current(),
        });
        toast.success('Etiqueta criada');
        onCreated?.(created);
      }
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, ['name', 'color', 'modules']);
    }
  };

  return (
    <ModalOrDrawer open title={tag ? 'Editar etiqueta' : 'Adicionar etiqueta'} onClose={onClose} closable={!saving} size="sm">
      <Form<TagFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialTagValues(tag)}
        onFinish={handleFinish}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="Nome" rules={[ruleFor('name')]}>
          <Input autoFocus maxLength={TAG_NAME_MAX_LENGTH} placeholder="Ex.: Trabalhista" />
        </Form.Item>
        <Form.Item
          name="color"
          label="Cor"
          rules={[ruleFor('color')]}
          getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString().toUpperCase()}
        >
          <ColorPicker
            showText={(color) => color.toHexString().toUpperCase()}
            disabledAlpha
            format="hex"
            disabledFormat
            presets={[{ label: 'Sugestões', colors: TAG_COLOR_PRESETS }]}
          />
        </Form.Item>
        <Form.Item name="modules" label="Módulos" extra="Onde a etiqueta pode ser usada." rules={[ruleFor('modules')]}>
          <Checkbox.Group options={TAG_MODULE_OPTIONS} />
        </Form.Item>
        <TagPreview />
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
