import { CUSTOM_FIELD_TYPE_LABELS, CUSTOM_FIELD_TYPES, splitCustomFieldOptions, type CustomField, type CustomFieldType } from '@balcao/contracts';
import { toast } from '@balcao/ui';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useCreateCustomField, useUpdateCustomField } from '../api/custom-fields';
import { customFieldProblem, needsOptions, type CustomFieldDraft } from '../lib/custom-field-form';
import { CustomFieldOptionsEditor } from './CustomFieldOptionsEditor';

const TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((value) => ({ value, label: CUSTOM_FIELD_TYPE_LABELS[value] }));

interface CustomFieldFormProps {
  funnelId: string | null;
  field: CustomField | null;
  onDone: () => void;
}

/** The edit mode of 'Campos Personalizados': name, type and, for selections, options. */
export function CustomFieldForm({ funnelId, field, onDone }: CustomFieldFormProps) {
  const [draft, setDraft] = useState<CustomFieldDraft>({
    name: field?.name ?? '',
    type: field?.type,
    options: field ? splitCustomFieldOptions(field.options) : [],
  });
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const saving = create.isPending || update.isPending;

  const save = async () => {
    const problem = customFieldProblem(draft);
    if (problem) return toast.error(problem.title, problem.description);
    if (!funnelId) return toast.error('Funnel não selecionado', 'Selecione um funnel para criar o campo');
    const body = { name: draft.name.trim(), type: draft.type!, options: needsOptions(draft.type) ? draft.options.join(',') : '' };
    if (field) await update.mutateAsync({ id: field.id, ...body });
    else await create.mutateAsync({ funnelId, ...body });
    onDone();
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Nome" htmlFor="custom-field-name" required>
        <Input id="custom-field-name" value={draft.name} maxLength={60} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
      </Form.Item>
      <Form.Item label="Tipo" htmlFor="custom-field-type" required>
        <Select<CustomFieldType>
          id="custom-field-type"
          placeholder="Selecione um tipo"
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(type) => setDraft({ ...draft, type })}
        />
      </Form.Item>
      {needsOptions(draft.type) && (
        <Form.Item label="Opções" htmlFor="custom-field-option" required>
          <CustomFieldOptionsEditor options={draft.options} onChange={(options) => setDraft({ ...draft, options })} />
        </Form.Item>
      )}
      <Flex justify="end" gap="small">
        <Button onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
