import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { FUNNEL_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { CustomFieldsModal } from './CustomFieldsModal';

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
};

describe('Campos Personalizados', () => {
  it('starts empty, asks a selection for its options and saves them comma-joined', async () => {
    const { backend } = renderPage(<CustomFieldsModal funnelId={FUNNEL_ID} onClose={() => undefined} />, {
      routes: {
        'GET /funnel-custom-field': () => ok([]),
        'POST /funnel-custom-field': (request) => ok({ id: 'campo', createdAt: '', updatedAt: '', ...(request.body as object) }, 201),
      },
    });
    expect(await screen.findByText('Nenhum campo personalizado criado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Adicionar novo campo/ }));

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Área do direito' } });
    await pick('Tipo', 'Seleção');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Opções obrigatórias')).toBeTruthy();

    for (const option of ['Trabalhista', 'Cível', 'cível']) {
      fireEvent.change(screen.getByPlaceholderText('Nova opção'), { target: { value: option } });
      fireEvent.click(within(dialog).getByRole('button', { name: /Adicionar$/ }));
    }
    expect(await screen.findByText('Opção duplicada')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(backend.requestsTo('POST', '/funnel-custom-field')[0]?.body).toEqual({
        funnelId: FUNNEL_ID,
        name: 'Área do direito',
        type: 'select',
        options: 'Trabalhista,Cível',
      }),
    );
  });
});
