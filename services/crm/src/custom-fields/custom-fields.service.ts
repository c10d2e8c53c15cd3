import { and, asc, eq } from 'drizzle-orm';
import { CUSTOM_FIELD_TYPES_WITH_OPTIONS, type CustomField, type ZCreateCustomFieldBody, type ZUpdateCustomFieldBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { runCommand, type DataAccess, type Executor } from '../db/database';
import { customFields, funnels, type CustomFieldRow } from '../db/schema';
import { findVisibleFunnel } from '../funnels/funnels.repository';
import { customFieldErrors } from '../shared/errors';
import { toIso } from '../shared/http';
import { visibleTo } from '../shared/tenancy';

type CreateBody = z.output<typeof ZCreateCustomFieldBody>;
type UpdateBody = z.output<typeof ZUpdateCustomFieldBody>;

const toCustomField = (row: CustomFieldRow): CustomField => ({
  id: row.id,
  funnelId: row.funnelId,
  name: row.name,
  type: row.type,
  options: row.options,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

async function findVisibleField(db: Executor, principal: Principal, id: string): Promise<CustomFieldRow> {
  const [row] = await db
    .select({ field: customFields })
    .from(customFields)
    .innerJoin(funnels, eq(funnels.id, customFields.funnelId))
    .where(and(eq(customFields.id, id), visibleTo(principal, funnels)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row.field;
}

export async function listCustomFields(db: Executor, principal: Principal, funnelId: string): Promise<CustomField[]> {
  await findVisibleFunnel(db, principal, funnelId);
  const rows = await db.select().from(customFields).where(eq(customFields.funnelId, funnelId)).orderBy(asc(customFields.createdAt), asc(customFields.id));
  return rows.map(toCustomField);
}

export async function createCustomField(data: DataAccess, principal: Principal, body: CreateBody): Promise<CustomField> {
  return runCommand(data, async (tx) => {
    const funnel = await findVisibleFunnel(tx, principal, body.funnelId);
    const [row] = await tx.insert(customFields).values({ officeId: funnel.officeId, funnelId: funnel.id, name: body.name, type: body.type, options: body.options }).returning();
    return toCustomField(row);
  });
}

/**
 * The options rule applies to the resulting type: a select keeps needing options, and a type
 * without options drops them. Values already stored stay as they were written.
 */
export async function updateCustomField(data: DataAccess, principal: Principal, id: string, body: UpdateBody): Promise<CustomField> {
  return runCommand(data, async (tx) => {
    const current = await findVisibleField(tx, principal, id);
    const type = body.type ?? current.type;
    const withOptions = CUSTOM_FIELD_TYPES_WITH_OPTIONS.includes(type);
    const options = withOptions ? (body.options ?? current.options) : '';
    if (withOptions && options === '') throw customFieldErrors.OPTIONS_REQUIRED(undefined, 'options');
    const [row] = await tx
      .update(customFields)
      .set({ name: body.name ?? current.name, type, options, updatedAt: new Date() })
      .where(eq(customFields.id, id))
      .returning();
    return toCustomField(row);
  });
}

/** The values leads had for it go with it (spec 2 §5: 'os dados do campo serão perdidos'). */
export async function deleteCustomField(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    await findVisibleField(tx, principal, id);
    await tx.delete(customFields).where(eq(customFields.id, id));
  });
}
