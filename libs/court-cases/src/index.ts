export { checkCnjNumber, cnjCheckDigits, isValidCnjNumber, parseCnjNumber, type CnjNumber, type CnjNumberCheck, type CnjNumberProblem } from './cnj-number';
export { allDatajudAliases, datajudAliasOf } from './datajud-aliases';
export type { CourtCaseLookup, CourtCaseLookupResult, CourtCaseMovement, CourtCaseUnavailableReason } from './court-case-lookup';
export { createDatajudLookup, DATAJUD_BASE_URL, type DatajudConfig } from './datajud-lookup';
export { createSampleCourtCaseLookup } from './sample-lookup';
export { summarizeMovements, SUMMARY_MOVEMENTS } from './movements-summary';
export { explainMovement, normalizeMovementName } from './explain-movement';
export { NAMED_MOVEMENT_EXPLANATIONS, TPU_MOVEMENT_EXPLANATIONS, type MovementExplanation, type TpuMovementExplanation } from './movement-explanations';
export { toFlowLookupResult } from './flow-lookup-result';
