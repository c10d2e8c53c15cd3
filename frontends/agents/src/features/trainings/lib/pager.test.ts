import { describe, expect, it } from 'vitest';
import { pageWindow, showingText } from './pager';

describe('trainings pager', () => {
  it('shows a window of up to 5 pages around the current one', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('says which trainings are shown', () => {
    expect(showingText(1, 5, 7)).toBe('Mostrando 1 a 5 de 7 treinamentos');
    expect(showingText(2, 5, 7)).toBe('Mostrando 6 a 7 de 7 treinamentos');
  });
});
