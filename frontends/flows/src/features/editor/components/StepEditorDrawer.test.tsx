import type { FlowContent, FlowStep } from '@balcao/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../../test/dialogs';
import { renderPage } from '../../../test/render';
import { StepEditorDrawer } from './StepEditorDrawer';

const menu: FlowStep = {
  id: 'menu',
  type: 'list',
  content: '',
  nextStepId: null,
  options: [
    { title: 'Ver meu processo', nextStepId: null },
    { title: '', nextStepId: null },
  ],
};
const content: FlowContent = { initialStepId: 'menu', steps: [menu] };

describe('StepEditorDrawer', () => {
  it('checks the options step again as it is fixed: the red banner goes once nothing is missing', async () => {
    const onSave = vi.fn();
    renderPage(<StepEditorDrawer initial={[menu]} isNew={false} nodeId="menu" content={content} onSave={onSave} onClose={() => undefined} />);
    const editor = await findDialog('Editar etapa: Pedir escolha');
    const banner = () => editor.querySelector('.ant-alert-error');

    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar etapa' }));
    await waitFor(() => expect(banner()?.textContent).toContain('É necessário adicionar uma mensagem antes das opções.'));
    expect(banner()?.textContent).toContain('É necessário adicionar pelo menos 2 opções com título preenchido.');

    // Each fix takes its own problem off the banner; the last one takes the banner away.
    fireEvent.change(within(editor).getByLabelText(/^Mensagem/), { target: { value: 'Como podemos ajudar?' } });
    await waitFor(() => expect(banner()?.textContent).not.toContain('mensagem antes das opções'));
    expect(banner()?.textContent).toContain('pelo menos 2 opções');
    fireEvent.change(within(editor).getByLabelText('Título da opção 2'), { target: { value: 'Falar com alguém' } });
    await waitFor(() => expect(banner()).toBeNull());

    fireEvent.click(within(editor).getByRole('button', { name: 'Salvar etapa' }));
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ content: 'Como podemos ajudar?' })]);
  });
});
