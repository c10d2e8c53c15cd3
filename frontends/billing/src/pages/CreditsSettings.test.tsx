import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_CREDITS_MODULE_ID } from '@balcao/contracts';
import { RealtimeProvider } from '@balcao/ui';
import { ok, useFakeGateway } from '@balcao/ui/testing';
import { renderPage } from '../test/render';
import CreditsSettings from './CreditsSettings';

const gateway = useFakeGateway();
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');

describe('Créditos de IA', () => {
  it('steps by 5 from 100, totals at R$ 0,30 each, pays by PIX and is confirmed by the realtime frame', async () => {
    let available = 1200;
    const { backend } = renderPage(
      <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
        <CreditsSettings />
      </RealtimeProvider>,
      {
        path: '/settings?tab=credits',
        routes: {
          'GET /credits/summary': () => ok({ aiCredits: { carriedOver: 0, planTotal: 1500, purchased: 0, used: 300, available } }),
          'GET /credits/modules': () => ok([{ id: AI_CREDITS_MODULE_ID, name: 'AI Credits', amount: 30, billingType: 'PIX' }]),
          'GET /subscription/transactions': () => ok([]),
          'POST /credits/purchase': () =>
            ok({ invoiceId: 'inv-cred-1', credits: 105, value: 3150, qrCode: '000201pix-creditos', encodedImage: 'data:image/png;base64,iVBORw0KGgo=', pix: { encodedImage: 'data:image/png;base64,iVBORw0KGgo=', payload: '000201pix-creditos', expirationDate: null } }),
        },
      },
    );
    await waitFor(() => expect(text(screen.getByTestId('credits-available'))).toBe('1.200'));
    fireEvent.click(screen.getByRole('button', { name: /Comprar créditos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar créditos de IA' });

    const amount = within(dialog).getByLabelText('Quantidade de créditos') as HTMLInputElement;
    const total = () => text(within(dialog).getByTestId('credits-total'));
    expect(amount.value).toBe('100');
    expect(total()).toBe('R$ 30,00');
    expect((within(dialog).getByRole('button', { name: 'Diminuir créditos' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aumentar créditos' }));
    expect(amount.value).toBe('105');
    expect(total()).toBe('R$ 31,50');
    fireEvent.click(within(dialog).getByRole('button', { name: '1.000' }));
    expect(total()).toBe('R$ 300,00');
    // A typed amount off the step is rounded to a multiple of 5, never below 100.
    fireEvent.change(amount, { target: { value: '42' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('100');
    fireEvent.change(amount, { target: { value: '107' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('105');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar PIX' }));
    expect(await within(dialog).findByAltText('QR Code do PIX')).toBeTruthy();
    expect(backend.requestsTo('POST', '/credits/purchase')[0]?.body).toEqual({ amount: 105, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'PIX', creditCardId: '' });
    expect((within(dialog).getByLabelText('Código PIX copia e cola') as HTMLInputElement).value).toBe('000201pix-creditos');

    // Voltar returns to the choice; paying again shows the QR code.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).getByLabelText('Quantidade de créditos')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar PIX' }));
    await within(dialog).findByAltText('QR Code do PIX');

    available = 1305;
    await waitFor(() => expect(gateway.received.filter((frame) => frame.event === 'subscribeToOffice').length).toBeGreaterThan(0));
    await gateway.push('paymentReceived', { success: true, transactionReceiptUrl: null, invoiceId: 'inv-cred-1', purpose: 'credits' });
    expect(await within(dialog).findByText('Pagamento Confirmado!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(text(screen.getByTestId('credits-available'))).toBe('1.305'));
  }, 90_000);
});
