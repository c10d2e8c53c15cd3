import type { FlowContent } from '@balcao/contracts';
import { useIsMobile } from '@balcao/ui';
import { Button, Card, Collapse, Drawer, Flex, Typography } from 'antd';
import { nodeIdOfStep } from '../lib/flow-content-edits';
import { PALETTE } from '../lib/step-templates';
import { colorOfStep, editorKindOf, isEndStep, KIND_LABELS, type EditorKind } from '../lib/step-types';

interface StepsDrawerProps {
  content: FlowContent;
  onAdd: (kind: EditorKind) => void;
  onEdit: (nodeId: string) => void;
  onDelete: (nodeId: string) => void;
  onClose: () => void;
}

/** 'Etapas do fluxo de atendimento' (spec 2 §2.5): the palette by category, and the steps as cards. */
export function StepsDrawer({ content, onAdd, onEdit, onDelete, onClose }: StepsDrawerProps) {
  const isMobile = useIsMobile();
  const hasSteps = content.steps.length > 0;
  const hasEnd = content.steps.some(isEndStep);
  const seen = new Set<string>();
  const nodes = content.steps.filter((step) => {
    const id = nodeIdOfStep(step);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });

  return (
    <Drawer open title="Etapas do fluxo de atendimento" onClose={onClose} placement="right" size={isMobile ? '100%' : 400}>
      <Flex vertical gap="large">
        {PALETTE.map((category) => {
          const disabled = category.needsSteps && !hasSteps;
          return (
            <Flex key={category.title} vertical gap="small">
              <Typography.Text strong>{category.title}</Typography.Text>
              {disabled && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Adicione uma etapa antes de finalizar o fluxo.
                </Typography.Text>
              )}
              {category.kinds.map(({ kind, description }) => {
                const exists = kind === 'end' && hasEnd;
                return (
                  <Button
                    key={kind}
                    disabled={disabled || exists}
                    onClick={() => onAdd(kind)}
                    style={{ height: 'auto', padding: '8px 12px', textAlign: 'left', justifyContent: 'flex-start', whiteSpace: 'normal' }}
                  >
                    <Flex vertical style={{ width: '100%' }}>
                      <span style={{ fontWeight: 600 }}>{KIND_LABELS[kind]}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {exists ? 'O fluxo já tem a etapa de encerramento.' : description}
                      </Typography.Text>
                    </Flex>
                  </Button>
                );
              })}
            </Flex>
          );
        })}
        {nodes.length > 0 && (
          <Flex vertical gap="small">
            <Typography.Text strong>Etapas do fluxo ({nodes.length})</Typography.Text>
            <Collapse
              size="small"
              items={nodes.map((step) => {
                const nodeId = nodeIdOfStep(step);
                const kind = editorKindOf(step);
                return {
                  key: nodeId,
                  label: (
                    <Flex align="center" gap={6}>
                      <span style={{ width: 10, height: 10, borderRadius: '50%', background: colorOfStep(step), flexShrink: 0 }} />
                      {kind === 'end' ? 'Fim da conversa' : KIND_LABELS[kind]}
                      {nodeId === content.initialStepId || step.id === content.initialStepId ? ' (início)' : ''}
                    </Flex>
                  ),
                  children: (
                    <Card size="small" variant="borderless">
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{step.content || 'Sem mensagem'}</Typography.Paragraph>
                      <Flex gap="small">
                        {!isEndStep(step) && (
                          <Button size="small" onClick={() => onEdit(nodeId)}>
                            Editar
                          </Button>
                        )}
                        {step.id !== content.initialStepId && (
                          <Button size="small" danger onClick={() => onDelete(nodeId)}>
                            Excluir
                          </Button>
                        )}
                      </Flex>
                    </Card>
                  ),
                };
              })}
            />
          </Flex>
        )}
      </Flex>
    </Drawer>
  );
}
