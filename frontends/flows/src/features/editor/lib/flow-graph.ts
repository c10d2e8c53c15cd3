import type { FlowContent, FlowStep, FlowValidationError } from '@balcao/contracts';
import type { Edge, Node } from '@xyflow/react';
import { linkName, stepName } from './canvas-a11y';
import { groupExit, nodeIdOfStep, nodeIdOfStepId } from './flow-content-edits';
import { hasNextHandle, hasOptionHandles } from './step-types';

export type StepNodeData = {
  /** The node's steps: one, or the four of a lawsuit-lookup group. */
  steps: FlowStep[];
  isInitial: boolean;
  errors: FlowValidationError[];
};
export type FlowNode = Node<StepNodeData, 'step'>;
export type FlowEdge = Edge<Record<string, never>, 'removable'>;

/** One node per step, and one per lawsuit-lookup group; placed where they were left. */
export function toNodes(content: FlowContent, errors: FlowValidationError[]): FlowNode[] {
  const byNode = new Map<string, FlowStep[]>();
  for (const step of content.steps) byNode.set(nodeIdOfStep(step), [...(byNode.get(nodeIdOfStep(step)) ?? []), step]);
  const initialNode = nodeIdOfStepId(content, content.initialStepId);
  return [...byNode.entries()].map(([id, steps], index) => {
    const stepIds = new Set(steps.map((step) => step.id));
    return {
      id,
      type: 'step',
      position: steps[0].position ?? { x: index * 340, y: 0 },
      ariaLabel: `Etapa ${stepName(steps[0])}`,
      // The first step cannot be deleted (spec 2 §4); removal goes through the confirmation modal.
      deletable: false,
      data: { steps, isInitial: id === initialNode, errors: errors.filter((error) => stepIds.has(error.stepId)) },
    };
  });
}

/** nextStepId and each option's nextStepId, drawn from the handle that sets them. */
export function toEdges(content: FlowContent): FlowEdge[] {
  const edges: FlowEdge[] = [];
  // A node is read by its first step (a lawsuit-lookup group by its menu).
  const firstStepOf = (nodeId: string) => content.steps.find((step) => nodeIdOfStep(step) === nodeId)!;
  const push = (source: string, sourceHandle: string, targetStepId: string | null | undefined, optionTitle?: string) => {
    const target = nodeIdOfStepId(content, targetStepId);
    if (!target) return;
    const ariaLabel = linkName(firstStepOf(source), firstStepOf(target), optionTitle);
    edges.push({ id: `${source}:${sourceHandle}`, source, sourceHandle, target, type: 'removable', deletable: false, ariaLabel });
  };
  const groups = new Set<string>();
  for (const step of content.steps) {
    if (step.groupId) {
      if (!groups.has(step.groupId)) {
        groups.add(step.groupId);
        push(step.groupId, 'exit', groupExit(content, step.groupId));
      }
      continue;
    }
    if (hasNextHandle(step)) push(step.id, 'next', step.nextStepId);
    if (hasOptionHandles(step)) step.options?.forEach((option, index) => push(step.id, `option-${index}`, option.nextStepId, option.title));
  }
  return edges;
}
