import type { SlaPolicy } from '@balcao/contracts';
import { toast } from '@balcao/ui';
import { Button, Card, Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSaveSlaPolicy } from '../api/service-levels';

/** 'SLA': the first- and next-response targets of a workspace, counted in business hours. */
export function SlaCard({ policy }: { policy: SlaPolicy }) {
  const [draft, setDraft] = useState(policy);
  const save = useSaveSlaPolicy();
  const submit = async () => {
    const { inboxId, enabled, firstResponseMinutes, nextResponseMinutes } = draft;
    try {
      setDraft(await save.mutateAsync({ inboxId, enabled, firstResponseMinutes, nextResponseMinutes }));
      toast.success('SLA salvo');
    } catch {
      // The api client already showed the server's message.
    }
  };
  return (
    <Card title="SLA" extra={<Switch aria-label="SLA ativo" checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />}>
      <Typography.Paragraph type="secondary">
        Tempo para responder ao cliente, contado só no horário de atendimento. Pausa enquanto a conversa aguarda o cliente e para ao finalizar. Quem estiver
        responsável e os gestores são avisados quando o prazo vence.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap>
          <Form.Item label="Primeira resposta (minutos)" htmlFor="sla-first">
            <InputNumber id="sla-first" min={1} max={10080} precision={0} disabled={!draft.enabled} value={draft.firstResponseMinutes} onChange={(value) => setDraft({ ...draft, firstResponseMinutes: value ?? 0 })} />
          </Form.Item>
          <Form.Item label="Respostas seguintes (minutos)" htmlFor="sla-next">
            <InputNumber id="sla-next" min={1} max={10080} precision={0} disabled={!draft.enabled} value={draft.nextResponseMinutes} onChange={(value) => setDraft({ ...draft, nextResponseMinutes: value ?? 0 })} />
          </Form.Item>
        </Flex>
      </Form>
      <Flex justify="flex-end">
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Salvar SLA
        </Button>
      </Flex>
    </Card>
  );
}
