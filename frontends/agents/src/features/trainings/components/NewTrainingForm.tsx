import { AGENT_LIMITS } from '@balcao/contracts';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { characterCount } from '../../agents/components/CharacterCount';

/** 'Novo treinamento': Cadastrar needs a question and an answer, trimmed (spec 3 §5). */
export function NewTrainingForm({ busy, onCreate }: { busy: boolean; onCreate: (body: { question: string; answer: string }) => Promise<unknown> }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const ready = question.trim() !== '' && answer.trim() !== '';
  const submit = async () => {
    await onCreate({ question: question.trim(), answer: answer.trim() });
    setQuestion('');
    setAnswer('');
  };
  return (
    <Card title="Novo treinamento" size="small">
      <Form layout="vertical" component="div" disabled={busy}>
        <Form.Item label="Pergunta" htmlFor="training-question">
          <Input.TextArea id="training-question" rows={2} value={question} maxLength={AGENT_LIMITS.questionMax} showCount={characterCount(AGENT_LIMITS.questionMax)} onChange={(event) => setQuestion(event.target.value)} />
        </Form.Item>
        <Form.Item label="Resposta" htmlFor="training-answer">
          <Input.TextArea id="training-answer" rows={3} value={answer} maxLength={AGENT_LIMITS.answerMax} showCount={characterCount(AGENT_LIMITS.answerMax)} onChange={(event) => setAnswer(event.target.value)} />
        </Form.Item>
        <Button type="primary" disabled={!ready || busy} loading={busy} onClick={() => void submit().catch(() => undefined)}>
          Cadastrar Treinamento
        </Button>
      </Form>
    </Card>
  );
}
