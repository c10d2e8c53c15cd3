import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { MailOutlined, BankOutlined } from '@ant-design/icons';
import { messages, ZUpdateOfficeBody } from '@balcao/contracts';
import { toast } from '@balcao/ui';

export interface OfficeForm {
  name: string;
  email: string;
}

interface Props {
  initialValues: OfficeForm;
  /** Hidden once the phone is verified (spec 1 §4). */
  onBack: (() => void) | null;
  saving: boolean;
  onFinish: (values: OfficeForm) => void;
}

/** Step 4: office name and e-mail, then onboarding ends. */
export function StepOffice({ initialValues, onBack, saving, onFinish }: Props) {
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Dados do escritório
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Esses dados identificam o escritório para a sua equipe e podem ser alterados depois em Configurações.
        </Typography.Paragraph>
      </div>
      <Form<OfficeForm>
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={initialValues}
        onFinish={(values) => onFinish({ name: values.name.trim(), email: (values.email ?? '').trim() })}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((field) => field.name[0] === 'name')) toast.error(messages.officeNameRequired);
        }}
        disabled={saving}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="name"
          label="Nome do escritório"
          rules={[{ required: true, whitespace: true, message: messages.officeNameRequired }]}
        >
          <Input prefix={<BankOutlined />} placeholder="Ex.: Silva & Souza Advogados" maxLength={120} />
        </Form.Item>
        <Form.Item
          name="email"
          label="E-mail do escritório"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                const result = ZUpdateOfficeBody.shape.email.safeParse(value.trim());
                if (!result.success) throw new Error(messages.invalidEmail);
              },
            },
          ]}
          validateTrigger="onBlur"
        >
          <Input prefix={<MailOutlined />} placeholder="contato@escritorio.com.br" inputMode="email" />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title="Importação de contatos"
          description="Depois de conectar o WhatsApp em Integrações, o Balcão importa os seus contatos automaticamente. A importação pode levar alguns minutos."
        />
        <Flex gap={12}>
          {onBack && (
            <Button onClick={onBack} disabled={saving}>
              Voltar
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            Finalizar cadastro
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
