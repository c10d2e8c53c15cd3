import { toast } from '@balcao/ui';
import { Button, Flex, Input, Typography } from 'antd';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAddNote } from '../api/notes';
import { noteErrorOf } from '../lib/note-rules';

/**
 * 'Adicionar nota' (spec 1 §2, §5): the button stays disabled while the trimmed text is empty;
 * once the user has typed, the reason shows under the field.
 */
export function AddNoteForm({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const addNote = useAddNote(conversationId);
  const errorId = useId();
  const error = noteErrorOf(text);
  const showError = touched && error !== null;

  const submit = () => {
    if (error !== null || addNote.isPending) {
      setTouched(true);
      return;
    }
    addNote.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setTouched(false);
      },
      onError: () => toast.error('Erro ao enviar', 'Não foi possível adicionar a nota interna'),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl/Cmd+Enter adds, plain Enter is a new line: notes are often several lines long.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Adicionar nota">
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label="Nova nota"
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          placeholder="Escreva uma nota interna (visível só para a equipe)"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={text}
          status={showError ? 'error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
          }}
          onKeyDown={onKeyDown}
        />
        {showError && (
          <Typography.Text id={errorId} type="danger" style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
        )}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" disabled={error !== null} loading={addNote.isPending}>
            Adicionar nota
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
