/** Up to 5 page numbers around the current page (spec 3 §2.1). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  return Array.from({ length: Math.min(size, totalPages) }, (_, index) => start + index);
}

/** 'Mostrando X a Y de Z treinamentos'. */
export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Mostrando ${from} a ${to} de ${total} treinamentos`;
}
