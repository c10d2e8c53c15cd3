import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { activeUser, CURRENT_USER_ID, users } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { PreferenceSettings } from './PreferenceSettings';

const USER_PATH = `/user/${CURRENT_USER_ID}`;

describe('PreferenceSettings', () => {
  // jsdom has no media playback; the preview stops the previous sound on unmount.
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('shows the saved sound and offers every sound plus Desativado', async () => {
    renderWithSession(<PreferenceSettings />, { user: activeUser({ notificationSound: 'tick.mp3' }) });

    expect(((await screen.findByRole('radio', { name: 'Tique' })) as HTMLInputElement).checked).toBe(true);
    for (const label of ['Desativado', 'Pop', 'Clique', 'Popup']) {
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    }
  });

  it('saves the sound as soon as it is chosen and refreshes the session', async () => {
    const view = renderWithSession(<PreferenceSettings />, {
      routes: { [`PATCH ${USER_PATH}`]: () => ok({ ...users[0], notificationSound: '' }) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Desativado' }));
    view.setUser(activeUser({ notificationSound: '' }));

    expect(await screen.findByText('Preferências salvas!')).toBeTruthy();
    expect(view.backend.requestsTo('PATCH', USER_PATH).map((call) => call.body)).toEqual([{ notificationSound: '' }]);
    await waitFor(() => expect(view.backend.requestsTo('GET', '/auth/me').length).toBeGreaterThan(1));
    expect((screen.getByRole('radio', { name: 'Desativado' }) as HTMLInputElement).checked).toBe(true);
  });

  it('tries the second update variant once when the first fails', async () => {
    let attempts = 0;
    const { backend } = renderWithSession(<PreferenceSettings />, {
      routes: {
        [`PATCH ${USER_PATH}`]: () => (++attempts === 1 ? apiError(500, 'Erro interno no servidor') : ok(users[0])),
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Clique' }));

    expect(await screen.findByText('Preferências salvas!')).toBeTruthy();
    expect(backend.requestsTo('PATCH', USER_PATH).map((call) => call.body)).toEqual([
      { notificationSound: 'click.mp3' },
      { id: CURRENT_USER_ID, notificationSound: 'click.mp3' },
    ]);
  });

  it('says the preference was not saved when both variants fail, and keeps the saved sound', async () => {
    const { backend } = renderWithSession(<PreferenceSettings />, {
      routes: { [`PATCH ${USER_PATH}`]: () => apiError(500, 'Erro interno no servidor') },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Popup' }));

    expect(await screen.findByText('Erro ao salvar preferências')).toBeTruthy();
    expect(screen.getByText('Ocorreu um erro ao atualizar suas configurações.')).toBeTruthy();
    expect(backend.requestsTo('PATCH', USER_PATH)).toHaveLength(2);
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Pop' }) as HTMLInputElement).checked).toBe(true));
  });

  it('previews a sound from /notifications at volume 0.6', async () => {
    const played: { src: string; volume: number }[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push({ src: this.src, volume: this.volume });
      return Promise.resolve();
    });
    renderWithSession(<PreferenceSettings />);

    fireEvent.click(await screen.findByRole('button', { name: 'Ouvir Clique' }));

    const src = new URL('/notifications/click.mp3', window.location.href).href;
    await waitFor(() => expect(played).toEqual([{ src, volume: 0.6 }]));
  });

  it('says so when the browser cannot play the sound', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('bloqueado', 'NotAllowedError'));
    renderWithSession(<PreferenceSettings />);

    fireEvent.click(await screen.findByRole('button', { name: 'Ouvir Pop' }));

    expect(await screen.findByText('Erro no som')).toBeTruthy();
    expect(screen.getByText('Não foi possível reproduzir o som selecionado.')).toBeTruthy();
  });
});
