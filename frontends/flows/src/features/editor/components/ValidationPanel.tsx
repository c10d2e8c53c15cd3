import type { FlowValidationError } from '@balcao/contracts';
import { CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';

const GROUPS: Array<{ title: string; match: (error: FlowValidationError) => boolean }> = [
  { title: 'Etapas sem conexão', match: (error) => error.code === 'no_connection' },
  { title: 'Opções sem conexão', match: (error) => error.code === 'orphan_option' },
  { title: 'Sem finalização', match: (error) => error.code === 'no_finalization' },
  { title: 'Outros problemas', match: (error) => !['no_connection', 'orphan_option', 'no_finalization'].includes(error.code) },
];

interface ValidationPanelProps {
  errors: FlowValidationError[];
  stepLabel: (stepId: string) => string;
  onSelect: (stepId: string) => void;
  onClose: () => void;
}

/** The floating validation-errors panel (spec 2 §2.5): grouped, each error jumps to its step. */
export function ValidationPanel({ errors, stepLabel, onSelect, onClose }: ValidationPanelProps) {
  return (
    <Card
      size="small"
      role="region"
      aria-label="Problemas do fluxo"
      title={
        <Flex align="center" gap={6}>
          <WarningOutlined style={{ color: '#dc2626' }} />
          {errors.length === 1 ? '1 problema' : `${errors.length} problemas`}
        </Flex>
      }
      extra={<Button size="small" type="text" aria-label="Fechar problemas" icon={<CloseOutlined />} onClick={onClose} />}
      style={{ width: 'min(340px, calc(100vw - 24px))', maxHeight: '45vh', overflow: 'auto', boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
    >
      <Flex vertical gap="small">
        {GROUPS.map((group) => {
          const found = errors.filter(group.match);
          if (!found.length) return null;
          return (
            <div key={group.title}>
              <Typography.Text strong style={{ fontSize: 12 }}>
                {group.title} ({found.length})
              </Typography.Text>
              <Flex vertical gap={2} style={{ marginTop: 4 }}>
                {found.map((error, index) => (
                  <Button
                    key={`${error.code}-${error.stepId}-${index}`}
                    type="text"
                    size="small"
                    onClick={() => onSelect(error.stepId)}
                    style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start', padding: '2px 6px' }}
                  >
                    <span>
                      <strong>{stepLabel(error.stepId)}:</strong> {error.message}
                    </span>
                  </Button>
                ))}
              </Flex>
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}
