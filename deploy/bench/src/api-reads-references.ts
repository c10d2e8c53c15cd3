// The api bench's reads (what an attendant's screens ask first) and, for each, its reference: the
// one SQL statement that returns the same rows (same filter, order and page, related rows folded
// in as JSON) that the bench's server answers as JSON in the same process as the read.

export interface ReferenceParams {
  officeId: string;
  inboxId: string;
  userId: string;
  start: string;
  end: string;
}

export interface ReadTarget {
  /** The row's name in the table and the reference route's. */
  name: string;
  service: 'auth' | 'messaging' | 'crm' | 'flows' | 'agents' | 'notifications';
  path: (params: ReferenceParams) => string;
}

export const READS: ReadTarget[] = [
  { name: 'auth-me', service: 'auth', path: () => '/api/auth/me' },
  { name: 'conversation', service: 'messaging', path: (p) => `/api/conversation?inboxId=${p.inboxId}&limit=50` },
  { name: 'people', service: 'messaging', path: (p) => `/api/people?inboxId=${p.inboxId}&page=1&limit=10` },
  { name: 'tag', service: 'messaging', path: (p) => `/api/tag?inboxId=${p.inboxId}` },
  { name: 'fast-message', service: 'messaging', path: (p) => `/api/fast-message?inboxId=${p.inboxId}` },
  { name: 'user', service: 'auth', path: () => '/api/user?page=1&limit=10' },
  { name: 'funnel', service: 'crm', path: (p) => `/api/funnel?inboxId=${p.inboxId}` },
  { name: 'calendar-event', service: 'crm', path: (p) => `/api/calendar-event?inboxId=${p.inboxId}&start=${p.start}&end=${p.end}` },
  { name: 'flow', service: 'flows', path: (p) => `/api/flow?inboxId=${p.inboxId}` },
  { name: 'agents', service: 'agents', path: (p) => `/api/agents?inboxId=${p.inboxId}&page=1&limit=10` },
  { name: 'notifications', service: 'notifications', path: () => '/api/notifications?page=1&limit=20' },
];

interface ReferenceStatement {
  service: ReadTarget['service'];
  text: string;
  values: (params: ReferenceParams) => unknown[];
  /** The read answers one object, not a list. */
  single?: boolean;
}

const officeAndInbox = (p: ReferenceParams) => [p.officeId, p.inboxId];

