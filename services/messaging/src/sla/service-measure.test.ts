import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN } from '@balcao/contracts';
import { measureService, type MeasuredMessage } from './service-measure';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
const client = (minute: number): MeasuredMessage => ({ direction: 'INBOUND', byPerson: false, at: at(minute) });
const robot = (minute: number): MeasuredMessage => ({ direction: 'OUTBOUND', byPerson: false, at: at(minute) });
const person = (minute: number): MeasuredMessage => ({ direction: 'OUTBOUND', byPerson: true, at: at(minute) });
const policy = { firstResponseMinutes: 15, nextResponseMinutes: 30 };
const measure = (list: MeasuredMessage[], finish: number, personDue = true) =>
  measureService(list, ALWAYS_OPEN, policy, { finishedAt: at(finish), createdAt: at(0), personDue });

describe('service figures of a conversation', () => {
  it("counts the first response from a robot's hand-off, not from the client's first message", () => {
    // The flow talked with the client for 20 minutes, then handed over; a person answered 5 minutes later.
    expect(measure([client(0), robot(1), client(10), robot(20), person(25)], 30)).toMatchObject({ firstResponseSeconds: 300, resolutionSeconds: 1800, slaMet: true });
  });

  it('leaves no first response when a robot ended it alone, and judges no SLA a person was not due', () => {
    expect(measure([client(0), robot(1), client(2), robot(3)], 4, false)).toMatchObject({ firstResponseSeconds: null, slaMet: true });
  });

  it('counts a client left waiting at the finish against the target', () => {
    expect(measure([client(0), person(5), client(10)], 50)).toMatchObject({ firstResponseSeconds: 300, slaMet: false });
    expect(measure([client(0)], 20)).toMatchObject({ firstResponseSeconds: null, slaMet: false });
  });

  it('has no verdict without a policy', () => {
    expect(measureService([client(0), person(1)], ALWAYS_OPEN, null, { finishedAt: at(2), createdAt: at(0), personDue: true }).slaMet).toBeNull();
  });
});
