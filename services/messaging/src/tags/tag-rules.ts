import { and, eq, inArray } from 'drizzle-orm';
import type { TagModule } from '@balcao/contracts';
import { commonErrors } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { tags } from '../db/schema';
import { tagErrors } from '../shared/errors';

const notShownIn: Record<TagModule, (description?: string, field?: string) => Error> = {
  conversas: tagErrors.NOT_FOR_CONVERSAS,
  pessoas: tagErrors.NOT_FOR_PESSOAS,
  'fast-messages': tagErrors.NOT_FOR_FAST_MESSAGES,
  crm: tagErrors.NOT_FOR_CRM,
};

/**
 * Every id is a tag of this workspace (else 404, as any record of another workspace) and, when
 * `module` is given, one shown in that module (else 400 naming it).
 */
export async function assertWorkspaceTags(
  db: Executor,
  scope: { officeId: string; inboxId: string },
  tagIds: string[],
  module: TagModule | null,
  field = 'tagIds',
) {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: tags.id, modules: tags.modules })
    .from(tags)
    .where(and(inArray(tags.id, unique), eq(tags.officeId, scope.officeId), eq(tags.inboxId, scope.inboxId)));
  if (found.length !== unique.length) throw commonErrors.NOT_FOUND();
  if (module && found.some((tag) => !tag.modules.includes(module))) throw notShownIn[module](undefined, field);
}
