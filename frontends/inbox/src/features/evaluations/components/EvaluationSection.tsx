import type { ConversationEvaluation } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { Flex, Rate, Typography } from 'antd';
import { DetailsSection } from '../../conversation-details/components/DetailsSection';
import { evaluationText } from '../lib/evaluation-text';

/** The details panel's 'Avaliação do cliente': the stars, the score and when it was given. */
export function EvaluationSection({ evaluation }: { evaluation: ConversationEvaluation }) {
  return (
    <DetailsSection title="Avaliação do cliente">
      <Flex align="center" gap={8} wrap>
        <Rate disabled value={evaluation.score} count={5} style={{ fontSize: 16 }} aria-label={`Nota ${evaluationText(evaluation.score)}`} />
        <Typography.Text strong>{evaluationText(evaluation.score)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(evaluation.answeredAt)}
        </Typography.Text>
      </Flex>
    </DetailsSection>
  );
}
