import type { Office } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { attendantUser, OFFICE_ID } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { OfficeSettings } from './OfficeSettings';

const office: Office = {
  id: OFFICE_ID,
  name: 'Souza Advocacia',
  email: 'contato@souza.adv.br',
  phoneNumber: '5511987654321',
  isPhoneVerified: true,
  inOnboarding: false,
  archivedAt: null,
  createdAt: '2025-03-05T12:00:00.000Z',
};

describe('OfficeSettings', () => {
  it('saves the office name and e-mail', async () => {
    const { backend } = renderWithSession(<OfficeSettings />, {
      routes: {
        [`GET /office/${OFFICE_ID}`]: () => ok(office),
        [`PATCH /office/${OFFICE_ID}`]: () => ok({ ...office, name: 'Souza & Lima Advocacia' }),
      },
    });

    const name = (await screen.findByLabelText('Nome do escritório')) as HTMLInputElement;
    expect(name.value).toBe('Souza Advocacia');
    expect((screen.getByLabelText('E-mail do escritório') as HTMLInputElement).value).toBe('contato@souza.adv.br');
    fireEvent.change(name, { target: { value: 'Souza & Lima Advocacia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Escritório atualizado')).toBeTruthy();
    expect(backend.requestsTo('PATCH', `/office/${OFFICE_ID}`).map((call) => call.body)).toEqual([
      { name: 'Souza & Lima Advocacia', email: 'contato@souza.adv.br' },
    ]);
  });

  it('rejects an invalid e-mail before calling the server', async () => {
    const { backend } = renderWithSession(<OfficeSettings />, {
      routes: { [`GET /office/${OFFICE_ID}`]: () => ok(office) },
    });

    fireEvent.change(await screen.findByLabelText('E-mail do escritório'), { target: { value: 'contato@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O e-mail informado está inválido')).toBeTruthy();
    expect(backend.requestsTo('PATCH', `/office/${OFFICE_ID}`)).toHaveLength(0);
  });

  it('archives the office only after the confirmation, then ends the session', async () => {
    const { backend } = renderWithSession(<OfficeSettings />, {
      routes: {
        [`GET /office/${OFFICE_ID}`]: () => ok(office),
        [`POST /office/${OFFICE_ID}/archive`]: () => ok({ success: true }),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar escritório' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nenhum usuário do escritório conseguirá mais entrar/)).toBeTruthy();
    expect(within(dialog).getByText(/são mantidos/)).toBeTruthy();
    expect(backend.requestsTo('POST', `/office/${OFFICE_ID}/archive`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Arquivar escritório' }));

    await waitFor(() => expect(backend.requestsTo('POST', `/office/${OFFICE_ID}/archive`)).toHaveLength(1));
    await waitFor(() => expect(document.cookie).not.toContain('chat-user-token'));
  });

  it("shows an attendant the office's data read-only, with no save and no archive", async () => {
    const { backend } = renderWithSession(<OfficeSettings />, {
      user: attendantUser(),
      routes: { [`GET /office/${OFFICE_ID}`]: () => ok(office) },
    });

    const name = (await screen.findByLabelText('Nome do escritório')) as HTMLInputElement;
    expect(name.value).toBe('Souza Advocacia');
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('E-mail do escritório') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Apenas o Gestor do escritório pode alterar os dados do escritório.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByText('Arquivar escritório')).toBeNull();
    expect(backend.requestsTo('PATCH', `/office/${OFFICE_ID}`)).toHaveLength(0);
  });
});
