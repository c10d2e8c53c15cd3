import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_ID } from '../../../test/fixtures';
import { carlos, renderOpenConversation } from '../../conversation-details/test/open-conversation';

/** Lays the header out at `width` px (jsdom lays nothing out). */
function headerWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const measured = this.dataset.testid === 'conversation-header' ? width : 0;
    return { width: measured, height: 68, x: 0, y: 0, top: 0, left: 0, right: measured, bottom: 68, toJSON: () => ({}) } as DOMRect;
  });
}

const openHumanConversation = () =>
  renderOpenConversation({ conversations: [carlos({ status: 'HUMAN_INTERACTIVE', user: { id: CURRENT_USER_ID, name: 'Ana Souza' } })] });

describe('conversation header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the labelled actions where the header has room', async () => {
    headerWidth(1100);
    openHumanConversation();
    const header = within(await screen.findByTestId('conversation-header'));
    expect((await header.findByRole('button', { name: 'Transferir' })).textContent).toBe('Transferir');
    expect(header.getByRole('button', { name: 'Encerrar atendimento humano' }).textContent).toBe('Encerrar atendimento humano');
  });

  it('turns the actions into icon buttons when narrow, so the name and status stay readable', async () => {
    headerWidth(480);
    openHumanConversation();
    const header = within(await screen.findByTestId('conversation-header'));
    await waitFor(() => expect(header.getByRole('button', { name: 'Transferir' }).textContent).toBe(''));
    expect(header.getByRole('button', { name: 'Encerrar atendimento humano' }).textContent).toBe('');
    expect(header.getByText('Carlos Pereira')).toBeTruthy();
    expect(header.getByText('Atendido por Ana Souza')).toBeTruthy();
  });
});
