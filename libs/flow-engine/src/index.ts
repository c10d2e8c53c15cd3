export { advanceFlow, initialFlowState, startFlow, type FlowTurn } from './run-flow';
export { validateFlow } from './validate-flow';
export { fillPlaceholders } from './placeholders';
export { matchOption, normalizeAnswer } from './match-option';
export { stepKindOf, type StepKind } from './step-kind';
export { createLawsuitLookupSteps } from './lawsuit-lookup-steps';
export { FLOW_TEXTS } from './flow-texts';
export type { FlowAttendantContext, FlowClientContext, FlowContext } from './flow-context';
