import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { robots, type RobotKind } from '../db/schema';
import { integrationErrors } from '../shared/errors';

/**
 * How long a link waits for a robot the projection does not know yet: a flow or agent created a
 * moment ago reaches messaging by event, usually within tens of milliseconds. Past this, an id
 * nobody announced is refused like any wrong one.
 */
export const ROBOT_PROJECTION_WAIT_MS = 1_500;
const POLL_MS = 100;

const REFUSALS = {
  flow: () => integrationErrors.INVALID_FLOW('Campo: flowId', 'flowId'),
  agent: () => integrationErrors.INVALID_AGENT('Campo: agentId', 'agentId'),
} satisfies Record<RobotKind, () => Error>;

async function robotOf(db: Executor, kind: RobotKind, id: string) {
  const [row] = await db.select().from(robots).where(and(eq(robots.kind, kind), eq(robots.id, id)));
  return row ?? null;
}

/**
 * A device runs only a flow or AI agent of its own office and workspace that was not deleted;
 * anything else is refused with 400 naming the field, whether the robot is someone else's,
 * deleted, or unknown (the same answer, so ids of other offices reveal nothing).
 */
export async function assertRobotLinkable(db: Executor, kind: RobotKind, id: string, device: { officeId: string; inboxId: string }) {
  const deadline = Date.now() + ROBOT_PROJECTION_WAIT_MS;
  let robot = await robotOf(db, kind, id);
  while (!robot && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    robot = await robotOf(db, kind, id);
  }
  if (!robot || robot.deleted || robot.officeId !== device.officeId || robot.inboxId !== device.inboxId) throw REFUSALS[kind]();
}

/** Checks the flow and agent a create or update links, when it links one. */
export async function assertRobotLinks(db: Executor, links: { flowId?: string | null; agentId?: string | null }, device: { officeId: string; inboxId: string }) {
  await Promise.all([
    links.flowId ? assertRobotLinkable(db, 'flow', links.flowId, device) : undefined,
    links.agentId ? assertRobotLinkable(db, 'agent', links.agentId, device) : undefined,
  ]);
}
