import {describe, expect, it} from 'vitest';
import {deckItemKeys, wordsOfKey} from '../../schema/decks/practice-keys.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';

const item = (word: string, furigana: string | null, ...english: string[]) => ({word, furigana, english});

describe('the practice keys of a deck’s words', () => {
  it('keys a word spelled like no other by the word, as cards made before words were told apart are keyed', () => {
    expect(deckItemKeys([item('猫', 'ねこ', 'cat'), item('いぬ', null, 'dog')])).toEqual(['猫', 'いぬ']);
  });

  it('tells words spelled alike apart by reading, then meaning, then a number; the first keeps the plain word', () => {
    expect(
      deckItemKeys([
        item('一日', 'いちにち', 'one day'),
        item('一日', 'ついたち', 'first of the month'),
        item('やる', 'やる', 'to give'),
        item('やる', 'やる', 'to do'),
        item('一日', 'ついたち', 'the 1st'),
        item('一日', 'ついたち', 'the 1st'),
      ]),
    ).toEqual([
      '一日',
      '一日 (ついたち)',
      'やる',
      'やる (to do)',
      '一日 (ついたち, the 1st)',
      '一日 (ついたち, the 1st) 2',
    ]);
  });

  it('makes keys a card id can hold: no colon, at most 200 characters, none alike', () => {
    const long = 'a'.repeat(300);
    const keys = deckItemKeys([
      item('時', 'じ', 'o’clock'),
      item('時', 'じ', 'time: an hour'),
      item('時', null, long),
      item('時', null, long),
    ]);
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) {
      expect([...key].length).toBeLessThanOrEqual(200);
      expect(() => cardID({userID: 'u', itemKey: key, type: 'vocabulary', mode: 'meanings'})).not.toThrow();
    }
  });

  it('finds the word of a told-apart key', () => {
    expect(wordsOfKey('一日 (ついたち)')).toEqual(['一日 (ついたち)', '一日']);
    expect(wordsOfKey('猫')).toEqual(['猫']);
  });
});
