import { describe, expect, it } from 'vitest';
import { allDatajudAliases, datajudAliasOf } from './datajud-aliases';

const alias = (justiceAndTribunal: string) => {
  const [justice, tribunal] = justiceAndTribunal.split('.');
  return datajudAliasOf({ justice, tribunal });
};

describe('DataJud alias from the J.TR segment', () => {
  it('maps state, labour and federal courts', () => {
    expect(alias('8.26')).toBe('tjsp');
    expect(alias('8.07')).toBe('tjdft');
    expect(alias('8.13')).toBe('tjmg');
    expect(alias('8.19')).toBe('tjrj');
    expect(alias('5.02')).toBe('trt2');
    expect(alias('5.15')).toBe('trt15');
    expect(alias('4.03')).toBe('trf3');
    expect(alias('4.06')).toBe('trf6');
  });

  it('maps superior, electoral and military courts', () => {
    expect(alias('3.00')).toBe('stj');
    expect(alias('5.00')).toBe('tst');
    expect(alias('6.00')).toBe('tse');
    expect(alias('6.26')).toBe('tre-sp');
    expect(alias('7.00')).toBe('stm');
    expect(alias('9.21')).toBe('tjmrs');
  });

  it('knows no index for courts DataJud does not cover', () => {
    expect(alias('1.00')).toBeNull();
    expect(alias('8.28')).toBeNull();
    expect(alias('5.25')).toBeNull();
    expect(alias('4.90')).toBeNull();
  });

  it('lists every court of the public list once', () => {
    const aliases = allDatajudAliases();
    expect(aliases).toHaveLength(1 + 6 + 25 + 28 + 1 + 27 + 3);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});
