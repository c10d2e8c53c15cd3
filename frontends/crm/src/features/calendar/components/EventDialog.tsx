import { ModalOrDrawer, toast } from '@balcao/ui';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { ContactSelect, type ContactChoice } from '../../contacts/components/ContactSelect';
import { TIME_OPTIONS, validateDraft, type EventDraft } from '../lib/event-form';
import { EventColorPicker } from './EventColorPicker';

interface EventDialogProps {
  /** The event being edited, or null to create one. */
  editing: { id: string; contact: ContactChoice | null } | null;
  initial: EventDraft;
  saving: boolean;
  onSave: (draft: EventDraft) => void;
  onDelete: () => void;
  onClose: () => void;
}

const timeOptions = TIME_OPTIONS.map((time) => ({ value: time, label: time }));

/** 'Criar Evento' / 'Editar Evento' (spec 2 §2.3) with the checks of spec 2 §5 as toasts. */
export function EventDialog({ editing, initial, saving, onSave, onDelete, onClose }: EventDialogProps) {
  const [draft, setDraft] = useState(initial);
  const change = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    const error = validateDraft(draft);
    if (error) toast.error(error.title, error.description);
    else onSave(draft);
  };

  const footer = (
    <Flex justify="space-between" gap="small">
      <div>
        {editing && (
          <Popconfirm title="Excluir este evento?" okText="Excluir" cancelText="Cancelar" okButtonProps={{ danger: true }} onConfirm={onDelete}>
            <Button danger disabled={saving}>
              Excluir
            </Button>
          </Popconfirm>
        )}
      </div>
      <Flex gap="small">
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" loading={saving} onClick={submit}>
          Salvar
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <ModalOrDrawer open title={editing ? 'Editar Evento' : 'Criar Evento'} onClose={onClose} footer={footer} closable={!saving}>
      <Form layout="vertical" component="div">
        <Form.Item label="Título" htmlFor="event-title">
          <Input id="event-title" autoFocus value={draft.title} onChange={(event) => change({ title: event.target.value })} maxLength={200} />
        </Form.Item>
        <Form.Item label="Descrição (opcional)" htmlFor="event-description">
          <Input.TextArea
            id="event-description"
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={2000}
          />
        </Form.Item>
        <Form.Item label="Contato (opcional)" htmlFor="event-contact">
          <ContactSelect
            id="event-contact"
            value={draft.personId}
            onChange={(personId) => change({ personId })}
            initial={editing?.contact}
            placeholder="Selecione um contato"
            allowClear
          />
        </Form.Item>
        <Flex gap="middle">
          <Form.Item label="Data de Início" style={{ flex: 1 }} htmlFor="event-start-date">
            <DatePicker
              id="event-start-date"
              format="DD/MM/YYYY"
              allowClear={false}
              value={draft.startDate}
              style={{ width: '100%' }}
              // Spec 2 §5: a start after the end drags the end along.
              onChange={(date) => date && change({ startDate: date, endDate: date.isAfter(draft.endDate, 'day') ? date : draft.endDate })}
            />
          </Form.Item>
          {!draft.allDay && (
            <Form.Item label="Hora de Início" style={{ flex: 1 }} htmlFor="event-start-time">
              <Select id="event-start-time" value={draft.startTime} options={timeOptions} onChange={(startTime) => change({ startTime })} />
            </Form.Item>
          )}
        </Flex>
        <Flex gap="middle">
          <Form.Item label="Data de Término" style={{ flex: 1 }} htmlFor="event-end-date">
            <DatePicker
              id="event-end-date"
              format="DD/MM/YYYY"
              allowClear={false}
              value={draft.endDate}
              style={{ width: '100%' }}
              disabledDate={(date) => date.isBefore(draft.startDate, 'day')}
              onChange={(date) => date && change({ endDate: date })}
            />
          </Form.Item>
          {!draft.allDay && (
            <Form.Item label="Hora de Término" style={{ flex: 1 }} htmlFor="event-end-time">
              <Select id="event-end-time" value={draft.endTime} options={timeOptions} onChange={(endTime) => change({ endTime })} />
            </Form.Item>
          )}
        </Flex>
        <Form.Item>
          <Checkbox checked={draft.allDay} onChange={(event) => change({ allDay: event.target.checked })}>
            Todo o dia
          </Checkbox>
        </Form.Item>
        <Form.Item label="Cor">
          <EventColorPicker value={draft.color} onChange={(color) => change({ color })} />
        </Form.Item>
      </Form>
    </ModalOrDrawer>
  );
}
