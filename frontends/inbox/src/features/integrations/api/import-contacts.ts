import type { ImportContactsBody } from '@balcao/contracts';
import { api } from '@balcao/ui';

/** Imports the device's contacts; it may take minutes, so nobody waits on it (spec 1 §4). */
export const importContacts = (body: ImportContactsBody, idempotencyKey: string) =>
  api.post<{ imported: number }>('/office/import-contacts', body, { silent: true, idempotencyKey });
