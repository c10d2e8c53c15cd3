import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, apiKeyAllows, apiKeyDomainOf } from './api-keys';

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
});