export const REFERENCE_STATEMENTS: Record<string, ReferenceStatement> = {
  'auth-me': {
    service: 'auth',
    single: true,
    text: `select u.id, u.name, u.email, u.contact, u.image_url, u.notification_sound, u.last_inbox_used,
        json_build_object('id', o.id, 'name', o.name, 'email', o.email, 'phoneNumber', o.phone_number, 'inOnboarding', o.in_onboarding) as office,
        json_build_object('id', r.id, 'name', r.name, 'permissions', r.permissions) as role,
        (select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.name) from auth.user_inboxes ui join auth.inboxes i on i.id = ui.inbox_id where ui.user_id = u.id) as inboxes
      from auth.users u join auth.offices o on o.id = u.office_id join auth.roles r on r.id = u.role_id
      where u.id = $1 and u.office_id = $2`,
    values: (p) => [p.userId, p.officeId],
  },
  conversation: {
    service: 'messaging',
    text: `select c.id, c.status, c.priority, c.is_fixed, c.unread_count, c.user_id, c.integration_id, c.last_message_at, c.last_message_content,
        c.last_message_direction, c.last_message_type, c.activity_at, c.created_at,
        json_build_object('id', p.id, 'name', p.name, 'phoneNumber', p.phone_number, 'imageUrl', p.image_url) as person,
        count(*) over () as total
      from messaging.conversations c join messaging.people p on p.id = c.person_id
      where c.office_id = $1 and c.inbox_id = $2
      order by c.is_fixed desc, c.activity_at desc, c.id desc limit 50`,
    values: officeAndInbox,
  },
  people: {
    service: 'messaging',
    text: `select p.id, p.name, p.phone_number, p.email, p.document, p.is_blocked, p.allowed_search, p.image_url, p.last_message_sent_at, p.created_at,
        (select coalesce(json_agg(pt.tag_id), '[]') from messaging.person_tags pt where pt.person_id = p.id) as tags,
        count(*) over () as total
      from messaging.people p where p.office_id = $1 and p.inbox_id = $2
      order by p.name, p.id limit 10`,
    values: officeAndInbox,
  },
  tag: {
    service: 'messaging',
    text: `select id, name, color, modules, created_at from messaging.tags where office_id = $1 and inbox_id = $2 order by name, id`,
    values: officeAndInbox,
  },
  'fast-message': {
    service: 'messaging',
    text: `select f.id, f.title, f.content, f.created_at, f.updated_at,
        (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color)), '[]') from messaging.fast_message_tags ft join messaging.tags t on t.id = ft.tag_id where ft.fast_message_id = f.id) as tags
      from messaging.fast_messages f where f.office_id = $1 and f.inbox_id = $2 order by f.title, f.id`,
    values: officeAndInbox,
  },
  user: {
    service: 'auth',
    text: `select u.id, u.name, u.email, u.contact, u.image_url, u.created_at,
        json_build_object('id', r.id, 'name', r.name) as role,
        (select json_agg(json_build_object('id', i.id, 'name', i.name)) from auth.user_inboxes ui join auth.inboxes i on i.id = ui.inbox_id where ui.user_id = u.id) as inboxes,
        count(*) over () as total
      from auth.users u join auth.roles r on r.id = u.role_id where u.office_id = $1
      order by u.name, u.id limit 10`,
    values: (p) => [p.officeId],
  },
  funnel: {
    service: 'crm',
    text: `select id, name, template_key, created_at, updated_at from crm.funnels where office_id = $1 and inbox_id = $2 order by created_at, id`,
    values: officeAndInbox,
  },
  'calendar-event': {
    service: 'crm',
    text: `select id, title, description, starts_at, ends_at, all_day, color, location, person_id, created_at, updated_at from crm.calendar_events
      where office_id = $1 and inbox_id = $2 and starts_at <= $4 and ends_at >= $3 order by starts_at, id`,
    values: (p) => [p.officeId, p.inboxId, p.start, p.end],
  },
  flow: {
    service: 'flows',
    text: `select id, name, description, color, content, created_at, updated_at from flows.flows where office_id = $1 and inbox_id = $2 order by created_at desc, id`,
    values: officeAndInbox,
  },
  agents: {
    service: 'agents',
    // The page as the read shows it: each agent with its model, devices and trainings, and the workspace's counters.
    text: `select a.*, to_json(m) as model,
        array(select i.id from agents.integrations i where i.agent_id = a.id order by i.id) as integration_ids,
        (select count(*) from agents.trainings t where t.agent_id = a.id) as trainings_count,
        count(*) over () as total,
        count(*) filter (where exists (select 1 from agents.integrations i where i.agent_id = a.id)) over () as active
      from agents.agents a left join agents.agent_models m on m.id = a.agent_model_id
      where a.office_id = $1 and a.inbox_id = $2 order by a.created_at, a.id limit 10`,
    values: officeAndInbox,
  },
  notifications: {
    service: 'notifications',
    // The bell's groups as the read shows them: one per item, its latest notification and unread count, the groups' total and the unread ones.
    text: `select id, item_id, unread, title, message, module, created_at, count(*) over () as total, unread_count from (
        select id, item_id, module, title, message, created_at,
          count(*) filter (where not is_read) over per_item as unread,
          count(*) filter (where not is_read) over () as unread_count,
          row_number() over (per_item order by created_at desc, id desc) as rank
        from notifications.notifications where office_id = $1 and user_id = $2
        window per_item as (partition by module, item_id)
      ) latest where rank = 1 order by created_at desc, id desc limit 20`,
    values: (p) => [p.officeId, p.userId],
  },
};
