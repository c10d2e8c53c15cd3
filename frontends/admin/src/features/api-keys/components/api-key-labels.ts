import { API_KEY_DOMAINS, type ApiKeyDomain, type ApiKeyScope, type ApiKeyStatus } from '@balcao/contracts';

export type DomainAccess = 'none' | 'read' | 'write';

export const ACCESS_LABELS: Record<DomainAccess, string> = { none: 'Sem acesso', read: 'Leitura', write: 'Leitura e escrita' };

export const STATUS_LABELS: Record<ApiKeyStatus, { label: string; color: string; hint?: string }> = {
  ACTIVE: { label: 'Ativa', color: 'green' },
  SUSPENDED: { label: 'Suspensa', color: 'orange', hint: 'Quem criou esta chave não é mais Gestor do escritório. Revogue-a e crie outra.' },
  EXPIRED: { label: 'Expirada', color: 'default' },
  REVOKED: { label: 'Revogada', color: 'red' },
};

/** Each domain's access in a key's scopes (write includes read). */
export function accessByDomain(scopes: readonly string[]): Array<{ domain: ApiKeyDomain; name: string; access: DomainAccess }> {
  return API_KEY_DOMAINS.map(({ code, name }) => ({
    domain: code,
    name,
    access: scopes.includes(`${code}:write`) ? 'write' : scopes.includes(`${code}:read`) ? 'read' : 'none',
  }));
}

/** The scopes the form's per-domain choices stand for. */
export const scopesOf = (access: Partial<Record<ApiKeyDomain, DomainAccess>>): ApiKeyScope[] =>
  API_KEY_DOMAINS.flatMap(({ code }) => {
    const chosen = access[code];
    return chosen === 'read' || chosen === 'write' ? [`${code}:${chosen}` as ApiKeyScope] : [];
  });
