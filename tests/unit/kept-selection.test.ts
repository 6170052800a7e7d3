import {describe, expect, it} from 'vitest';
import {keptSelection} from '../../src/app/kept-selection.ts';
import {sameJSON} from '../../src/app/settings/keep-unchanged.ts';

type Source = {theme: string; keywords: Record<string, string>};
const keywordsOf = (source: Source) => source.keywords;

describe('keptSelection', () => {
  it('keeps the part read when another part of the source changed', () => {
    const first = keptSelection(null, {theme: 'light', keywords: {水: 'water'}}, keywordsOf, sameJSON);
    const next = keptSelection(first, {theme: 'dark', keywords: {水: 'water'}}, keywordsOf, sameJSON);
    expect(next.selected).toBe(first.selected);
  });

  it('takes the new part when it changed', () => {
    const first = keptSelection(null, {theme: 'light', keywords: {水: 'water'}}, keywordsOf, sameJSON);
    const next = keptSelection(first, {theme: 'light', keywords: {水: 'river'}}, keywordsOf, sameJSON);
    expect(next.selected).toEqual({水: 'river'});
  });

  it('selects again with a new selector on the same source, keeping an equal part', () => {
    const source = {theme: 'light', keywords: {}};
    const first = keptSelection(null, source, (each: Source) => ({theme: each.theme}), sameJSON);
    const again = keptSelection(first, source, (each: Source) => ({theme: each.theme}), sameJSON);
    expect(again.selected).toBe(first.selected);
    const other = keptSelection(again, source, (each: Source) => ({mode: each.theme}), sameJSON);
    expect(other.selected).toEqual({mode: 'light'});
  });

  it('is the previous selection itself when nothing changed', () => {
    const source = {theme: 'light', keywords: {}};
    const first = keptSelection(null, source, keywordsOf, sameJSON);
    expect(keptSelection(first, source, keywordsOf, sameJSON)).toBe(first);
  });
});
