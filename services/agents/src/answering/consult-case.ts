import { CASE_NUMBER_MESSAGES, type ConsultedCase } from '@balcao/contracts';
import { summarizeMovements, type CourtCaseLookup } from '@balcao/court-cases';

/** Looks a case up and says what was found in pt-BR, for the client or for the model to explain. */
export async function consultCase(lookup: CourtCaseLookup, caseNumber: string): Promise<{ consulted: ConsultedCase; text: string }> {
  const result = await lookup.findMovements(caseNumber);
  switch (result.status) {
    case 'found': {
      const summary = summarizeMovements(result);
      return { consulted: { caseNumber: result.caseNumber, status: 'found', tribunal: result.tribunal, summary }, text: summary };
    }
    case 'not_found':
      return {
        consulted: { caseNumber: result.caseNumber, status: 'not_found', tribunal: null, summary: null },
        text: `Não encontrei o processo ${result.caseNumber} na base pública dos tribunais. Confira o número, por favor.`,
      };
    case 'unsupported_tribunal':
      return {
        consulted: { caseNumber: result.caseNumber, status: 'unsupported_tribunal', tribunal: null, summary: null },
        text: `Ainda não consigo consultar processos do tribunal do número ${result.caseNumber}.`,
      };
    case 'invalid_number':
      return {
        consulted: { caseNumber, status: 'invalid_number', tribunal: null, summary: null },
        text: result.problem === 'check_digits' ? CASE_NUMBER_MESSAGES.checkDigitsMismatchOf(caseNumber) : `O número ${caseNumber} não é um número de processo válido.`,
      };
    case 'unavailable':
      return {
        consulted: { caseNumber, status: 'unavailable', tribunal: null, summary: null },
        text: 'A consulta aos tribunais não respondeu agora. Tente novamente em alguns minutos.',
      };
  }
}
