import type { SupportContacts, SupportTicket } from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'contacts'] as const,
    queryFn: ({ signal }) => api.get<SupportContacts>('/support/contacts', undefined, { signal }),
    staleTime: Infinity,
  });

export const useSupportContacts = (enabled: boolean) => useQuery({ ...supportContactsQueryOptions(), enabled });

export interface TicketInput {
  type: string;
  description: string;
  attachment: File | null;
}

export function useOpenTicket() {
  return useMutation({
    mutationFn: ({ type, description, attachment }: TicketInput) => {
      const form = new FormData();
      form.append('type', type);
      form.append('description', description);
      if (attachment) form.append('attachment', attachment, attachment.name);
      return api.upload<SupportTicket>('/support/ticket', form, { idempotencyKey: newIdempotencyKey(), silent: true });
    },
  });
}
