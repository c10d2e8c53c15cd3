import { LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { toast } from '@balcao/ui';
import { Button, Flex, Input, theme, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useAddNote } from '../../notes/api/notes';
import { isSendKey } from '../lib/composer-rules';

/**
 * The 'Anotações internas' tab (spec 1 §2, §5): a note for the team, never sent to the client.
 * Enter adds it like a message; the button stays off while the text is blank.
 */
export function NoteComposer({ conversationId }: { conversationId: string }) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const addNote = useAddNote(conversationId);
  const canAdd = text.trim().length > 0 && !addNote.isPending;

  const submit = async () => {
    if (!canAdd) return;
    try {
      await addNote.mutateAsync(text.trim());
      setText('');
      toast.success('Anotação adicionada', 'Visível apenas para a equipe.');
    } catch {
      toast.error('Erro ao enviar', 'Não foi possível adicionar a nota interna');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Flex vertical gap={6}>
      <Flex align="flex-end" gap={8}>
        <Input.TextArea
          aria-label="Anotação interna"
          placeholder="Escreva uma anotação para a equipe"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          style={{ flex: 1, minWidth: 0, background: token.colorWarningBg, borderColor: token.colorWarningBorder, resize: 'none' }}
        />
        <Button type="primary" icon={addNote.isPending ? <LoadingOutlined /> : undefined} disabled={!canAdd} onClick={() => void submit()}>
          Adicionar anotação
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <LockOutlined /> As anotações internas ficam na conversa e não são enviadas ao cliente.
      </Typography.Text>
    </Flex>
  );
}
