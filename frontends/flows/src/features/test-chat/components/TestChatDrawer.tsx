import type { FlowContent } from '@balcao/contracts';
import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { useIsMobile, useSession } from '@balcao/ui';
import { Button, Drawer, Empty, Flex, Input, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAttendants } from '../../attendants/api/get-attendants';
import { sampleFlowContext } from '../../editor/lib/preview-context';
import { useTestChat } from '../hooks/use-test-chat';
import type { TestChatDelays } from '../lib/test-chat-delays';
import { BotBubble, ClientBubble, PhoneFrame } from './ChatBubble';

interface TestChatDrawerProps {
  content: FlowContent;
  onClose: () => void;
  /** Tests pass shorter pauses; the screen uses the spec's. */
  delays?: TestChatDelays;
}

function TypingIndicator({ text }: { text: string }) {
  return (
    <div role="status" style={{ alignSelf: 'flex-start', background: '#fff', borderRadius: 8, padding: '6px 10px', fontSize: 12, color: '#667781', fontStyle: 'italic' }}>
      {text}
    </div>
  );
}

/** 'Testar' (spec 2 §2.5, §4): the flow as it is on screen, played as a WhatsApp chat. */
export function TestChatDrawer({ content, onClose, delays }: TestChatDrawerProps) {
  const isMobile = useIsMobile();
  const { user, inboxId } = useSession();
  const attendants = useAttendants(inboxId);
  const context = useMemo(() => sampleFlowContext(user), [user]);
  const attendantName = useCallback((id: string) => attendants.data?.find((attendant) => attendant.id === id)?.name, [attendants.data]);
  const chat = useTestChat({ content, context, attendantName, delays });
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const { restart } = chat;

  useEffect(() => {
    if (content.steps.length) restart();
    // Starts once when the drawer opens; 'Testar novamente' starts over.
  }, []);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.items.length, chat.typing, chat.notice]);

  const lastChoiceId = [...chat.items].reverse().find((item) => item.from === 'bot' && item.message.type === 'choice')?.id;
  const canAnswer = chat.status === 'waiting';
  const send = () => {
    if (!text.trim()) return;
    void chat.answer(text.trim());
    setText('');
  };

  return (
    <Drawer open title="Testar fluxo" onClose={onClose} placement="right" size={isMobile ? '100%' : 420} destroyOnHidden styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column' } }}>
      {content.steps.length === 0 ? (
        <Empty description="Adicione etapas ao fluxo para testá-lo." />
      ) : (
        <div style={{ flex: 1, minHeight: 0 }} data-testid="test-chat">
          <PhoneFrame
            title="Cliente de teste"
            footer={
              chat.status === 'finished' ? (
                <Flex vertical align="center" gap={4} style={{ padding: 10, background: '#f0f2f5' }}>
                  <Typography.Text type="secondary">Teste finalizado</Typography.Text>
                  <Button icon={<ReloadOutlined />} onClick={restart}>
                    Testar novamente
                  </Button>
                </Flex>
              ) : (
                <Flex gap={6} style={{ padding: 8, background: '#f0f2f5' }}>
                  <Input
                    aria-label="Mensagem do cliente"
                    placeholder={canAnswer ? 'Digite uma mensagem' : 'Aguarde…'}
                    value={text}
                    disabled={!canAnswer}
                    onChange={(event) => setText(event.target.value)}
                    onPressEnter={send}
                  />
                  <Button type="primary" aria-label="Enviar" icon={<SendOutlined />} disabled={!canAnswer || !text.trim()} onClick={send} />
                </Flex>
              )
            }
          >
            {chat.items.map((item) =>
              item.from === 'client' ? (
                <ClientBubble key={item.id} text={item.text} />
              ) : item.from === 'system' ? (
                <Typography.Text key={item.id} type="secondary" style={{ alignSelf: 'center', fontSize: 12, background: '#fff8c5', borderRadius: 6, padding: '2px 8px' }}>
                  {item.text}
                </Typography.Text>
              ) : (
                <BotBubble key={item.id} message={item.message} onChoose={canAnswer && item.id === lastChoiceId ? (title) => void chat.answer(title) : undefined} />
              ),
            )}
            {chat.typing && <TypingIndicator text="digitando…" />}
            {chat.notice && <TypingIndicator text={chat.notice} />}
            <div ref={bottom} />
          </PhoneFrame>
        </div>
      )}
    </Drawer>
  );
}
