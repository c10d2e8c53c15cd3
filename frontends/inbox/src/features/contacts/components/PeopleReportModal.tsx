import { PEOPLE_REPORT_FIELD_LABELS, PEOPLE_REPORT_FIELDS, REPORT_FILE_NAME_MAX } from '@balcao/contracts';
import { ApiRequestError, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Button, Checkbox, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useDownloadPeopleReport } from '../api/download-people-report';
import { initialReportValues, reportFormProblem, type PeopleReportFormValues } from '../lib/people-report-form';

type Props = { onClose: () => void };

const FIELD_OPTIONS = PEOPLE_REPORT_FIELDS.map((field) => ({ value: field, label: PEOPLE_REPORT_FIELD_LABELS[field] }));

/** Spec 2 §8: what a failed report tells the user. */
function showReportError(error: unknown, format: PeopleReportFormValues['format']) {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404) && error.body?.message) {
    toast.warning('Atenção', error.body.message);
  } else {
    toast.error('Erro', format === 'pdf' ? 'Ocorreu um erro ao gerar o relatório PDF.' : 'Ocorreu um erro ao gerar o relatório.');
  }
}

/** 'Relatório' on /customers (spec 2 §2.6): the workspace's customers as a PDF or Excel file. */
export function PeopleReportModal({ onClose }: Props) {
  const { inboxId } = useSession();
  const download = useDownloadPeopleReport();
  const [initialValues] = useState(initialReportValues);
  const generating = download.isPending;

  const handleFinish = async (values: PeopleReportFormValues) => {
    const problem = reportFormProblem(values);
    if (problem) {
      toast.warning('Atenção', problem);
      return;
    }
    try {
      await download.mutateAsync({ inboxId, format: values.format, fileName: values.fileName.trim(), fields: values.fields });
      toast.success('Sucesso', 'Relatório gerado com sucesso.');
      onClose();
    } catch (error) {
      showReportError(error, values.format);
    }
  };

  return (
    <ModalOrDrawer open title="Relatório de clientes" onClose={onClose} closable={!generating} size="md">
      <Form<PeopleReportFormValues>
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={handleFinish}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="format" label="Formato">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'pdf', label: 'PDF' },
              { value: 'xlsx', label: 'Excel' },
            ]}
          />
        </Form.Item>
        <Form.Item name="fileName" label="Nome do arquivo">
          <Input maxLength={REPORT_FILE_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="fields" label="Campos">
          <Checkbox.Group options={FIELD_OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={generating}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={generating}>
            Gerar relatório
          </Button>
        </Flex>
      </Form>
    </ModalOrDrawer>
  );
}
