import type { ChatTurnMessage } from '@balcao/contracts';
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTestChat } from '../api/test-chat';

type ChatLine = ChatTurnMessage | { role: 'notice'; text: string };

/** 'Testar agente': a chat with the agent through the same answering as on WhatsApp, without a device. */
export function TestChatPanel({ agentId }: { agentId: string }) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [text, setText] = useState('');
  const chat = useTestChat(agentId);

  const send = async () => {
    const message = text.trim();
    if (!message || chat.isPending) return;
    const conversation = [...lines, { role: 'client' as const, text: message }];
    setLines(conversation);
    setText('');
    try {
      const answer = await chat.mutateAsync(conversation.filter((line): line is ChatTurnMessage => line.role !== 'notice'));
      const next: ChatLine[] = [];
      if (answer.text) next.push({ role: 'agent', text: answer.text });
      if (answer.transfer) next.push({ role: 'notice', text: `Conversa transferida para um atendente humano (${answer.transfer.reason}).` });
      setLines((current) => [...current, ...next]);
    } catch {
      setLines((current) => [...current, { role: 'notice', text: 'O agente não respondeu. Tente novamente.' }]);
    }
  };

  return (
    <Card title="Testar agente" extra={<Button onClick={() => setLines([])}>Reiniciar conversa</Button>}>
      <Typography.Paragraph type="secondary">Converse com o agente como um cliente, antes de vinculá-lo a um dispositivo. Cada resposta usa créditos como no WhatsApp.</Typography.Paragraph>
      <Flex vertical gap={8} style={{ minHeight: 200, maxHeight: 420, overflowY: 'auto', marginBottom: 12 }} data-testid="test-chat-messages" aria-live="polite">
        {lines.map((line, index) =>
          line.role === 'notice' ? (
            <Alert key={index} type="info" message={line.text} />
          ) : (
            <Flex key={index} justify={line.role === 'client' ? 'flex-end' : 'flex-start'}>
              <div
                data-role={line.role}
                style={{ maxWidth: '75%', whiteSpace: 'pre-wrap', padding: '8px 12px', borderRadius: 12, background: line.role === 'client' ? '#0296F9' : 'rgba(0,0,0,0.06)', color: line.role === 'client' ? '#fff' : undefined }}
              >
                {line.text}
              </div>
            </Flex>
          ),
        )}
        {chat.isPending && <Typography.Text type="secondary">O agente está digitando...</Typography.Text>}
      </Flex>
      <Flex gap={8}>
        <Input.TextArea
          aria-label="Mensagem do cliente"
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="Escreva como se fosse o cliente"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button type="primary" aria-label="Enviar" icon={<SendOutlined />} disabled={!text.trim() || chat.isPending} onClick={() => void send()} />
      </Flex>
    </Card>
  );
}
