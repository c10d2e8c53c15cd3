import { AGENT_LIMITS, type Training } from '@balcao/contracts';
import { MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Input, Switch, Tag, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { characterCount } from '../../agents/components/CharacterCount';

export interface TrainingItemProps {
  training: Training;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (changes: { question: string; answer: string }) => void;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
}

/** One training: badge, switch and menu; inline edit with Enter to save, Shift+Enter for a new line, Escape to cancel. */
export function TrainingItem({ training, editing, busy, onEdit, onCancel, onSave, onToggle, onDelete }: TrainingItemProps) {
  const [question, setQuestion] = useState(training.question);
  const [answer, setAnswer] = useState(training.answer);
  const ready = question.trim() !== '' && answer.trim() !== '';
  const save = () => ready && onSave({ question: question.trim(), answer: answer.trim() });
  const onKeys = (event: KeyboardEvent<HTMLTextAreaElement>, submits: boolean) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (submits && event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    }
  };

  if (editing) {
    return (
      <Card size="small" data-testid="training-item">
        <Flex vertical gap={8}>
          <Input.TextArea aria-label="Editar pergunta" autoFocus rows={2} value={question} maxLength={AGENT_LIMITS.questionMax} showCount={characterCount(AGENT_LIMITS.questionMax)} onChange={(event) => setQuestion(event.target.value)} onKeyDown={(event) => onKeys(event, false)} />
          <Input.TextArea aria-label="Editar resposta" rows={3} value={answer} maxLength={AGENT_LIMITS.answerMax} showCount={characterCount(AGENT_LIMITS.answerMax)} onChange={(event) => setAnswer(event.target.value)} onKeyDown={(event) => onKeys(event, true)} />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
            <Button type="primary" onClick={save} disabled={!ready || busy} loading={busy}>
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="small" data-testid="training-item">
      <Flex justify="space-between" gap={12} align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{training.question}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{training.answer}</Typography.Paragraph>
        </div>
        <Flex gap={8} align="center">
          <Tag color={training.isActive ? 'green' : 'default'}>{training.isActive ? 'Ativo' : 'Inativo'}</Tag>
          <Switch size="small" aria-label={`Ativar treinamento: ${training.question}`} checked={training.isActive} disabled={busy} onChange={onToggle} />
          <Dropdown
            trigger={['click']}
            disabled={busy}
            menu={{
              items: [
                { key: 'edit', label: 'Editar', onClick: onEdit },
                { key: 'delete', label: 'Deletar', danger: true, onClick: onDelete },
              ],
            }}
          >
            <Button size="small" type="text" aria-label={`Ações do treinamento: ${training.question}`} icon={<MoreOutlined />} />
          </Dropdown>
        </Flex>
      </Flex>
    </Card>
  );
}
