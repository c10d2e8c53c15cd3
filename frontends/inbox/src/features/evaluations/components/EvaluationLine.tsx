import { StarFilled } from '@ant-design/icons';
import type { ConversationEvaluation } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { Flex, theme } from 'antd';
import { evaluationText } from '../lib/evaluation-text';

/** A system line of the timeline: the score the client gave after 'Finalizar com avaliação'. */
export function EvaluationLine({ evaluation }: { evaluation: ConversationEvaluation }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ margin: '8px 0' }}>
      <span
        data-testid="evaluation-line"
        title={formatDateTime(evaluation.answeredAt)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          padding: '2px 12px',
          borderRadius: 12,
          fontSize: 12,
          color: token.colorTextSecondary,
          background: token.colorWarningBg,
          border: `1px solid ${token.colorWarningBorder}`,
        }}
      >
        <StarFilled aria-hidden style={{ color: token.colorWarning }} />
        {`Avaliação do cliente: ${evaluationText(evaluation.score)}`}
      </span>
    </Flex>
  );
}
