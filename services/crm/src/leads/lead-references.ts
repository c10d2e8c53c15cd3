import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrmTx } from '../db/database';
import { customFields, funnelColumns, members, people, tags, type FunnelRow } from '../db/schema';
import { normalizeCustomFieldValue } from '../custom-fields/custom-field-value';
import { leadErrors } from '../shared/errors';

/**
 * Checks that what a lead points at belongs to its funnel's workspace: a column of the funnel,
 * a contact, an attendant, crm tags and the funnel's custom fields. Each refusal names its field.
 */
/** The column is held (FOR SHARE) until the lead is written, so a concurrent column delete waits or wins cleanly. */
export async function assertColumnOfFunnel(tx: CrmTx, funnel: FunnelRow, columnId: string) {
  const [row] = await tx
    .select({ id: funnelColumns.id })
    .from(funnelColumns)
    .where(and(eq(funnelColumns.id, columnId), eq(funnelColumns.funnelId, funnel.id)))
    .for('share');
  if (!row) throw leadErrors.NOT_IN_FUNNEL(undefined, 'columnId');
}

export async function assertContactOfWorkspace(tx: CrmTx, funnel: FunnelRow, personId: string) {
  const [row] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, personId), eq(people.officeId, funnel.officeId), eq(people.inboxId, funnel.inboxId)));
  if (!row) throw leadErrors.INVALID_CONTACT(undefined, 'personId');
}

export async function assertAttendantOfWorkspace(tx: CrmTx, funnel: FunnelRow, userId: string) {
  const [row] = await tx
    .select({ id: members.userId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.officeId, funnel.officeId), sql`${funnel.inboxId}::uuid = any(${members.inboxIds})`));
  if (!row) throw leadErrors.INVALID_ATTENDANT(undefined, 'userId');
}

export async function assertCrmTags(tx: CrmTx, funnel: FunnelRow, tagIds: string[]) {
  if (tagIds.length === 0) return;
  const rows = await tx
    .select({ id: tags.id, modules: tags.modules })
    .from(tags)
    .where(and(inArray(tags.id, tagIds), eq(tags.officeId, funnel.officeId), eq(tags.inboxId, funnel.inboxId)));
  if (rows.length !== tagIds.length) throw leadErrors.INVALID_TAG(undefined, 'tags');
  if (rows.some((tag) => !tag.modules.includes('crm'))) throw leadErrors.TAG_NOT_FOR_CRM(undefined, 'tags');
}

/** The values to store, normalised for their field's type; null values are cleared. */
export async function customValuesFor(tx: CrmTx, funnel: FunnelRow, values: Array<{ id: string; value: string | null }>) {
  if (values.length === 0) return [];
  const ids = [...new Set(values.map((value) => value.id))];
  const fields = await tx.select().from(customFields).where(and(inArray(customFields.id, ids), eq(customFields.funnelId, funnel.id)));
  if (fields.length !== ids.length) throw leadErrors.INVALID_CUSTOM_FIELD(undefined, 'customFields');
  return values.map(({ id, value }) => {
    const field = fields.find((candidate) => candidate.id === id)!;
    if (value === null) return { fieldId: id, value: null };
    const stored = normalizeCustomFieldValue(field, value);
    if (stored === null) throw leadErrors.INVALID_CUSTOM_VALUE(`Campo: ${field.name}`, 'customFields');
    return { fieldId: id, value: stored };
  });
}

export type CustomValues = Awaited<ReturnType<typeof customValuesFor>>;
