import { Button, Flex } from 'antd';

type Props = {
  onCancel: () => void;
  onSubmit: () => void;
  saving: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  danger?: boolean;
};

/** Cancelar and the submit button of a form modal; the submit one spins while saving. */
export function ModalFooter({ onCancel, onSubmit, saving, submitLabel = 'Salvar', submitDisabled, danger }: Props) {
  return (
    <Flex justify="end" gap="small">
      <Button onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="primary" danger={danger} loading={saving} disabled={submitDisabled} onClick={onSubmit}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
