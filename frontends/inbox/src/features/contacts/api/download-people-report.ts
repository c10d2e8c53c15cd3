import { peopleReportFileName, type PeopleReportBody } from '@balcao/contracts';
import { API_BASE, ApiRequestError, errorMessageOf, readSessionCookies, saveFile, signOutAndRedirect, type ApiErrorBody } from '@balcao/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /people/report answers the file itself, so this reads a Blob where libs/ui's api client
 * reads JSON; the session token and the error shape are the client's. No toast here: the
 * report modal shows the spec's own messages.
 */
export async function fetchPeopleReport(body: PeopleReportBody): Promise<Blob> {
  const { token } = readSessionCookies();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/people/report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, null, errorMessageOf(null));
  }
  if (response.ok) return response.blob();

  const errorBody = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && token) signOutAndRedirect();
  throw new ApiRequestError(response.status, errorBody, errorMessageOf(errorBody));
}

/** Builds the report on the server and saves it under the chosen name. */
export const useDownloadPeopleReport = () =>
  useMutation({
    mutationFn: async (body: PeopleReportBody) => {
      const file = await fetchPeopleReport(body);
      saveFile(file, peopleReportFileName(body.fileName, body.format));
    },
  });
