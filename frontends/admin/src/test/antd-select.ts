import { fireEvent, waitFor, within } from '@testing-library/react';
import { screen } from '@testing-library/react';

/** Opens the antd Select labelled `label` and clicks the option `optionText`, as a user would. */
export async function chooseOption(label: string, optionText: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const listId = input.getAttribute('aria-controls');
  const popup = await waitFor(() => {
    const list = listId ? document.getElementById(listId) : null;
    const dropdown = list?.closest('.ant-select-dropdown');
    if (!(dropdown instanceof HTMLElement)) throw new Error(`Lista de opções de '${label}' não abriu`);
    return dropdown;
  });
  fireEvent.click(within(popup).getByTitle(optionText));
}
