import type { DeletePeopleBody, ZDeletePeopleResponse } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from '../../conversations/api/get-conversations';
import type { z } from 'zod';
import { peopleQueryKey } from './get-people';

type DeletePeopleResponse = z.infer<typeof ZDeletePeopleResponse>;

/** One or many contacts: DELETE /people { ids } (spec 1 §7). */
export const deletePeople = ({ ids }: DeletePeopleBody & { inboxId: string }) =>
  api.delete<DeletePeopleResponse>('/people', { ids });

export const useDeletePeople = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePeople,
    onSuccess: (_result, { inboxId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleQueryKey(inboxId) }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]),
  });
};
