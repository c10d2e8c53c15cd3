/** A person's first name ('Ana Atendente Silva' → 'Ana'); empty for a blank name. */
export function formatFirstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
