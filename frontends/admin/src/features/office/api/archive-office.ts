import type { Ok } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation } from '@tanstack/react-query';

export const archiveOffice = (officeId: string) => api.post<Ok>(`/office/${officeId}/archive`);

/** No cache to refresh: the session ends right after an archive. */
export const useArchiveOffice = () => useMutation({ mutationFn: archiveOffice });
