import type { AnswerTime, CardsInfo, ChartSeries, NewLeads, RecentConsultations, RecentContacts } from '@balcao/contracts';
import { api, useInboxSubscription, useRealtimeEvent, useSession, type Query } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export interface HomeRangeQuery {
  startDate: string;
  endDate: string;
}

/** What each `GET /homepage/<route>` answers. */
export interface HomeData {
  'cards-info': CardsInfo;
  crms: ChartSeries;
  'answer-time': AnswerTime;
  'new-leads': NewLeads;
  'attendance-status': ChartSeries;
  'legal-areas': ChartSeries;
  'recent-consultations': RecentConsultations;
  'recent-contacts': RecentContacts;
}
type HomeRoute = keyof HomeData;

/** Spec 2 §7: home queries fall back to zeros or an empty list on error. */
export const EMPTY: HomeData = {
  'cards-info': { conversasEmAndamento: 0, aguardandoResposta: 0, atendimentoPorIA: 0, atendimentoHumano: 0 },
  crms: { data: [] },
  'answer-time': { averageResponseTimeMinutes: 0, totalConversations: 0, totalMessages: 0, data: [] },
  'new-leads': { totalLeads: 0, percentageChange: 0, currentMonth: [], previousMonth: [] },
  'attendance-status': { data: [] },
  'legal-areas': { data: [] },
  'recent-consultations': { data: [] },
  'recent-contacts': { contacts: [], totalContactsThisMonth: 0 },
};

export const homeKey = (inboxId: string) => ['homepage', inboxId] as const;

export const homeQueryOptions = <R extends HomeRoute>(route: R, query: Query & { inboxId: string }) =>
  queryOptions({
    queryKey: [...homeKey(query.inboxId), route, query] as const,
    queryFn: async ({ signal }): Promise<HomeData[R]> => {
      try {
        // Silent: a figure that fails shows its zeros, not an error toast per card.
        return await api.get<HomeData[R]>(`/homepage/${route}`, query, { signal, silent: true });
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(`Falha ao carregar /homepage/${route}`, error);
        return EMPTY[route];
      }
    },
    placeholderData: keepPreviousData,
    // The figures move as conversations happen.
    refetchInterval: 30_000,
  });

/** One dashboard figure for the session's workspace and the picked period. */
export function useHomeMetric<R extends Exclude<HomeRoute, 'recent-contacts'>>(route: R, range: HomeRangeQuery) {
  const { inboxId } = useSession();
  const query = useQuery(homeQueryOptions(route, { inboxId, ...range }));
  return { ...query, data: query.data ?? EMPTY[route] };
}

export function useRecentContacts() {
  const { inboxId } = useSession();
  const query = useQuery(homeQueryOptions('recent-contacts', { inboxId }));
  return { ...query, data: query.data ?? EMPTY['recent-contacts'] };
}

/**
 * A conversation frame of the workspace (a take-over, a transfer, a finish, a new client) asks
 * for the figures that follow the conversations again. The dashboard's projection takes the same
 * event a moment after the frame, so they are asked twice: soon, and once more a little later.
 */
export const LIVE_REFRESH_DELAYS_MS = [1_000, 4_000];
const LIVE_ROUTES: HomeRoute[] = ['cards-info', 'attendance-status', 'recent-contacts'];

export function useLiveConversationFigures() {
  const { inboxId } = useSession();
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useInboxSubscription(inboxId);
  useRealtimeEvent('conversation:list:update', () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = LIVE_REFRESH_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        for (const route of LIVE_ROUTES) void queryClient.invalidateQueries({ queryKey: [...homeKey(inboxId), route] });
      }, delay),
    );
  });
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
}
