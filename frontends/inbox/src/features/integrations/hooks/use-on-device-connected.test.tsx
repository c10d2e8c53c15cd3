import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { DEVICE_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { INTEGRATION_MESSAGES } from '../lib/qr-instructions';
import { useOnDeviceConnected } from './use-on-device-connected';

function PairedDevice() {
  const onDeviceConnected = useOnDeviceConnected();
  return (
    <button type="button" onClick={() => onDeviceConnected(DEVICE_ID)}>
      Pareado
    </button>
  );
}

const setTabHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('a device just paired', () => {
  afterEach(() => setTabHidden(false));

  it("says 'Integração conectada com sucesso', then that the contacts are being imported", async () => {
    renderPage(<PairedDevice />, { routes: { 'POST /office/import-contacts': () => ok({ imported: 0 }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pareado' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.connected)).toBeTruthy();
    expect(await screen.findByText(INTEGRATION_MESSAGES.importing, undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('keeps both notices, in order, for when the user comes back from the phone tab', async () => {
    renderPage(<PairedDevice />, { routes: { 'POST /office/import-contacts': () => ok({ imported: 0 }) } });
    const button = await screen.findByRole('button', { name: 'Pareado' });
    setTabHidden(true);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 2500));

    setTabHidden(false);
    await waitFor(() => expect(screen.queryByText(INTEGRATION_MESSAGES.connected)).toBeTruthy());
    expect(screen.queryByText(INTEGRATION_MESSAGES.importing)).toBeNull();
    expect(await screen.findByText(INTEGRATION_MESSAGES.importing, undefined, { timeout: 3000 })).toBeTruthy();
  });
});
