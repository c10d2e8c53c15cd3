import type { FlowStep } from '@balcao/contracts';
import { fillPlaceholders, type FlowContext } from '@balcao/flow-engine';
import { Typography } from 'antd';
import { BotBubble, PhoneFrame } from '../../test-chat/components/ChatBubble';
import { editorKindOf } from '../lib/step-types';

/** The step as the client will read it, placeholders filled with sample values (spec 2 §2.5). */
export function PhonePreview({ step, context }: { step: FlowStep; context: FlowContext }) {
  const kind = editorKindOf(step);
  const text = fillPlaceholders(step.content, context);
  const options = (step.options ?? []).filter((option) => option.title.trim());
  return (
    <div style={{ height: 420 }} aria-label="Pré-visualização">
      <PhoneFrame title="Pré-visualização">
        {kind === 'choice' || kind === 'rating' ? (
          <BotBubble
            message={{
              type: 'choice',
              style: step.type === 'button' ? 'buttons' : 'list',
              text: text || '…',
              numberedText: '',
              options: options.map((option, index) => ({ number: index + 1, title: option.title, description: option.text ? fillPlaceholders(option.text, context) : undefined })),
            }}
          />
        ) : text ? (
          <BotBubble message={{ type: 'text', text }} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'center' }}>
            A mensagem aparece aqui.
          </Typography.Text>
        )}
        {kind === 'redirect' && (
          <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'center' }}>
            A conversa passa para um atendente.
          </Typography.Text>
        )}
      </PhoneFrame>
    </div>
  );
}
