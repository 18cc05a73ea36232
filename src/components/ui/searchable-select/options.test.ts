import { describe, expect, it } from 'vitest';
import { mergeOptions, narrowOptions, singleOption, withAdded } from './options';

describe('searchable-select option rules', () => {
  it('merges unique by value, first wins', () => {
    expect(mergeOptions([{ value: '1', label: 'a' }], [{ value: '1', label: 'b' }, { value: '2', label: 'c' }]).map((o) => o.label)).toEqual(['a', 'c']);
  });
  it('an added record replaces a single value, joins a multi value within the limit, is refused past it', () => {
    expect(withAdded(['1'], '9', false, 1)).toEqual({ value: ['9'], refused: false });
    expect(withAdded(['1'], '9', true, 0)).toEqual({ value: ['1', '9'], refused: false });
    expect(withAdded(['1'], '1', true, 1)).toEqual({ value: ['1'], refused: false });
    expect(withAdded(['1'], '9', true, 1)).toEqual({ value: ['1'], refused: true });
  });
  it('select-on-load only for exactly one option', () => {
    expect(singleOption([{ value: '1', label: 'a' }])?.value).toBe('1');
    expect(singleOption([])).toBeNull();
    expect(singleOption([{ value: '1', label: 'a' }, { value: '2', label: 'b' }])).toBeNull();
  });

  it('narrows a list to the typed text while the search waits: no unfiltered row to click by mistake', () => {
    const list = [
      { value: '1', label: '北欧布艺三人沙发 (P020001)' },
      { value: '2', label: '科技布懒人沙发 (P020003)' },
    ];
    expect(narrowOptions(list, 'p020003').map((o) => o.value)).toEqual(['2']);
    expect(narrowOptions(list, '  ').map((o) => o.value)).toEqual(['1', '2']);
    expect(narrowOptions(list, 'P03')).toEqual([]);
  });
});
