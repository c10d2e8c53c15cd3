import { describe, expect, it } from 'vitest';
import { device, OTHER_DEVICE_ID } from '../../../test/fixtures';
import { applyIntegrationStatus, deviceStateOf, pickDefaultDevice } from './integration-status';

describe('device status', () => {
  it('shows anything other than connected or disconnected as pending', () => {
    expect(deviceStateOf('connected')).toBe('connected');
    expect(deviceStateOf('disconnected')).toBe('disconnected');
    expect(deviceStateOf('pending')).toBe('pending');
    expect(deviceStateOf('qr')).toBe('pending');
  });

  it('opens the list on the first connected device, else the first, unless one was chosen', () => {
    const off = device({ id: 'a', status: 'disconnected' });
    const on = device({ id: 'b', status: 'connected' });
    expect(pickDefaultDevice([off, on])?.id).toBe('b');
    expect(pickDefaultDevice([off])?.id).toBe('a');
    expect(pickDefaultDevice([off, on], 'a')?.id).toBe('a');
    expect(pickDefaultDevice([off, on], 'gone')?.id).toBe('b');
    expect(pickDefaultDevice([])).toBeUndefined();
  });

  it('flips a device live from a realtime frame', () => {
    const list = [device({ status: 'pending' }), device({ id: OTHER_DEVICE_ID, status: 'connected' })];
    const next = applyIntegrationStatus(list, { integrationId: list[0].id, status: 'connected', phoneNumber: '5511999990000' });
    expect(next?.[0].config).toEqual({ status: 'connected', phoneNumber: '5511999990000' });
    expect(next?.[1]).toBe(list[1]);
    expect(applyIntegrationStatus(list, { integrationId: 'unknown', status: 'connected', phoneNumber: null })).toBe(list);
  });
});
