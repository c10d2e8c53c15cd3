import { END_STEP_ID, WELCOME_STEP_ID, type FlowContent, type FlowStep } from '@balcao/contracts';

/** The steps a canvas node stands for: one step, or every step of a lawsuit-lookup group. */
export const nodeIdOfStep = (step: FlowStep) => step.groupId ?? step.id;

export function stepsOfNode(content: FlowContent, nodeId: string): FlowStep[] {
  return content.steps.filter((step) => nodeIdOfStep(step) === nodeId);
}

/** Where a link to the node arrives: the step itself, or the first step of its group. */
export function entryStepId(content: FlowContent, nodeId: string): string | null {
  if (nodeId === END_STEP_ID) return END_STEP_ID;
  return stepsOfNode(content, nodeId)[0]?.id ?? null;
}

export function nodeIdOfStepId(content: FlowContent, stepId: string | null | undefined): string | null {
  if (!stepId) return null;
  const step = content.steps.find((candidate) => candidate.id === stepId);
  return step ? nodeIdOfStep(step) : null;
}

/**
 * Saving a step (spec 2 §4): an existing id is replaced, a new one appended; the first step of an
 * empty flow becomes the initial one ('welcome' for a single step).
 */
export function saveSteps(content: FlowContent, saved: FlowStep[]): FlowContent {
  if (content.steps.length === 0) {
    const [first, ...rest] = saved;
    const renamed = saved.length === 1 && !first.groupId ? [{ ...first, id: WELCOME_STEP_ID }] : [first, ...rest];
    return { steps: renamed, initialStepId: renamed[0].id };
  }
  const steps = [...content.steps];
  for (const step of saved) {
    const index = steps.findIndex((candidate) => candidate.id === step.id);
    if (index >= 0) steps[index] = step;
    else steps.push(step);
  }
  return { ...content, steps };
}

/** Every link (step or option) that leaves the given ids for one of `removed` is cleared. */
function clearLinksTo(steps: FlowStep[], removed: Set<string>): FlowStep[] {
  const keep = (target: string | null | undefined) => (target && removed.has(target) ? null : (target ?? null));
  return steps.map((step) => ({
    ...step,
    nextStepId: keep(step.nextStepId),
    ...(step.options ? { options: step.options.map((option) => ({ ...option, nextStepId: keep(option.nextStepId) })) } : {}),
  }));
}

/** Removes a node's steps and the links that led to them; the first step cannot be removed. */
export function removeNode(content: FlowContent, nodeId: string): FlowContent {
  const removed = new Set(stepsOfNode(content, nodeId).map((step) => step.id));
  if (removed.has(content.initialStepId)) return content;
  return { ...content, steps: clearLinksTo(content.steps.filter((step) => !removed.has(step.id)), removed) };
}

/** A handle of a node: 'next', 'option-<index>' or a group's 'exit'. */
export function setLink(content: FlowContent, nodeId: string, handle: string, target: string | null): FlowContent {
  const groupSteps = new Set(stepsOfNode(content, nodeId).map((step) => step.id));
  const steps = content.steps.map((step) => {
    if (handle === 'exit' && step.groupId === nodeId) {
      // A group's exits are its links that leave the group ('Voltar', 'Cancelar', after the lookup).
      const leaves = (link: string | null | undefined) => !link || !groupSteps.has(link);
      if (step.options?.length) {
        return { ...step, options: step.options.map((option) => (leaves(option.nextStepId) ? { ...option, nextStepId: target } : option)) };
      }
      return leaves(step.nextStepId) ? { ...step, nextStepId: target } : step;
    }
    if (step.id !== nodeId) return step;
    if (handle === 'next') return { ...step, nextStepId: target };
    const optionIndex = /^option-(\d+)$/.exec(handle)?.[1];
    if (optionIndex === undefined || !step.options) return step;
    return { ...step, options: step.options.map((option, index) => (index === Number(optionIndex) ? { ...option, nextStepId: target } : option)) };
  });
  return { ...content, steps };
}

/** Where a group leads after the lookup (its last step's link). */
export function groupExit(content: FlowContent, groupId: string): string | null {
  const steps = stepsOfNode(content, groupId);
  return steps[steps.length - 1]?.nextStepId ?? null;
}

export function movePositions(content: FlowContent, positions: Map<string, { x: number; y: number }>): FlowContent {
  return {
    ...content,
    steps: content.steps.map((step) => {
      const position = positions.get(nodeIdOfStep(step));
      return position ? { ...step, position: { x: Math.round(position.x), y: Math.round(position.y) } } : step;
    }),
  };
}

/** A free place for a new node: right of the last one added. */
export function nextPosition(content: FlowContent): { x: number; y: number } {
  const last = [...content.steps].reverse().find((step) => step.position);
  return last?.position ? { x: last.position.x + 340, y: last.position.y } : { x: 0, y: 0 };
}

let counter = 0;
/** Step ids are opaque to the engine; time + counter keeps them unique within a flow. */
export function newStepId(prefix = 'step'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`;
}
