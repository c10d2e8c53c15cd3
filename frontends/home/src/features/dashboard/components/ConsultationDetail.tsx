import { CASE_LOOKUP_STATUS_LABELS, type RecentConsultation } from '@balcao/contracts';
import { formatDateTime, formatPhone, ModalOrDrawer } from '@balcao/ui';
import { Descriptions } from 'antd';

/** A court-case lookup in full: who asked, the case, the tribunal and the latest movement. */
export function ConsultationDetail({ consultation, onClose }: { consultation: RecentConsultation | null; onClose: () => void }) {
  return (
    <ModalOrDrawer open={consultation !== null} onClose={onClose} title="Detalhes da consulta" size="md">
      {consultation && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Cliente">{consultation.name ?? 'Sem nome'}</Descriptions.Item>
          <Descriptions.Item label="Telefone">{formatPhone(consultation.phoneNumber) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Processo">{consultation.searchContent.text}</Descriptions.Item>
          <Descriptions.Item label="Resultado">{CASE_LOOKUP_STATUS_LABELS[consultation.status]}</Descriptions.Item>
          <Descriptions.Item label="Tribunal">{consultation.tribunal ?? '—'}</Descriptions.Item>
          {/* The message the client read: one line per movement and its explanation. */}
          <Descriptions.Item label="Movimentações">
            <span style={{ whiteSpace: 'pre-wrap' }}>{consultation.summary ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Consultado por">{consultation.source === 'agent' ? 'Agente de IA' : 'Fluxo de atendimento'}</Descriptions.Item>
          <Descriptions.Item label="Data">{formatDateTime(consultation.searchedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </ModalOrDrawer>
  );
}
