import { z } from 'zod';
import { NO_DRAWER_FILTERS, STATUS_TABS, type DrawerFilters, type StatusFilter } from './conversation-filters';

/**
 * The list's filters are remembered per workspace (spec 1 §4). Keys start with 'filters:' so a
 * workspace switch clears them (libs/ui clearSavedFilters), and carry the inbox id so one
 * workspace's choice never applies to another even when storage is shared.
 */
export const savedFilterKey = (inboxId: string, name: 'integrationId' | 'status' | 'drawer') =>
  `filters:messages:${inboxId}:${name}`;

export function parseSavedStatus(raw: string | null): StatusFilter {
  return parseStatusParam(raw) ?? 'ALL';
}

/** A tab named in the address (/messages?status=WAITING_HUMAN, the dashboard cards' links), if valid. */
export function parseStatusParam(raw: string | null | undefined): StatusFilter | null {
  return STATUS_TABS.find((tab) => tab.key === raw)?.key ?? null;
}

/** Whatever was stored (an older shape, a hand edit) reads as the nearest valid filters. */
const ZSavedDrawerFilters = z.object({
  tags: z.array(z.string().min(1)).catch([]),
  userId: z.string().min(1).optional().catch(undefined),
  showOnlyUnread: z.boolean().catch(false),
  slaOverdue: z.boolean().optional().catch(undefined),
});

export function parseSavedDrawerFilters(raw: string | null): DrawerFilters {
  if (!raw) return NO_DRAWER_FILTERS;
  try {
    const parsed = ZSavedDrawerFilters.safeParse(JSON.parse(raw));
    return parsed.success ? { ...parsed.data, tags: [...new Set(parsed.data.tags)] } : NO_DRAWER_FILTERS;
  } catch {
    return NO_DRAWER_FILTERS;
  }
}

export const serializeDrawerFilters = (filters: DrawerFilters): string => JSON.stringify(filters);
