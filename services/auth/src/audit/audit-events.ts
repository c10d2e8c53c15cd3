import {
  agentsEvents,
  authEvents,
  billingEvents,
  crmEvents,
  flowsEvents,
  messagingEvents,
  webhookEndpointEvents,
  type ActorOrigin,
  type AuditAction,
  type EventEnvelope,
} from '@balcao/contracts';

/** What an event says for the audit log; the actor's name is resolved by the recorder. */
export interface AuditFact {
  action: AuditAction;
  /** Who did it; absent: the platform itself. */
  actorUserId?: string;
  target: { type: string; id: string | null; label: string | null } | null;
  details: Record<string, unknown>;
  /** Where the person did it from, when the event says (the client's address and browser). */
  origin?: ActorOrigin;
}

type Describe = (payload: never, event: EventEnvelope) => AuditFact | null;

const target = (type: string, id: string | null, label: string | null = null) => ({ type, id, label });

/** Auth's own facts are audited when a person did them (their events carry the actor); sign-up's set-up and side effects are not. */
const byPerson = (fact: AuditFact): AuditFact | null => (fact.actorUserId ? fact : null);

const permissionChanges = (before: string[], after: string[]) => ({
  added: after.filter((code) => !before.includes(code)),
  removed: before.filter((code) => !after.includes(code)),
});

interface WebhookEndpointFact {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  active: boolean;
  userId: string;
}

/** A Gestor created, changed or deleted a webhook endpoint (never its secret). */
const webhookFact = (action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted', p: WebhookEndpointFact): AuditFact => ({
  action,
  actorUserId: p.userId,
  target: target('webhook', p.id, p.description || p.url),
  details: { url: p.url, eventTypes: p.eventTypes, active: p.active },
});

interface SettingsChange<TSettings> {
  settings: TSettings & { inboxId: string };
  changes: string[];
  actorUserId?: string;
  origin?: ActorOrigin;
}

/** A Gestor changed a workspace's service-level settings: the fields changed and the values now. */
const settingsFact = <TSettings>(
  action: 'business-hours.updated' | 'sla-policy.updated' | 'auto-assignment.updated',
  p: SettingsChange<TSettings>,
  now: Record<string, unknown>,
): AuditFact => ({ action, actorUserId: p.actorUserId, origin: p.origin, target: target('inbox', p.settings.inboxId), details: { changes: p.changes, ...now } });

/**
 * The events written to the audit log, each with what it says. Payloads are parsed with their
 * contract first (consumeEvents), so a field read here is there or optional by its schema.
 */
