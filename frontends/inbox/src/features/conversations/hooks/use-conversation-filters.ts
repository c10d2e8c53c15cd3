import type { Integration } from '@balcao/contracts';
import { useDebouncedValue, useSession } from '@balcao/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStored, writeStored } from '../../../lib/local-storage';
import { getAttendantsQueryOptions } from '../../attendants/api/get-attendants';
import { pickDefaultDevice } from '../../integrations/lib/integration-status';
import { getTagsQueryOptions, tagsOfModule } from '../../tags/api/get-tags';
import {
  hasActiveFilters,
  NO_DRAWER_FILTERS,
  normalizeSearch,
  SEARCH_DEBOUNCE_MS,
  type ConversationListFilter,
  type DrawerFilters,
  type StatusFilter,
} from '../lib/conversation-filters';
import { parseSavedDrawerFilters, parseSavedStatus, parseStatusParam, savedFilterKey, serializeDrawerFilters } from '../lib/saved-filters';

/**
 * A saved tag or attendant may have been deleted since; once the workspace's tags and
 * attendants are known, those are left out instead of emptying the list for no visible reason.
 */
function useStillExisting(inboxId: string, saved: DrawerFilters): DrawerFilters {
  const tags = useQuery({
    ...getTagsQueryOptions(inboxId),
    select: (all) => tagsOfModule(all, 'conversas').map((tag) => tag.id),
    enabled: saved.tags.length > 0,
  });
  const attendants = useQuery({
    ...getAttendantsQueryOptions(inboxId),
    select: (list) => list.data.map((user) => user.id),
    enabled: Boolean(saved.userId),
  });
  return useMemo(() => {
    const tagIds = tags.data;
    const userIds = attendants.data;
    return {
      tags: tagIds ? saved.tags.filter((id) => tagIds.includes(id)) : saved.tags,
      userId: saved.userId && userIds && !userIds.includes(saved.userId) ? undefined : saved.userId,
      showOnlyUnread: saved.showOnlyUnread,
      slaOverdue: saved.slaOverdue,
    };
  }, [saved, tags.data, attendants.data]);
}

/**
 * The list's device, status tab, search and drawer filters, remembered for the workspace. A tab
 * named in the address (`addressedStatus`, from a dashboard card) is chosen over the remembered one.
 */
export function useConversationFilters(devices: readonly Integration[] | undefined, addressedStatus?: string | null) {
  const { inboxId } = useSession();
  const [chosenDeviceId, setChosenDeviceId] = useState<string | null>(() => readStored(savedFilterKey(inboxId, 'integrationId')));
  const [status, setStatusState] = useState<StatusFilter>(
    () => parseStatusParam(addressedStatus) ?? parseSavedStatus(readStored(savedFilterKey(inboxId, 'status'))),
  );
  const [saved, setSaved] = useState<DrawerFilters>(() => parseSavedDrawerFilters(readStored(savedFilterKey(inboxId, 'drawer'))));
  const [search, setSearch] = useState('');
  const content = normalizeSearch(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const drawer = useStillExisting(inboxId, saved);

  const device = devices ? pickDefaultDevice(devices, chosenDeviceId) : undefined;

  const setDeviceId = useCallback(
    (id: string) => {
      setChosenDeviceId(id);
      writeStored(savedFilterKey(inboxId, 'integrationId'), id);
    },
    [inboxId],
  );
  const setStatus = useCallback(
    (next: StatusFilter) => {
      setStatusState(next);
      writeStored(savedFilterKey(inboxId, 'status'), next);
    },
    [inboxId],
  );
  // Following a card's link while on /messages already.
  useEffect(() => {
    const addressed = parseStatusParam(addressedStatus);
    if (addressed) setStatus(addressed);
  }, [addressedStatus, setStatus]);
  const setDrawer = useCallback(
    (next: DrawerFilters) => {
      setSaved(next);
      writeStored(savedFilterKey(inboxId, 'drawer'), serializeDrawerFilters(next));
    },
    [inboxId],
  );
  const changeDrawer = useCallback((changes: Partial<DrawerFilters>) => setDrawer({ ...drawer, ...changes }), [drawer, setDrawer]);
  const clearDrawer = useCallback(() => setDrawer(NO_DRAWER_FILTERS), [setDrawer]);

  const filter = useMemo<ConversationListFilter>(
    () => ({
      inboxId,
      integrationId: device?.id,
      status,
      content,
      tags: drawer.tags.length > 0 ? [...drawer.tags].sort() : undefined,
      userId: drawer.userId,
      showOnlyUnread: drawer.showOnlyUnread || undefined,
      slaOverdue: drawer.slaOverdue || undefined,
    }),
    [inboxId, device?.id, status, content, drawer],
  );

  return {
    device,
    setDeviceId,
    status,
    setStatus,
    search,
    setSearch,
    drawer,
    changeDrawer,
    clearDrawer,
    filtersActive: hasActiveFilters(drawer),
    filter,
  };
}
