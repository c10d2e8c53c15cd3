import { describe, expect, it } from 'vitest';
import { reorderUpdates } from './columns';

/** What the server does with `{ index }`: moves the column there and shifts the others. */
function applyOnServer(columns: string[], update: { id: string; index: number }) {
  const rest = columns.filter((id) => id !== update.id);
  rest.splice(update.index, 0, update.id);
  return rest;
}

describe('reorderUpdates', () => {
  it('sends only the moved columns, and the server ends in the order asked for', () => {
    const before = ['a', 'b', 'c', 'd'];
    const wanted = ['c', 'a', 'b', 'd'];
    const updates = reorderUpdates(wanted.map((id) => ({ id, index: before.indexOf(id) })));
    expect(updates).toEqual([
      { id: 'c', index: 0 },
      { id: 'a', index: 1 },
      { id: 'b', index: 2 },
    ]);
    expect(updates.reduce(applyOnServer, before)).toEqual(wanted);
  });

  it('sends nothing when the order did not change', () => {
    expect(reorderUpdates([{ id: 'a', index: 0 }, { id: 'b', index: 1 }])).toEqual([]);
  });
});
