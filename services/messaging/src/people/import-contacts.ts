import { normalizePhoneDigits, type ImportContactsBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { hasContactBook } from '../channels/contact-book';
import type { MessagingContext } from '../context';
import { runCommand } from '../db/database';
import { findVisibleIntegration } from '../integrations/integrations.repository';
import { insertNewPeople } from './people.service';

/** Brings the device's contacts, as the provider knows them, into the workspace as people. */
export async function importContacts(context: MessagingContext, principal: Principal, body: ImportContactsBody): Promise<{ imported: number }> {
  const integration = await findVisibleIntegration(context.db, principal, body.integrationId);
  if (integration.inboxId !== body.inboxId) throw commonErrors.NOT_FOUND();
  if (!hasContactBook(context.channel)) return { imported: 0 };
  const contacts = (await context.channel.listContacts(integration.id))
    .map((contact) => ({ phoneNumber: normalizePhoneDigits(contact.phoneNumber), name: contact.name?.trim() || null }))
    .filter((contact) => contact.phoneNumber.length >= 10);
  const imported = await runCommand(context, (tx) => insertNewPeople(tx, { officeId: integration.officeId, inboxId: integration.inboxId }, contacts));
  return { imported };
}
