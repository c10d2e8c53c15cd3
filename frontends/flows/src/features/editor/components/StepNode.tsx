import { type FlowStep } from '@balcao/contracts';
import { DeleteOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Button, Tag, theme, Tooltip, Typography } from 'antd';
import type { FlowNode } from '../lib/flow-graph';
import { colorOfStep, editorKindOf, hasNextHandle, hasOptionHandles, isEndStep, KIND_LABELS, TYPE_COLORS } from '../lib/step-types';
import { useEditorActions } from './editor-actions';

const handleStyle = { width: 12, height: 12, border: '2px solid #fff' };

function NoLink() {
  return (
    <Tag color="warning" icon={<WarningOutlined />} style={{ marginInlineEnd: 0, fontSize: 11 }}>
      sem conexão
    </Tag>
  );
}

function OptionRow({ index, title, linked, color }: { index: number; title: string; linked: boolean; color: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 6, padding: '4px 8px', borderRadius: 6, background: token.colorFillTertiary }}>
      <Typography.Text ellipsis style={{ flex: 1, fontSize: 12 }}>
        {index + 1}. {title || <em>Sem título</em>}
      </Typography.Text>
      {!linked && <NoLink />}
      <Handle
        type="source"
        position={Position.Right}
        id={`option-${index}`}
        aria-label={`Conectar a opção ${index + 1} “${title || 'Sem título'}”`}
        style={{ ...handleStyle, background: color, right: -18 }}
      />
    </div>
  );
}

function GroupBody({ steps }: { steps: FlowStep[] }) {
  return (
    <ol style={{ margin: 0, paddingInlineStart: 18, fontSize: 12 }}>
      <li>Menu: {steps[0]?.content}</li>
      <li>Consulta pelo número CNJ</li>
      <li>Pergunta o número do processo</li>
      <li>Busca as movimentações</li>
    </ol>
  );
}

/** A step on the canvas (spec 2 §4): coloured by type, its handles by what it links, a warning when unlinked. */
export function StepNode({ id, data, selected }: NodeProps<FlowNode>) {
  const actions = useEditorActions();
  const { token } = theme.useToken();
  const step = data.steps[0];
  const kind = editorKindOf(step);
  const color = colorOfStep(step);
  const unlinked = data.errors.some((error) => error.code === 'no_connection' || error.code === 'orphan_option');
  const contentError = data.errors.some((error) => error.code !== 'no_connection' && error.code !== 'orphan_option' && error.code !== 'no_finalization' && error.code !== 'missing_initial_step');
  const editable = !isEndStep(step);
  const label = kind === 'end' ? 'Fim da conversa' : KIND_LABELS[kind];

  return (
    <div
      data-testid={`flow-node-${id}`}
      aria-label={`Etapa ${label}`}
      style={{
        width: 260,
        background: token.colorBgContainer,
        borderRadius: 10,
        border: `2px solid ${contentError ? TYPE_COLORS.error : selected ? token.colorPrimary : token.colorBorderSecondary}`,
        boxShadow: selected ? '0 0 0 3px rgba(22,119,255,0.2)' : '0 1px 4px rgba(0,0,0,0.08)',
        overflow: 'visible',
      }}
    >
      {!data.isInitial && <Handle type="target" position={Position.Left} style={{ ...handleStyle, background: '#64748b' }} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, background: contentError ? TYPE_COLORS.error : color, color: '#fff', padding: '6px 8px', borderRadius: '8px 8px 0 0' }}>
        <span style={{ flex: 1, fontWeight: 600, fontSize: 12 }}>{label}</span>
        {data.isInitial && <Tag style={{ marginInlineEnd: 0, fontSize: 11 }}>Início</Tag>}
        {editable && (
          <Tooltip title="Editar etapa">
            <Button size="small" type="text" className="nodrag" aria-label="Editar etapa" icon={<EditOutlined style={{ color: '#fff' }} />} onClick={() => actions.editNode(id)} />
          </Tooltip>
        )}
        {!data.isInitial && (
          <Tooltip title="Excluir etapa">
            <Button size="small" type="text" className="nodrag" aria-label="Excluir etapa" icon={<DeleteOutlined style={{ color: '#fff' }} />} onClick={() => actions.deleteNode(id)} />
          </Tooltip>
        )}
      </div>
      <div style={{ padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {kind === 'lawsuit' ? (
          <GroupBody steps={data.steps} />
        ) : (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }} type={step.content ? undefined : 'secondary'}>
            {step.content || (kind === 'redirect' ? 'Sem mensagem' : 'Mensagem vazia')}
          </Typography.Paragraph>
        )}
        {kind === 'redirect' && (
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {step.metadata?.isAvailable ? 'Atendente mais disponível' : 'Atendente específico'}
          </Typography.Text>
        )}
        {hasOptionHandles(step) &&
          step.options?.map((option, index) => (
            <OptionRow key={index} index={index} title={option.title} linked={Boolean(option.nextStepId)} color={color} />
          ))}
        {(hasNextHandle(step) || kind === 'lawsuit') && unlinked && (
          <div>
            <NoLink />
          </div>
        )}
      </div>
      {hasNextHandle(step) && <Handle type="source" position={Position.Right} id="next" style={{ ...handleStyle, background: color }} />}
      {kind === 'lawsuit' && <Handle type="source" position={Position.Right} id="exit" style={{ ...handleStyle, background: color }} />}
    </div>
  );
}
