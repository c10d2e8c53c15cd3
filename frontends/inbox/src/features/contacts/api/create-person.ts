import type { Person, ZCreatePersonBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { peopleQueryKey } from './get-people';

/** What the form sends: the phone as digits (the server adds 55), optional fields left out. */
export type CreatePersonInput = z.input<typeof ZCreatePersonBody>;

/** The key stays the same for every retry of one form, so a double submit creates one contact. */
export const createPerson = ({ body, idempotencyKey }: { body: CreatePersonInput; idempotencyKey: string }) =>
  api.post<Person>('/people', body, { idempotencyKey });

export const useCreatePerson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: (person) => queryClient.invalidateQueries({ queryKey: peopleQueryKey(person.inboxId) }),
  });
};
