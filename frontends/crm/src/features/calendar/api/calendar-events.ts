import type { CalendarEvent, CreateCalendarEventBody, UpdateCalendarEventBody } from '@balcao/contracts';
import { api, useSession } from '@balcao/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What the dialog saves; the workspace is added here. */
export type CalendarEventBody = Omit<CreateCalendarEventBody, 'inboxId'>;

export const calendarEventsKey = (inboxId: string) => ['calendar-events', inboxId] as const;

export const calendarEventsQueryOptions = (inboxId: string, start: string, end: string) =>
  queryOptions({
    queryKey: [...calendarEventsKey(inboxId), { start, end }] as const,
    queryFn: ({ signal }) => api.get<CalendarEvent[]>('/calendar-event', { inboxId, start, end }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (range: { start: string; end: string } | null) => {
  const { inboxId } = useSession();
  return useQuery({ ...calendarEventsQueryOptions(inboxId, range?.start ?? '', range?.end ?? ''), enabled: Boolean(range) });
};

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  const { inboxId } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: calendarEventsKey(inboxId) });
}

export function useCreateCalendarEvent() {
  const { inboxId } = useSession();
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: CalendarEventBody) => api.post<CalendarEvent>('/calendar-event', { ...body, inboxId }),
    onSuccess: invalidate,
  });
}

export function useUpdateCalendarEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCalendarEventBody & { id: string }) => api.patch<CalendarEvent>(`/calendar-event/${id}`, body),
    onSettled: invalidate,
  });
}

export function useDeleteCalendarEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/calendar-event/${id}`),
    onSuccess: invalidate,
  });
}
