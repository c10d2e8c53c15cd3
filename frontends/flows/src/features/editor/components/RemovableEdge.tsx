import { CloseOutlined } from '@ant-design/icons';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { theme } from 'antd';
import type { FlowEdge } from '../lib/flow-graph';
import { useEditorActions } from './editor-actions';

/** A link with a button to remove it (the editor asks for confirmation first). */
export function RemovableEdge({ id, source, sourceHandleId, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, selected }: EdgeProps<FlowEdge>) {
  const actions = useEditorActions();
  const { token } = theme.useToken();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ strokeWidth: selected ? 3 : 2, stroke: selected ? '#1677ff' : '#94a3b8' }} />
      <EdgeLabelRenderer>
        <button
          type="button"
          className="nodrag nopan"
          aria-label="Remover conexão"
          title="Remover conexão"
          onClick={() => actions.removeLink(source, sourceHandleId ?? 'next')}
          style={{
            position: 'absolute',
            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
            pointerEvents: 'all',
            width: 22,
            height: 22,
            borderRadius: '50%',
            border: `1px solid ${token.colorBorder}`,
            background: token.colorBgContainer,
            color: token.colorTextSecondary,
            display: 'grid',
            placeItems: 'center',
            cursor: 'pointer',
            fontSize: 10,
          }}
        >
          <CloseOutlined />
        </button>
      </EdgeLabelRenderer>
    </>
  );
}