export const AUDITED_EVENTS = [
  [authEvents.officeUpdated, (p: { id: string; name: string; archived: boolean; actorUserId?: string }) =>
    byPerson({ action: 'office.updated', actorUserId: p.actorUserId, target: target('office', p.id, p.name), details: { archived: p.archived } })],
  [authEvents.userCreated, (p: { id: string; name: string; email: string; actorUserId?: string }) =>
    byPerson({ action: 'user.created', actorUserId: p.actorUserId, target: target('user', p.id, p.name), details: { email: p.email } })],
  [authEvents.userUpdated, (p: { id: string; name: string; changes?: string[]; actorUserId?: string }) =>
    byPerson({ action: 'user.updated', actorUserId: p.actorUserId, target: target('user', p.id, p.name), details: { changes: p.changes ?? [] } })],
  [authEvents.userDeleted, (p: { id: string; name?: string; actorUserId?: string }) =>
    byPerson({ action: 'user.deleted', actorUserId: p.actorUserId, target: target('user', p.id, p.name ?? null), details: {} })],
  [authEvents.roleCreated, (p: { id: string; name: string; permissions: string[]; actorUserId?: string }) =>
    byPerson({ action: 'role.created', actorUserId: p.actorUserId, target: target('role', p.id, p.name), details: { permissions: p.permissions } })],
  [authEvents.roleUpdated, (p: { id: string; name: string; permissions: string[]; actorUserId?: string; previous?: { name: string; permissions: string[] } }) =>
    byPerson({
      action: 'role.updated',
      actorUserId: p.actorUserId,
      target: target('role', p.id, p.name),
      details: p.previous
        ? { ...(p.previous.name !== p.name ? { previousName: p.previous.name } : {}), ...permissionChanges(p.previous.permissions, p.permissions) }
        : { permissions: p.permissions },
    })],
  [authEvents.roleDeleted, (p: { id: string; name?: string; actorUserId?: string }) =>
    byPerson({ action: 'role.deleted', actorUserId: p.actorUserId, target: target('role', p.id, p.name ?? null), details: {} })],
  [authEvents.inboxCreated, (p: { id: string; name: string; actorUserId?: string }) =>
    byPerson({ action: 'inbox.created', actorUserId: p.actorUserId, target: target('inbox', p.id, p.name), details: {} })],
  [authEvents.inboxUpdated, (p: { id: string; name: string; actorUserId?: string }) =>
    byPerson({ action: 'inbox.updated', actorUserId: p.actorUserId, target: target('inbox', p.id, p.name), details: {} })],
  [authEvents.inboxDeleted, (p: { id: string; name?: string; actorUserId?: string }) =>
    byPerson({ action: 'inbox.deleted', actorUserId: p.actorUserId, target: target('inbox', p.id, p.name ?? null), details: {} })],
  [authEvents.apiKeyCreated, (p: { id: string; name: string; scopes: string[]; inboxIds: string[] | null; expiresAt: string; userId: string }) => ({
    action: 'api-key.created',
    actorUserId: p.userId,
    target: target('api-key', p.id, p.name),
    details: { scopes: p.scopes, allInboxes: p.inboxIds === null, expiresAt: p.expiresAt },
  })],
  [authEvents.apiKeyRevoked, (p: { id: string; name: string; userId: string }) => ({
    action: 'api-key.revoked',
    actorUserId: p.userId,
    target: target('api-key', p.id, p.name),
    details: {},
  })],
  [webhookEndpointEvents.webhookEndpointCreated, (p: WebhookEndpointFact) => webhookFact('webhook.created', p)],
  [webhookEndpointEvents.webhookEndpointUpdated, (p: WebhookEndpointFact) => webhookFact('webhook.updated', p)],
  [webhookEndpointEvents.webhookEndpointDeleted, (p: WebhookEndpointFact) => webhookFact('webhook.deleted', p)],
  [messagingEvents.integrationCreated, (p: { integration: { id: string; name: string }; actorUserId?: string }) => ({
    action: 'device.created',
    actorUserId: p.actorUserId,
    target: target('device', p.integration.id, p.integration.name),
    details: {},
  })],
  [messagingEvents.integrationStatusChanged, (p: { integrationId: string; status: string; phoneNumber: string | null }) =>
    p.status === 'pending'
      ? null
      : {
          action: p.status === 'connected' ? 'device.connected' : 'device.disconnected',
          target: target('device', p.integrationId, p.phoneNumber),
          details: { phoneNumber: p.phoneNumber },
        }],
  [messagingEvents.peopleReportExported, (p: { format: string; fileName: string; rows: number; actorUserId?: string }) => ({
    action: 'report.exported',
    actorUserId: p.actorUserId,
    target: target('report', null, 'Relatório de clientes'),
    details: { format: p.format, fileName: p.fileName, rows: p.rows },
  })],
  [messagingEvents.conversationDeleted, (p: { conversationId: string; actorUserId?: string }) => ({
    action: 'conversation.deleted',
    actorUserId: p.actorUserId,
    target: target('conversation', p.conversationId),
    details: {},
  })],
  [messagingEvents.personDeleted, (p: { id: string; name?: string; actorUserId?: string }) => ({
    action: 'contact.deleted',
    actorUserId: p.actorUserId,
    target: target('contact', p.id, p.name ?? null),
    details: {},
  })],
  [messagingEvents.businessHoursUpdated, (p: SettingsChange<{ enabled: boolean }>) => settingsFact('business-hours.updated', p, { enabled: p.settings.enabled })],
  [messagingEvents.slaPolicyUpdated, (p: SettingsChange<{ enabled: boolean; firstResponseMinutes: number; nextResponseMinutes: number }>) =>
    settingsFact('sla-policy.updated', p, { enabled: p.settings.enabled, firstResponseMinutes: p.settings.firstResponseMinutes, nextResponseMinutes: p.settings.nextResponseMinutes })],
  [messagingEvents.autoAssignmentUpdated, (p: SettingsChange<{ mode: string; capacity: number; ratingWindowHours: number }>) =>
    settingsFact('auto-assignment.updated', p, { mode: p.settings.mode, capacity: p.settings.capacity, ratingWindowHours: p.settings.ratingWindowHours })],
  [crmEvents.leadsDeleted, (p: { funnelId: string; ids: string[]; actorUserId?: string }) => ({
    action: 'lead.deleted',
    actorUserId: p.actorUserId,
    target: target('lead', p.ids.length === 1 ? p.ids[0]! : null, p.ids.length === 1 ? null : `${p.ids.length} leads`),
    details: { funnelId: p.funnelId, leadIds: p.ids },
  })],
  [flowsEvents.flowCreated, (p: { flow: { id: string; name: string }; actorUserId?: string }) => ({
    action: 'flow.created',
    actorUserId: p.actorUserId,
    target: target('flow', p.flow.id, p.flow.name),
    details: {},
  })],
  [flowsEvents.flowUpdated, (p: { flow: { id: string; name: string }; actorUserId?: string }) => ({
    action: 'flow.updated',
    actorUserId: p.actorUserId,
    target: target('flow', p.flow.id, p.flow.name),
    details: {},
  })],
  [flowsEvents.flowDeleted, (p: { id: string; name?: string; actorUserId?: string }) => ({ action: 'flow.deleted', actorUserId: p.actorUserId, target: target('flow', p.id, p.name ?? null), details: {} })],
  [agentsEvents.agentCreated, (p: { agent: { id: string; name: string }; actorUserId?: string }) => ({
    action: 'agent.created',
    actorUserId: p.actorUserId,
    target: target('agent', p.agent.id, p.agent.name),
    details: {},
  })],
  [agentsEvents.agentUpdated, (p: { agent: { id: string; name: string }; actorUserId?: string }) => ({
    action: 'agent.updated',
    actorUserId: p.actorUserId,
    target: target('agent', p.agent.id, p.agent.name),
    details: {},
  })],
  [agentsEvents.agentDeleted, (p: { id: string; name?: string; actorUserId?: string }) => ({ action: 'agent.deleted', actorUserId: p.actorUserId, target: target('agent', p.id, p.name ?? null), details: {} })],
  [billingEvents.accessChanged, (p: { state: string; planName: string | null; isCanceled: boolean; isOverdue: boolean; accessUntil: string | null }) => ({
    action: 'subscription.changed',
    target: target('subscription', null, p.planName),
    details: { state: p.state, isCanceled: p.isCanceled, isOverdue: p.isOverdue, accessUntil: p.accessUntil },
  })],
] as const;

const describers = new Map<string, Describe>(AUDITED_EVENTS.map(([definition, describe]) => [definition.type, describe as Describe]));

/** What the event says for the audit log, or null when it says nothing worth logging. */
export const auditFactOf = (event: EventEnvelope): AuditFact | null => describers.get(event.type)?.(event.payload as never, event) ?? null;

export const auditedEventDefinitions = AUDITED_EVENTS.map(([definition]) => definition);
