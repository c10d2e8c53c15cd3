import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, renderPage } from '@balcao/ui/testing';
import { testUser } from '../notifications/testing';
import { attachmentError } from './TicketForm';
import { SupportModal } from './SupportModal';

const contacts = { email: 'suporte@balcao.dev', whatsappNumber: '5511930000000', hours: 'Segunda a sexta, das 8h às 22h', averageResponse: '2 horas' };

function renderModal(ticket = () => ok({ id: 't1', type: 'technical', description: 'x', attachmentName: null, createdAt: '' }, 201)) {
  const onClose = vi.fn();
  const view = renderPage(<SupportModal open onClose={onClose} />, {
    user: testUser(),
    path: '/home',
    route: '/home',
    routes: { 'GET /support/contacts': () => ok(contacts), 'POST /support/ticket': ticket },
  });
  return { ...view, onClose };
}

const pickType = async (label: string) => {
  fireEvent.mouseDown(await screen.findByLabelText('Tipo do problema'));
  fireEvent.click(await screen.findByTitle(label));
};

describe('the support modal', () => {
  it('sends a ticket with its type, description and attachment, then closes', async () => {
    const { backend, onClose } = renderModal();
    await pickType('Problema técnico');
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'O QR Code não aparece.' } });
    const file = new File(['%PDF-1.4'], 'tela.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByText('tela.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar ticket' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = backend.requestsTo('POST', '/support/ticket')[0].body as FormData;
    expect(form.get('type')).toBe('technical');
    expect(form.get('description')).toBe('O QR Code não aparece.');
    expect((form.get('attachment') as File).name).toBe('tela.pdf');
  });

  it('asks for the type and the description', async () => {
    const { backend } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar ticket' }));
    expect(await screen.findByText('Selecione o tipo do problema')).toBeTruthy();
    expect(screen.getByText('Descreva o problema')).toBeTruthy();
    expect(backend.requestsTo('POST', '/support/ticket')).toHaveLength(0);
  });

  it('refuses other file types and files over 10 MB before sending', async () => {
    expect(attachmentError({ name: 'planilha.xlsx', size: 10 })).toBe('Anexo inválido: envie jpg, jpeg, png, pdf, doc ou docx');
    expect(attachmentError({ name: 'foto.JPG', size: 10 * 1024 * 1024 + 1 })).toBe('O anexo pode ter no máximo 10 MB');
    expect(attachmentError({ name: 'contrato.docx', size: 1024 })).toBeNull();
    renderModal();
    await screen.findByLabelText('Tipo do problema');
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(await screen.findByText('Anexo inválido: envie jpg, jpeg, png, pdf, doc ou docx')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    renderModal(() => apiError(502, 'Não foi possível enviar o ticket'));
    await pickType('Outro assunto');
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Ajuda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar ticket' }));
    expect(await screen.findByText('Não foi possível enviar o ticket')).toBeTruthy();
  });

  it('offers WhatsApp and Email with the support contacts', async () => {
    renderModal();
    fireEvent.click(await screen.findByRole('tab', { name: 'WhatsApp' }));
    const whatsapp = await screen.findByRole('link', { name: /Abrir WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511930000000\?text=/);
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect((await screen.findByRole('link', { name: /Enviar e-mail/ })).getAttribute('href')).toMatch(/^mailto:suporte@balcao\.dev/);
  });
});
