import { ApiRequestError, errorMessageOf, toast } from '@balcao/ui';

/** A change that did not save: says what failed and why, in place of the generic error toast. */
export const toastSaveFailed = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? errorMessageOf(error.body) : undefined);
