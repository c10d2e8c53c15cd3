import type { FlowContent, FlowValidationError } from '@balcao/contracts';
import {
  applyNodeChanges,
  Background,
  BackgroundVariant,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  type Connection,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useIsMobile, useThemeMode } from '@balcao/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CANVAS_ARIA_LABELS } from '../lib/canvas-a11y';
import { entryStepId, movePositions, setLink } from '../lib/flow-content-edits';
import { toEdges, toNodes, type FlowNode } from '../lib/flow-graph';
import { colorOfStep } from '../lib/step-types';
import { RemovableEdge } from './RemovableEdge';
import { StepNode } from './StepNode';

const nodeTypes = { step: StepNode };
const edgeTypes = { removable: RemovableEdge };
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed, color: '#94a3b8' } };

interface FlowCanvasProps {
  content: FlowContent;
  errors: FlowValidationError[];
  onChange: (content: FlowContent) => void;
  selectedNodeId: string | null;
  onSelect: (nodeId: string | null) => void;
}

/** Keeps what React Flow measured and the drag in progress; the rest comes from the content. */
function mergeNodes(previous: FlowNode[], next: FlowNode[], selectedNodeId: string | null): FlowNode[] {
  const byId = new Map(previous.map((node) => [node.id, node]));
  return next.map((node) => {
    const old = byId.get(node.id);
    const selected = node.id === selectedNodeId;
    return old ? { ...old, data: node.data, position: old.dragging ? old.position : node.position, selected } : { ...node, selected };
  });
}

/** The node graph of spec 2 §2.5: zoom controls, minimap, dotted background, links drawn by dragging handles. */
export function FlowCanvas({ content, errors, onChange, selectedNodeId, onSelect }: FlowCanvasProps) {
  const isMobile = useIsMobile();
  const { mode } = useThemeMode();
  const built = useMemo(() => toNodes(content, errors), [content, errors]);
  const [nodes, setNodes] = useState<FlowNode[]>(built);
  const edges = useMemo(() => toEdges(content), [content]);

  useEffect(() => setNodes((previous) => mergeNodes(previous, built, selectedNodeId)), [built, selectedNodeId]);

  const onNodesChange = useCallback((changes: NodeChange<FlowNode>[]) => setNodes((current) => applyNodeChanges(changes, current)), []);

  const onConnect = useCallback(
    (connection: Connection) => {
      const target = entryStepId(content, connection.target);
      if (!target || connection.source === connection.target) return;
      onChange(setLink(content, connection.source, connection.sourceHandle ?? 'next', target));
    },
    [content, onChange],
  );

  const onNodeDragStop = useCallback(
    (_event: unknown, _node: FlowNode, dragged: FlowNode[]) => {
      onChange(movePositions(content, new Map(dragged.map((node) => [node.id, node.position]))));
    },
    [content, onChange],
  );

  return (
    <ReactFlow<FlowNode>
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      defaultEdgeOptions={defaultEdgeOptions}
      onNodesChange={onNodesChange}
      onConnect={onConnect}
      onNodeDragStop={onNodeDragStop}
      onNodeClick={(_event, node) => onSelect(node.id)}
      onPaneClick={() => onSelect(null)}
      // Removal always goes through a confirmation (delete-step and remove-connection modals).
      deleteKeyCode={null}
      colorMode={mode}
      fitView
      // On a phone a readable zoom beats seeing every step at once.
      fitViewOptions={{ padding: 0.2, maxZoom: 1, minZoom: isMobile ? 0.5 : undefined }}
      minZoom={0.2}
      proOptions={{ hideAttribution: true }}
      ariaLabelConfig={CANVAS_ARIA_LABELS}
    >
      <Background variant={BackgroundVariant.Dots} gap={18} size={1.5} />
      <Controls showInteractive={false} />
      <MiniMap
        pannable
        zoomable
        nodeColor={(node) => colorOfStep((node as FlowNode).data.steps[0])}
        style={isMobile ? { width: 110, height: 80 } : undefined}
      />
    </ReactFlow>
  );
}
