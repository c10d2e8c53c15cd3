import { peopleReportFileName, type PeopleReportBody } from '@balcao/contracts';
import { fetchFile, saveFile } from '@balcao/ui';
import { useMutation } from '@tanstack/react-query';

/** POST /people/report answers the file itself. No toast here: the report modal shows the spec's own messages. */
export const fetchPeopleReport = (body: PeopleReportBody): Promise<Blob> => fetchFile('POST', '/people/report', body);

/** Builds the report on the server and saves it under the chosen name. */
export const useDownloadPeopleReport = () =>
  useMutation({
    mutationFn: async (body: PeopleReportBody) => {
      const file = await fetchPeopleReport(body);
      saveFile(file, peopleReportFileName(body.fileName, body.format));
    },
  });
