import { describe, expect, it } from 'vitest';
import { urlWithoutSecrets } from './log-redaction';

describe('urlWithoutSecrets', () => {
  it('replaces the values of ticket, sig and token, whatever their case or encoding, and keeps the rest', () => {
    expect(urlWithoutSecrets('/api/realtime?ticket=abc.def')).toBe('/api/realtime?ticket=[redacted]');
    expect(urlWithoutSecrets('/api/media/a%2Fb.ogg?exp=1700000000&sig=f00d')).toBe('/api/media/a%2Fb.ogg?exp=1700000000&sig=[redacted]');
    expect(urlWithoutSecrets('/recover-password?Token=eyJ&next=%2Fhome')).toBe('/recover-password?Token=[redacted]&next=%2Fhome');
    expect(urlWithoutSecrets('/x?%74oken=eyJ&token')).toBe('/x?%74oken=[redacted]&token=[redacted]');
    expect(urlWithoutSecrets('/x?tokens=1&q=%E0%A4%A')).toBe('/x?tokens=1&q=%E0%A4%A');
  });

  it('leaves a URL without a query as it is', () => {
    expect(urlWithoutSecrets('/api/notifications')).toBe('/api/notifications');
  });
});
