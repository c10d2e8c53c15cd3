import type { Office, UpdateOfficeBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeQueryKey } from './get-office';

export const updateOffice = ({ id, body }: { id: string; body: UpdateOfficeBody }) =>
  api.patch<Office>(`/office/${id}`, body);

export const useUpdateOffice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffice,
    onSuccess: (office) => {
      queryClient.setQueryData(officeQueryKey(office.id), office);
      return queryClient.invalidateQueries({ queryKey: officeQueryKey(office.id) });
    },
  });
};
