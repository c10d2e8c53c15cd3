import { CRM_MESSAGES, type CustomField, type FunnelColumn, type Lead, type LeadChannel } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { formatPhone, ModalFooter, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Button, Divider, Form, Select } from 'antd';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { useAttendants } from '../../attendants/api/get-attendants';
import { ContactSelect } from '../../contacts/components/ContactSelect';
import { useCustomFields } from '../../custom-fields/api/custom-fields';
import { CustomFieldInput } from '../../custom-fields/components/CustomFieldInput';
import { toInputValue, toStoredValue, type FieldInputValue } from '../../custom-fields/lib/field-values';
import { useCrmTags } from '../../tags/api/get-crm-tags';
import { useCreateLead, useUpdateLead } from '../api/leads';
import { LEAD_CHANNEL_OPTIONS } from '../lib/channels';

interface LeadFormValues {
  personId?: string;
  columnId?: string;
  userId?: string;
  channel?: LeadChannel;
  tags: string[];
  fields: Record<string, FieldInputValue>;
}

interface LeadFormModalProps {
  funnelId: string;
  columns: Pick<FunnelColumn, 'id' | 'name'>[];
  /** The lead being edited; none to create one. */
  lead?: Lead | null;
  /** Kept open underneath while a new custom field is added, so nothing typed is lost. */
  hidden?: boolean;
  onClose: () => void;
  onAddCustomField: () => void;
}

function initialValues(lead: Lead | null | undefined, columns: LeadFormModalProps['columns']): LeadFormValues {
  return {
    personId: lead?.person.id,
    columnId: lead?.columnId ?? columns[0]?.id,
    userId: lead?.user?.id,
    channel: lead?.channel,
    tags: lead?.tags.map((tag) => tag.id) ?? [],
    fields: Object.fromEntries((lead?.customFields ?? []).map((field) => [field.id, toInputValue(field.type, field.value)])),
  };
}

const customFieldValues = (fields: CustomField[], values: LeadFormValues['fields'] = {}) =>
  fields.map((field) => ({ id: field.id, value: toStoredValue(field.type, values[field.id]) }));

/** 'Novo Lead' / 'Editar Lead' (spec 2 §2.1) with the funnel's custom fields. */
export function LeadFormModal({ funnelId, columns, lead, hidden = false, onClose, onAddCustomField }: LeadFormModalProps) {
  const [form] = Form.useForm<LeadFormValues>();
  const { inboxId } = useSession();
  const attendants = useAttendants(inboxId);
  const tags = useCrmTags(inboxId);
  const fields = useCustomFields(funnelId);
  const create = useCreateLead();
  const update = useUpdateLead();
  const saving = create.isPending || update.isPending;

  const submit = async (values: LeadFormValues) => {
    const body = {
      columnId: values.columnId!,
      personId: values.personId!,
      userId: values.userId ?? null,
      channel: values.channel ?? null,
      tags: values.tags,
      customFields: customFieldValues(fields.data ?? [], values.fields),
    };
    try {
      if (lead) await update.mutateAsync({ id: lead.id, ...body });
      else await create.mutateAsync({ funnelId, ...body });
      toast.success(lead ? 'Lead atualizado com sucesso' : 'Lead criado com sucesso');
      onClose();
    } catch (error) {
      showApiFieldError(form, error, ['personId', 'columnId', 'userId', 'channel', 'tags']);
    }
  };

  const person = lead?.person;
  return (
    <ModalOrDrawer
      open={!hidden}
      destroyOnHidden={false}
      title={lead ? 'Editar Lead' : 'Novo Lead'}
      onClose={onClose}
      closable={!saving}
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={saving} submitLabel={lead ? 'Salvar alterações' : 'Salvar'} />}
    >
      <Form<LeadFormValues> form={form} layout="vertical" initialValues={initialValues(lead, columns)} onFinish={submit}>
        <Form.Item name="personId" label="Contato" required rules={[{ required: true, message: CRM_MESSAGES.contactRequired }]}>
          <ContactSelect
            initial={person ? { id: person.id, label: person.name || formatPhone(person.phoneNumber) } : null}
            placeholder="Pesquise pelo nome ou número"
          />
        </Form.Item>
        <Form.Item name="columnId" label="Etapa" required rules={[{ required: true, message: CRM_MESSAGES.stageRequired }]}>
          <Select placeholder="Selecione uma etapa" options={columns.map((column) => ({ value: column.id, label: column.name }))} />
        </Form.Item>
        <Form.Item name="userId" label="Responsável pelo atendimento (Opcional)">
          <Select
            allowClear
            placeholder="Selecione um atendente"
            loading={attendants.isLoading}
            options={(attendants.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="channel"
          label="Canal de aquisição (Opcional)"
          extra="Identifica como o lead conheceu o escritório."
        >
          <Select allowClear placeholder="Selecione um canal" options={LEAD_CHANNEL_OPTIONS} />
        </Form.Item>
        <Form.Item name="tags" label="Etiquetas (Opcional)">
          <Select
            mode="multiple"
            allowClear
            placeholder="Selecione as etiquetas"
            loading={tags.isLoading}
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Divider style={{ margin: '8px 0 16px' }} />
        {(fields.data ?? []).map((field) => (
          <Form.Item key={field.id} name={['fields', field.id]} label={field.name}>
            <CustomFieldInput field={field} />
          </Form.Item>
        ))}
        <Button type="dashed" block icon={<PlusOutlined />} onClick={onAddCustomField}>
          Adicionar campo personalizado
        </Button>
      </Form>
    </ModalOrDrawer>
  );
}
