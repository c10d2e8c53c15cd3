import type { Integration } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { readStored, writeStored } from '../../../lib/local-storage';
import { pickDefaultDevice } from '../../integrations/lib/integration-status';
import {
  normalizeSearch,
  SEARCH_DEBOUNCE_MS,
  STATUS_TABS,
  type ConversationListFilter,
  type StatusFilter,
} from '../lib/conversation-filters';

/** Saved list filters start with 'filters:' so a workspace switch clears them (libs/ui). */
const DEVICE_KEY = 'filters:messages:integrationId';
const STATUS_KEY = 'filters:messages:status';

function readStatus(): StatusFilter {
  const stored = readStored(STATUS_KEY);
  return STATUS_TABS.some((tab) => tab.key === stored) ? (stored as StatusFilter) : 'ALL';
}

/** The list's device, status tab and search, remembered for the workspace. */
export function useConversationFilters(devices: readonly Integration[] | undefined) {
  const { inboxId } = useSession();
  const [chosenDeviceId, setChosenDeviceId] = useState<string | null>(() => readStored(DEVICE_KEY));
  const [status, setStatusState] = useState<StatusFilter>(readStatus);
  const [search, setSearch] = useState('');
  const content = normalizeSearch(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));

  const device = devices ? pickDefaultDevice(devices, chosenDeviceId) : undefined;

  const setDeviceId = useCallback((id: string) => {
    setChosenDeviceId(id);
    writeStored(DEVICE_KEY, id);
  }, []);
  const setStatus = useCallback((next: StatusFilter) => {
    setStatusState(next);
    writeStored(STATUS_KEY, next);
  }, []);

  const filter = useMemo<ConversationListFilter>(
    () => ({ inboxId, integrationId: device?.id, status, content }),
    [inboxId, device?.id, status, content],
  );

  return { device, setDeviceId, status, setStatus, search, setSearch, filter };
}
