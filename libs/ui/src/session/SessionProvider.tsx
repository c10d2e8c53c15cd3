import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveUser } from '@balcao/contracts';
import { api } from '../api/api-client';
import { LoadingSplash } from '../components/LoadingSplash';
import {
  clearSavedFilters,
  readSessionCookies,
  signOutAndRedirect,
  writeSessionCookies,
} from './session-cookies';

export interface SessionValue {
  user: ActiveUser;
  /** The workspace every list is requested for. */
  inboxId: string;
  officeId: string;
  refreshUser(): Promise<void>;
  signOut(): void;
  switchInbox(id: string): void;
}

export const ME_QUERY_KEY = ['auth', 'me'] as const;
/** Spec 3 §2.4: the page reloads 500 ms after a workspace switch. */
export const SWITCH_INBOX_RELOAD_MS = 500;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api.get<ActiveUser>('/auth/me', undefined, { silent: true }),
    staleTime: 60_000,
    retry: 1,
  });

/** Cookie choice when it is still one of the user's workspaces, else lastInboxUsed, else the first. */
export function pickInboxId(user: ActiveUser, cookieInboxId?: string): string {
  const ids = user.inboxes.map((inbox) => inbox.id);
  if (cookieInboxId && ids.includes(cookieInboxId)) return cookieInboxId;
  if (user.lastInboxUsed && ids.includes(user.lastInboxUsed)) return user.lastInboxUsed;
  return ids[0] ?? '';
}

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Shown while the active user loads. */
  fallback?: ReactNode;
  /** Client-side navigation (the shell passes its router's); defaults to a page load. */
  onNavigate?: (path: string) => void;
}

export function SessionProvider({ children, fallback, onNavigate }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const hasToken = Boolean(readSessionCookies().token);
  const me = useQuery({ ...meQueryOptions(), enabled: hasToken });

  const signOut = useCallback(() => {
    queryClient.clear();
    signOutAndRedirect();
  }, [queryClient]);

  const failed = !hasToken || (me.isError && !me.data);
  useEffect(() => {
    if (failed) signOut();
  }, [failed, signOut]);

  const user = me.data;
  const inboxId = user ? pickInboxId(user, readSessionCookies().inboxId) : '';

  useEffect(() => {
    if (!user) return;
    const cookies = readSessionCookies();
    if (cookies.inboxId !== inboxId || cookies.userId !== user.id || cookies.officeId !== user.officeId) {
      writeSessionCookies({ userId: user.id, officeId: user.officeId, inboxId: inboxId || undefined });
    }
  }, [user, inboxId]);

  const refetch = me.refetch;
  const refreshUser = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const switchInbox = useCallback(
    (id: string) => {
      if (!user) return;
      writeSessionCookies({ inboxId: id });
      clearSavedFilters();
      void api
        .patch(`/user/${user.id}`, { lastInboxUsed: id }, { silent: true })
        .catch((error: unknown) => console.error('Não foi possível salvar o último workspace usado', error))
        .finally(() => {
          if (onNavigate) onNavigate('/home');
          else window.history.pushState(null, '', '/home');
          window.setTimeout(() => window.location.reload(), SWITCH_INBOX_RELOAD_MS);
        });
    },
    [user, onNavigate],
  );

  const value = useMemo<SessionValue | null>(
    () => (user ? { user, inboxId, officeId: user.officeId, refreshUser, signOut, switchInbox } : null),
    [user, inboxId, refreshUser, signOut, switchInbox],
  );

  if (!value) return <>{fallback ?? <LoadingSplash />}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in session; remotes read it too (libs/ui is a shared singleton). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession precisa estar dentro de SessionProvider');
  return value;
}

/** Null outside a SessionProvider (e.g. on public pages). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}
