/** Spec 3 §9: the contacts pager shows five page numbers at a time. */
export const PAGE_WINDOW_SIZE = 5;

/**
 * The page numbers to offer around `current`: centred on it where possible, shifted at the
 * ends so the window stays `size` wide, never past the first or last page.
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW_SIZE): number[] {
  if (totalPages <= 0) return [];
  const width = Math.min(size, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), totalPages - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}
