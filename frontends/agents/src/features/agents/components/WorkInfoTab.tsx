import { AGENT_LIMITS, COMMUNICATION_STYLES, type CommunicationStyle } from '@balcao/contracts';
import { Form, Input, Radio } from 'antd';
import { STYLE_LABELS } from '../lib/agent-labels';
import { characterCount } from './CharacterCount';
import type { DraftProps } from './ProfileTab';

export function WorkInfoTab({ draft, onChange }: DraftProps) {
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Nome do produto" htmlFor="agent-product-name" required>
        <Input id="agent-product-name" value={draft.productName} maxLength={AGENT_LIMITS.productNameMax} onChange={(event) => onChange({ ...draft, productName: event.target.value })} />
      </Form.Item>
      <Form.Item label="Site do produto (opcional)" htmlFor="agent-product-site">
        <Input id="agent-product-site" value={draft.productSite} placeholder="www.seuescritorio.com.br" onChange={(event) => onChange({ ...draft, productSite: event.target.value })} />
      </Form.Item>
      <Form.Item label="Descrição do produto" htmlFor="agent-product-description" required>
        <Input.TextArea
          id="agent-product-description"
          rows={4}
          value={draft.productDescription}
          maxLength={AGENT_LIMITS.productDescriptionMax}
          showCount={characterCount(AGENT_LIMITS.productDescriptionMax)}
          onChange={(event) => onChange({ ...draft, productDescription: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Estilo de comunicação" required>
        <Radio.Group
          optionType="button"
          value={draft.communicationStyle}
          onChange={(event) => onChange({ ...draft, communicationStyle: event.target.value as CommunicationStyle })}
          options={COMMUNICATION_STYLES.map((style) => ({ value: style, label: STYLE_LABELS[style] }))}
        />
      </Form.Item>
      <Form.Item label="Comportamento" htmlFor="agent-behavior" extra="Como o agente deve agir, o que pode e o que não pode dizer.">
        <Input.TextArea
          id="agent-behavior"
          rows={6}
          value={draft.behavior}
          maxLength={AGENT_LIMITS.behaviorMax}
          showCount={characterCount(AGENT_LIMITS.behaviorMax)}
          onChange={(event) => onChange({ ...draft, behavior: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
