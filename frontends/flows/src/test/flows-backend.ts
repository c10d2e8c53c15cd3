import type { Flow, UserList } from '@balcao/contracts';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { CURRENT_USER_ID, flow as makeFlow, INBOX_ID, nextId } from './fixtures';

/**
 * The flows API over an in-memory list, as the service answers it (newest first, 201 on create,
 * 204 on delete). `createdId` is the id the next POST gives, so its routes exist up front.
 */
export function flowsBackend(initial: Flow[], createdId = nextId()) {
  const flows = [...initial];
  const routes: FakeRoutes = {
    'GET /flow': () => ok([...flows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
    'POST /flow': ({ body }) => {
      const created = makeFlow({ ...(body as Partial<Flow>), id: createdId, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
      flows.push(created);
      return ok(created, 201);
    },
    'GET /user': () => ok({ data: [{ id: CURRENT_USER_ID, name: 'Ana Souza' }, { id: 'u2', name: 'Bruno Lima' }], totalItems: 2, totalResults: 2, totalPages: 1 } as unknown as UserList),
    'GET /integration': () => ok([]),
  };
  for (const id of [...initial.map((item) => item.id), createdId]) {
    const find = () => flows.find((item) => item.id === id);
    routes[`GET /flow/${id}`] = () => (find() ? ok(find()) : { status: 404, body: { statusCode: 404, message: 'Fluxo não encontrado' } });
    routes[`PATCH /flow/${id}`] = ({ body }) => {
      const index = flows.findIndex((item) => item.id === id);
      flows[index] = { ...flows[index], ...(body as Partial<Flow>), updatedAt: new Date().toISOString() };
      return ok(flows[index]);
    };
    routes[`DELETE /flow/${id}`] = () => {
      flows.splice(flows.findIndex((item) => item.id === id), 1);
      return { status: 204 };
    };
  }
  return { flows, routes, inboxId: INBOX_ID };
}
