import type { KeyValueStore } from './store';

/**
 * Who is online per office (ARCHITECTURE §5: 'random available attendant' reads it).
 *
 * Redis: one sorted set per office, member `<userId>|<holder>`, score = expiry in ms. Expired
 * members are dropped on read, so a replica that dies without saying goodbye stops counting
 * once its last heartbeat's TTL runs out. The holder is the replica that holds the user's
 * sockets: a user with sockets on two replicas stays online when one of them closes its last.
 *
 * Memory: the same structure in this process, for the standalone server's in-memory store.
 */
const DEFAULT_HOLDER = 'default';

const officeKey = (officeId: string) => `presence:${officeId}`;
const memberOf = (userId: string, holder: string) => `${userId}|${holder}`;
const userOf = (member: string) => member.slice(0, member.lastIndexOf('|'));

const memoryPresence = new WeakMap<KeyValueStore, Map<string, Map<string, number>>>();

function memoryOffice(store: KeyValueStore, officeId: string) {
  let offices = memoryPresence.get(store);
  if (!offices) {
    offices = new Map();
    memoryPresence.set(store, offices);
  }
  let members = offices.get(officeId);
  if (!members) {
    members = new Map();
    offices.set(officeId, members);
  }
  return members;
}

/** Marks (or keeps) the user online for `ttlSeconds` more; call again before it runs out. */
export async function markOnline(store: KeyValueStore, officeId: string, userId: string, ttlSeconds: number, holder = DEFAULT_HOLDER) {
  const expiresAt = Date.now() + ttlSeconds * 1000;
  const member = memberOf(userId, holder);
  if (!store.redis) {
    memoryOffice(store, officeId).set(member, expiresAt);
    return;
  }
  const key = officeKey(officeId);
  // The key outlives its newest member and no longer: NX sets a first TTL, GT only extends it.
  await store.redis
    .multi()
    .zadd(key, expiresAt, member)
    .expire(key, ttlSeconds, 'NX')
    .expire(key, ttlSeconds, 'GT')
    .exec();
}

/** markOnline for many users in one round trip (a replica's heartbeat). */
export async function markManyOnline(
  store: KeyValueStore,
  users: { officeId: string; userId: string }[],
  ttlSeconds: number,
  holder = DEFAULT_HOLDER,
) {
  if (!store.redis) {
    await Promise.all(users.map(({ officeId, userId }) => markOnline(store, officeId, userId, ttlSeconds, holder)));
    return;
  }
  const expiresAt = Date.now() + ttlSeconds * 1000;
  const pipeline = store.redis.pipeline();
  for (const { officeId, userId } of users) {
    const key = officeKey(officeId);
    pipeline.zadd(key, expiresAt, memberOf(userId, holder)).expire(key, ttlSeconds, 'NX').expire(key, ttlSeconds, 'GT');
  }
  await pipeline.exec();
}

export async function markOffline(store: KeyValueStore, officeId: string, userId: string, holder = DEFAULT_HOLDER) {
  const member = memberOf(userId, holder);
  if (!store.redis) {
    memoryOffice(store, officeId).delete(member);
    return;
  }
  await store.redis.zrem(officeKey(officeId), member);
}

/** The ids of the office's users online now, each once. */
export async function listOnline(store: KeyValueStore, officeId: string): Promise<string[]> {
  const now = Date.now();
  if (!store.redis) {
    const members = memoryOffice(store, officeId);
    for (const [member, expiresAt] of members) if (expiresAt <= now) members.delete(member);
    return [...new Set([...members.keys()].map(userOf))];
  }
  const key = officeKey(officeId);
  const [, [, members]] = (await store.redis.multi().zremrangebyscore(key, '-inf', now).zrange(key, 0, -1).exec()) as [
    [null, number],
    [null, string[]],
  ];
  return [...new Set(members.map(userOf))];
}
