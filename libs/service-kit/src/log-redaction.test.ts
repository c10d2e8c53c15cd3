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

describe('request logs of every service', () => {
  it('never carry the signature of a media link or a recovery token (createServiceApp)', async () => {
    const { symbols } = await import('pino');
    const { createServiceApp } = await import('./app');
    const { createTestInfra } = await import('./testing');
    const infra = await createTestInfra({ LOG_LEVEL: 'info' });
    const app = await createServiceApp({ name: 'log-test', infra });
    const lines: string[] = [];
    (app.log as unknown as Record<symbol, unknown>)[symbols.streamSym] = { write: (line: string) => void lines.push(line) };
    app.get('/api/media/:key', async () => ({ ok: true }));
    try {
      await app.inject({ url: '/api/media/audio.ogg?exp=1700000000&sig=assinatura-secreta' });
      await app.inject({ url: '/recover-password?token=link-de-recuperacao' });
      expect(lines.some((line) => line.includes('/api/media/audio.ogg?exp=1700000000&sig=[redacted]'))).toBe(true);
      for (const line of lines) {
        expect(line).not.toContain('assinatura-secreta');
        expect(line).not.toContain('link-de-recuperacao');
      }
    } finally {
      await app.close();
      await infra.cleanup();
    }
  });
});
