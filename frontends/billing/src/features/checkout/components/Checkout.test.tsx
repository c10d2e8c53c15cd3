import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '../../../test/fixtures';
import { ok } from '@balcao/ui/testing';
import { renderPage } from '../../../test/render';
import { Checkout } from './Checkout';

describe('Checkout', () => {
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    vi.restoreAllMocks();
  });

  it('scrolls to its top and leaves cleanly where scrollIntoView returns a promise (Chromium does)', async () => {
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    const errors = vi.spyOn(console, 'error');
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    window.addEventListener('error', onError);

    const { unmount } = renderPage(<Checkout plan={PLANS[0]} onBack={() => undefined} />, { routes: { 'GET /subscription/credit-card': () => ok([]) } });
    await screen.findByText(/Finalize a assinatura do Plano Jovem Advogado/);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // Leaving the checkout ('Ir para Dashboard') unmounts it: its effect must not leave a promise as its clean-up.
    unmount();
    window.removeEventListener('error', onError);

    expect(uncaught).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/must not return anything|is not a function/));
  });
});
