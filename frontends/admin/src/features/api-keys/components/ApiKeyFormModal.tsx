import { API_KEY_DOMAINS, API_KEY_MAX_DAYS, API_KEY_MESSAGES, ZCreateApiKeyBody, messages, type ApiKeyDomain, type CreatedApiKey, type Inbox } from '@balcao/contracts';
import { ModalFooter, ModalOrDrawer, dayjs } from '@balcao/ui';
import { DatePicker, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { zodRule } from '../../../lib/form-rules';
import { useCreateApiKey } from '../api/create-api-key';
import { ACCESS_LABELS, scopesOf, type DomainAccess } from './api-key-labels';

type ExpiryChoice = '30' | '90' | '365' | 'custom';

type ApiKeyFormValues = {
  name: string;
  expiry: ExpiryChoice;
  expiresOn?: Dayjs;
  access: Partial<Record<ApiKeyDomain, DomainAccess>>;
  workspaces: 'all' | 'chosen';
  inboxIds: string[];
};

type Props = {
  inboxes: Inbox[];
  onCreated: (apiKey: CreatedApiKey) => void;
  onClose: () => void;
};

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 dias' },
  { value: '90', label: '90 dias' },
  { value: '365', label: '1 ano' },
  { value: 'custom', label: 'Escolher data' },
];

/** The end of the chosen day, or that many days from now. */
const expiresAtOf = (values: ApiKeyFormValues) =>
  values.expiry === 'custom' ? values.expiresOn!.endOf('day').toISOString() : dayjs().add(Number(values.expiry), 'day').toISOString();

/** 'Nova chave': name, expiry, read/write per domain and the workspaces it reaches. */
export function ApiKeyFormModal({ inboxes, onCreated, onClose }: Props) {
  const [form] = Form.useForm<ApiKeyFormValues>();
  const expiry = Form.useWatch('expiry', form);
  const workspaces = Form.useWatch('workspaces', form);
  const createApiKey = useCreateApiKey();
  const [scopesError, setScopesError] = useState<string>();

  const handleFinish = async (values: ApiKeyFormValues) => {
    const scopes = scopesOf(values.access);
    if (scopes.length === 0) {
      setScopesError(API_KEY_MESSAGES.scopesRequired);
      return;
    }
    const body = {
      name: values.name.trim(),
      scopes,
      allInboxes: values.workspaces === 'all',
      inboxIds: values.workspaces === 'all' ? [] : values.inboxIds,
      expiresAt: expiresAtOf(values),
    };
    try {
      const created = await createApiKey.mutateAsync(body);
      onCreated(created);
    } catch (error) {
      showApiFieldError(form, error, ['name', 'inboxIds', 'expiresAt']);
    }
  };

  return (
    <ModalOrDrawer
      open
      title="Nova chave de API"
      onClose={onClose}
      closable={!createApiKey.isPending}
      size="md"
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={createApiKey.isPending} submitLabel="Criar chave" />}
    >
      <Form<ApiKeyFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', expiry: '90', access: Object.fromEntries(API_KEY_DOMAINS.map(({ code }) => [code, 'none'])), workspaces: 'all', inboxIds: [] }}
        onFinish={handleFinish}
        onValuesChange={(changed: Partial<ApiKeyFormValues>) => {
          if (changed.access) setScopesError(undefined);
        }}
      >
        <Form.Item name="name" label="Nome da chave" rules={[zodRule(ZCreateApiKeyBody.shape.name)]}>
          <Input autoComplete="off" placeholder="Ex.: Sistema jurídico, Relatórios de BI" maxLength={80} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="expiry" label="Validade" style={{ minWidth: 160, flex: 1 }}>
            <Select options={EXPIRY_OPTIONS} />
          </Form.Item>
          {expiry === 'custom' && (
            <Form.Item
              name="expiresOn"
              label="Expira em"
              style={{ minWidth: 160, flex: 1 }}
              rules={[{ required: true, message: API_KEY_MESSAGES.expiryRequired }]}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(API_KEY_MAX_DAYS - 1, 'day'), 'day')}
              />
            </Form.Item>
          )}
        </Flex>
        <Form.Item label="Permissões" help={scopesError} validateStatus={scopesError ? 'error' : undefined} style={{ marginBottom: 8 }}>
          <Flex vertical gap={8}>
            {API_KEY_DOMAINS.map(({ code, name }) => (
              <Flex key={code} justify="space-between" align="center" wrap gap={8}>
                <Typography.Text>{name}</Typography.Text>
                <Form.Item name={['access', code]} noStyle>
                  <Radio.Group
                    optionType="button"
                    size="small"
                    aria-label={`Acesso a ${name}`}
                    options={(['none', 'read', 'write'] as const).map((access) => ({ value: access, label: ACCESS_LABELS[access] }))}
                  />
                </Form.Item>
              </Flex>
            ))}
          </Flex>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          Usuários, perfis, workspaces, dispositivos, assinatura e as próprias chaves nunca são acessíveis por uma chave de API.
        </Typography.Paragraph>
        <Form.Item name="workspaces" label="Workspaces">
          <Radio.Group
            options={[
              { value: 'all', label: 'Todos os workspaces' },
              { value: 'chosen', label: 'Escolher workspaces' },
            ]}
          />
        </Form.Item>
        {workspaces === 'chosen' && (
          <Form.Item name="inboxIds" rules={[{ type: 'array', min: 1, required: true, message: messages.selectWorkspace }]}>
            <Select
              mode="multiple"
              placeholder="Selecione os workspaces"
              aria-label="Workspaces da chave"
              options={inboxes.map((inbox) => ({ value: inbox.id, label: inbox.name }))}
            />
          </Form.Item>
        )}
      </Form>
    </ModalOrDrawer>
  );
}
