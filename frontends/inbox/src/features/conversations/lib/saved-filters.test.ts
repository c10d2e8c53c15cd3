import { describe, expect, it } from 'vitest';
import { hasActiveFilters, NO_DRAWER_FILTERS, toggleTag } from './conversation-filters';
import { parseSavedDrawerFilters, parseSavedStatus, savedFilterKey, serializeDrawerFilters } from './saved-filters';

describe('saved conversation filters', () => {
  it('keeps each workspace apart, under the prefix a workspace switch clears', () => {
    expect(savedFilterKey('inbox-1', 'drawer')).toBe('filters:messages:inbox-1:drawer');
    expect(savedFilterKey('inbox-2', 'drawer')).not.toBe(savedFilterKey('inbox-1', 'drawer'));
    expect(savedFilterKey('inbox-1', 'integrationId').startsWith('filters:')).toBe(true);
  });

  it('reads back what it wrote', () => {
    const filters = { tags: ['t1', 't2'], userId: 'u1', showOnlyUnread: true };
    expect(parseSavedDrawerFilters(serializeDrawerFilters(filters))).toEqual(filters);
  });

  it('reads nothing, broken JSON or odd values as the nearest valid filters', () => {
    expect(parseSavedDrawerFilters(null)).toEqual(NO_DRAWER_FILTERS);
    expect(parseSavedDrawerFilters('{not json')).toEqual(NO_DRAWER_FILTERS);
    expect(parseSavedDrawerFilters('"text"')).toEqual(NO_DRAWER_FILTERS);
    expect(parseSavedDrawerFilters(JSON.stringify({ tags: 't1', userId: 7, showOnlyUnread: 'yes' }))).toEqual(NO_DRAWER_FILTERS);
    expect(parseSavedDrawerFilters(JSON.stringify({ tags: ['t1', 't1'], showOnlyUnread: false }))).toEqual({ tags: ['t1'], showOnlyUnread: false });
  });

  it('reads an unknown status as Todos', () => {
    expect(parseSavedStatus('WAITING_HUMAN')).toBe('WAITING_HUMAN');
    expect(parseSavedStatus('SOMETHING')).toBe('ALL');
    expect(parseSavedStatus(null)).toBe('ALL');
  });

  it('is active when any drawer filter narrows the list', () => {
    expect(hasActiveFilters(NO_DRAWER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_DRAWER_FILTERS, tags: ['t1'] })).toBe(true);
    expect(hasActiveFilters({ ...NO_DRAWER_FILTERS, userId: 'u1' })).toBe(true);
    expect(hasActiveFilters({ ...NO_DRAWER_FILTERS, showOnlyUnread: true })).toBe(true);
  });

  it('switches one tag on and off', () => {
    expect(toggleTag(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleTag(['a'], 'a', true)).toEqual(['a']);
  });
});
