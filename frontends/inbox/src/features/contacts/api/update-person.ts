import type { Person, ZUpdatePersonBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { conversationsQueryKey } from '../../conversations/api/get-conversations';
import { peopleQueryKey } from './get-people';

/** What the form sends: the phone as digits (the server adds 55), null clears an optional field. */
export type UpdatePersonInput = z.input<typeof ZUpdatePersonBody>;

export const updatePerson = ({ id, body }: { id: string; body: UpdatePersonInput }) =>
  api.patch<Person>(`/people/${id}`, body);

export const useUpdatePerson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    // Conversations show the contact's name and number too.
    onSuccess: (person) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleQueryKey(person.inboxId) }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]),
  });
};
