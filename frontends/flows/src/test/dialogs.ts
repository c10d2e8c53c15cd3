import { screen, waitFor, within } from '@testing-library/react';

/** antd titles every dialog with the same test id under jsdom, so find it by the title it shows. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((candidate) => within(candidate).queryAllByText(title).length > 0);
    if (!dialog) throw new Error(`Diálogo "${title}" não encontrado`);
    return dialog;
  });
}
