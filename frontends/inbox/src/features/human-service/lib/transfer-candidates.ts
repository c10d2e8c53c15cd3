import type { User } from '@balcao/contracts';

export interface TransferCandidate {
  id: string;
  name: string;
  email: string;
  imageUrl: string | null;
  online: boolean;
}

/** Spec 1 §5: confirming without a choice. */
export const SELECT_ATTENDANT_MESSAGE = 'Selecione um atendente';

/** The value of the 'Atendente aleatório' choice. */
export const RANDOM_ATTENDANT = 'random';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Who the conversation can go to: every member of the workspace but whoever holds it now,
 * those online first. `onlineIds` null means presence is unknown (nobody is marked).
 */
export function transferCandidates(attendants: readonly User[], onlineIds: ReadonlySet<string> | null, responsibleId: string | null): TransferCandidate[] {
  return attendants
    .filter((attendant) => attendant.id !== responsibleId)
    .map((attendant) => ({
      id: attendant.id,
      name: attendant.name,
      email: attendant.email,
      imageUrl: attendant.imageUrl,
      online: onlineIds?.has(attendant.id) ?? false,
    }))
    .sort((a, b) => Number(b.online) - Number(a.online) || byName.compare(a.name, b.name));
}

/**
 * How many the server could pick at random: online, neither the caller nor the responsible
 * (services/messaging transfer-conversation). null while presence is unknown.
 */
export function randomPoolSize(onlineIds: ReadonlySet<string> | null, callerId: string, responsibleId: string | null): number | null {
  if (!onlineIds) return null;
  return [...onlineIds].filter((id) => id !== callerId && id !== responsibleId).length;
}

/** Accent- and case-insensitive search over name and e-mail. */
export function matchesAttendant(candidate: Pick<TransferCandidate, 'name' | 'email'>, search: string): boolean {
  const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const term = normalise(search.trim());
  return !term || normalise(candidate.name).includes(term) || normalise(candidate.email).includes(term);
}
