import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { API_KEY_PATTERN, apiKeyAllows, apiKeyDomainOf, apiKeyVerification } from './api-keys';

describe('API key scopes', () => {
  it('finds the domain of a route by its first path segment', () => {
    expect(apiKeyDomainOf('/api/conversation')).toBe('conversas');
    expect(apiKeyDomainOf('/api/conversation/:id/read')).toBe('conversas');
    expect(apiKeyDomainOf('/api/people/:id')).toBe('contatos');
    expect(apiKeyDomainOf('/api/funnel-column-card')).toBe('crm');
    expect(apiKeyDomainOf('/conversation')).toBe('conversas');
  });

  it('opens no route of users, profiles, workspaces, devices, billing nor the keys themselves', () => {
    for (const path of ['/api/user', '/api/user-roles/:id', '/api/inbox', '/api/integration/create', '/api/api-key', '/api/auth/me', '/api/office', '/api/subscription', '/api/constructor', '/api/__proto__', '/api/']) {
      expect(apiKeyDomainOf(path)).toBeNull();
    }
  });

  it('lets a read scope read only, and a write scope read and write', () => {
    expect(apiKeyAllows(['conversas:read'], 'conversas', 'GET')).toBe(true);
    expect(apiKeyAllows(['conversas:read'], 'conversas', 'HEAD')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(apiKeyAllows(['conversas:read'], 'conversas', method)).toBe(false);
    expect(apiKeyAllows(['conversas:write'], 'conversas', 'GET')).toBe(true);
    expect(apiKeyAllows(['conversas:write'], 'conversas', 'DELETE')).toBe(true);
    expect(apiKeyAllows(['conversas:write'], 'crm', 'GET')).toBe(false);
  });

  it('recognises the key format and nothing else', () => {
    expect(API_KEY_PATTERN.test(`blc_${'a1'.repeat(16)}_${'x'.repeat(43)}`)).toBe(true);
    expect(API_KEY_PATTERN.test(`blc_${'a1'.repeat(16)}_${'x'.repeat(42)}`)).toBe(false);
    expect(API_KEY_PATTERN.test('eyJhbGciOiJSUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('asks auth with the key id and the hash of the key, never the secret', () => {
    const key = `blc_0195f0a0000070008000000000000d01_${'k'.repeat(43)}`;
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(apiKeyVerification(key, sha256)).toEqual({ keyId: '0195f0a0-0000-7000-8000-000000000d01', secretHash: sha256(key) });
    expect(apiKeyVerification('blc_nada', sha256)).toBeNull();
  });
});
