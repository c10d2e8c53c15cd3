import type { Availability } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const availabilityQueryKey = ['availability'] as const;

export const getAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: availabilityQueryKey, queryFn: () => api.get<Availability>('/availability') });

/** The signed-in user's own 'Disponível / Ausente' switch, kept on the server (issue 40 §2). */
export const useAvailability = () => useQuery(getAvailabilityQueryOptions());

export const useUpdateAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => api.put<Availability>('/availability', { available }),
    onSuccess: (availability) => queryClient.setQueryData(availabilityQueryKey, availability),
  });
};
