import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {generateKeyBetween, generateNKeysBetween} from 'fractional-indexing';
import {placeAt, placeAtEnd, placeForMove} from '../../src/features/vocab/items/order-keys.ts';
import {
  byPlace,
  isOrderKey,
  keyBetween,
  keysAfter,
  needsTidying,
  respacedKeys,
  TIDY_KEYS_LONGER_THAN,
} from '../../schema/decks/item-order.ts';
import {entryEdit, entryRemoval, scalarEdit, type StoredItem} from '../../src/features/vocab/items/item-edits.ts';
import {checkForm, EMPTY_ITEM_FORM, formWithSuggestion} from '../../src/features/vocab/items/item-form.ts';
import {addEntryLabel, LIST_FIELDS} from '../../src/features/vocab/items/item-fields.ts';
import {clockSkew, initialsOf, othersPresent} from '../../src/features/vocab/collab/presence.ts';
import {personName} from '../../src/features/vocab/collab/person-name.ts';
import {
  keptContent,
  typedKey,
  typedLines,
  type Typed,
  type TypedText,
} from '../../src/features/vocab/items/typed-text.ts';
import {openingTab} from '../../src/features/vocab/opening-tab.ts';
import {deckPracticeModule, practiceItemsOf} from '../../src/features/vocab/practice/deck-practice.ts';

/** Where a key lands among sorted (key, id) pairs, the new one having id "new". */
function landing(keys: readonly string[], key: string): number {
  return keys.filter((each) => each < key || (each === key && each < 'new')).length;
}

/** Words with these keys, in this order. */
const words = (keys: readonly string[]) => keys.map((position, index) => ({id: `w${index}`, position}));

describe('order keys', () => {
  const keys = generateNKeysBetween(null, null, 5);

  it('puts a word exactly where it is dropped when the neighbours differ, naming them', () => {
    for (let index = 0; index <= keys.length; index++)
      expect(landing(keys, placeAt(words(keys), index).position)).toBe(index);
    expect(placeAt(words(keys), 2)).toMatchObject({afterID: 'w1', beforeID: 'w2'});
    expect(placeAtEnd(words(keys))).toMatchObject({afterID: 'w4', beforeID: null});
    expect(placeAtEnd(words(keys)).position > keys.at(-1)!).toBe(true);
    expect(placeAt([], 0)).toMatchObject({afterID: null, beforeID: null, position: expect.any(String)});
  });

  it('moves a word up and down by one (Alt+↑/↓)', () => {
    const up = placeForMove(words(keys), 3, 2);
    expect(up.position > keys[1]! && up.position < keys[2]!).toBe(true);
    expect(up).toMatchObject({afterID: 'w1', beforeID: 'w2'});
    const down = placeForMove(words(keys), 1, 2);
    expect(down.position > keys[2]! && down.position < keys[3]!).toBe(true);
  });

  it('places a word beside a group of equal keys instead of failing, naming the words around the group', () => {
    const tied = [keys[0]!, keys[1]!, keys[1]!, keys[1]!, keys[2]!];
    for (let index = 0; index <= tied.length; index++) {
      const placement = placeAt(words(tied), index);
      expect(tied.includes(placement.position)).toBe(false);
      // Never more than the tied group away from where it was dropped.
      expect(Math.abs(landing(tied, placement.position) - index)).toBeLessThanOrEqual(2);
    }
    expect(() => placeAt(words([keys[1]!, keys[1]!]), 1)).not.toThrow();
  });

  it('always yields a new key that sorts strictly between distinct neighbours (property)', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 30}), fc.nat(), (count, seed) => {
        const list = generateNKeysBetween(null, null, count);
        const index = count ? seed % (count + 1) : 0;
        expect(landing(list, placeAt(words(list), index).position)).toBe(index);
      }),
    );
  });
});

describe('order keys on the server: kept between the named neighbours, respaced when long', () => {
  const keys = generateNKeysBetween(null, null, 4);

  it('keeps the chosen key while it sorts between the neighbours, else puts it right after the lower one', () => {
    const chosen = generateKeyBetween(keys[1]!, keys[2]!);
    expect(keyBetween(chosen, keys[1]!, keys[2]!, keys[2]!)).toBe(chosen);
    expect(keyBetween(chosen, null, null, keys[0]!)).toBe(chosen);
    // The neighbours were respaced after the key was chosen: it now sorts elsewhere, so a new one is made between
    // them, before the word someone put right after the lower one meanwhile.
    const [lower, meanwhile, upper] = generateNKeysBetween(keys[3]!, null, 3);
    const replaced = keyBetween(chosen, lower!, upper!, meanwhile!);
    expect(replaced > lower! && replaced < meanwhile!).toBe(true);
    expect(keyBetween(chosen, lower!, upper!, upper!) < upper!).toBe(true);
    expect(keyBetween(chosen, keys[3]!, null, null) > keys[3]!).toBe(true);
    expect(keyBetween(keys[3]!, null, keys[1]!, keys[0]!) < keys[0]!).toBe(true);
    // Someone's move put the neighbours the other way round: nothing to be between, the chosen key stays.
    expect(keyBetween(chosen, keys[3]!, keys[0]!, null)).toBe(chosen);
  });

  it("puts an import after the deck's last key, unless its keys are there already", () => {
    const chosen = generateNKeysBetween(keys[1]!, null, 3);
    expect(keysAfter(null, chosen)).toBe(chosen);
    expect(keysAfter(keys[0]!, chosen)).toBe(chosen);
    const moved = keysAfter(keys[3]!, chosen);
    expect(moved).toHaveLength(3);
    expect(moved[0]! > keys[3]! && moved.toSorted().join() === moved.join()).toBe(true);
  });

  it('accepts only keys it can place words around, and keeps the chosen key beside keys stored before they were checked', () => {
    for (const key of keys) expect(isOrderKey(key)).toBe(true);
    for (const key of ['c0', 'a00', 'b0', '']) expect(isOrderKey(key)).toBe(false);
    const chosen = generateKeyBetween(keys[0]!, keys[1]!);
    expect(keyBetween(chosen, 'c0', 'c1', 'c1')).toBe(chosen);
    expect(keysAfter('c0', [chosen])).toEqual([chosen]);
  });

  it("respaces keys short and evenly, keeping every word's place (ties by id)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({min: 0, max: 6}), fc.uuid()), {maxLength: 60}), (draws) => {
        // Long keys: words inserted again and again at a few places.
        let spots = generateNKeysBetween(null, null, 7);
        const items = draws.map(([spot, id]) => {
          const position = generateKeyBetween(spots[spot]!, spots[spot + 1] ?? null);
          spots = spots.toSpliced(spot + 1, 0, position);
          return {id, position};
        });
        const respaced = respacedKeys(items);
        expect(respaced.map((item) => item.id)).toEqual(items.toSorted(byPlace).map((item) => item.id));
        expect(respaced.toSorted(byPlace)).toEqual(respaced);
        expect(new Set(respaced.map((item) => item.position)).size).toBe(respaced.length);
        expect(needsTidying(respaced.map((item) => item.position))).toBe(false);
      }),
    );
    expect(needsTidying(['a0', `a0${'V'.repeat(TIDY_KEYS_LONGER_THAN)}`])).toBe(true);
  });
});

const item = (overrides: Partial<StoredItem> = {}): StoredItem => ({
  word: '猫',
  furigana: 'ねこ',
  part_of_speech: 'noun',
  english: [{id: '0', text: 'cat'}],
  info: [],
  mnemonics: null,
  example_sentences: [],
  particles: [],
  videos: [],
  versions: {},
  ...overrides,
});

describe('edits in place', () => {
  it('sends only a changed field, trimmed; nothing for an unchanged one', () => {
    expect(scalarEdit(item(), 'furigana', ' ねこ ')).toEqual({ok: true, change: null});
    expect(scalarEdit(item(), 'furigana', '')).toEqual({ok: true, change: {furigana: ''}});
    expect(scalarEdit(item(), 'word', ' 犬 ')).toEqual({ok: true, change: {word: '犬'}});
    expect(scalarEdit(item(), 'partOfSpeech', 'u-verb')).toEqual({ok: true, change: {partOfSpeech: 'u-verb'}});
  });

  it('refuses a blank word with the §5 message', () => {
    expect(scalarEdit(item(), 'word', '  ')).toEqual({ok: false, message: 'The word must not be blank'});
  });

  it('turns list edits into add, edit and remove intents', () => {
    expect(entryEdit(item(), 'english', null, {text: 'kitty'}, () => 'new-id')).toEqual({
      ok: true,
      change: {type: 'add', list: 'english', entryID: 'new-id', value: {text: 'kitty'}},
    });
    expect(entryEdit(item(), 'english', null, {text: ' '}, () => 'x')).toEqual({ok: true, change: null});
    expect(entryEdit(item(), 'english', '0', {text: 'a cat'}, () => 'x')).toEqual({
      ok: true,
      change: {type: 'edit', list: 'english', entryID: '0', value: {text: 'a cat'}},
    });
    expect(entryEdit(item(), 'english', '0', {text: 'cat'}, () => 'x')).toEqual({ok: true, change: null});
    expect(entryEdit(item(), 'english', 'gone', {text: 'x'}, () => 'x').ok).toBe(false);
  });

  it('will not remove the last meaning', () => {
    expect(entryRemoval(item(), 'english', '0')).toEqual({
      ok: false,
      message: 'At least one English meaning must not be blank',
    });
    expect(entryEdit(item(), 'english', '0', {text: ''}, () => 'x')).toEqual({
      ok: false,
      message: 'At least one English meaning must not be blank',
    });
    const two = item({
      english: [
        {id: '0', text: 'cat'},
        {id: '1', text: 'kitty'},
      ],
    });
    expect(entryRemoval(two, 'english', '1')).toEqual({
      ok: true,
      change: {type: 'remove', list: 'english', entryID: '1'},
    });
  });
});

describe('text typed into a word that someone else deleted', () => {
  const typed = (...each: Typed[]): TypedText => new Map(each.map((one) => [typedKey(one), one]));

  it('is the word as last seen with the typed text in it: fields replaced, elements edited or added', () => {
    const kept = keptContent(
      item(),
      typed(
        {kind: 'field', field: 'furigana', value: ' ねこさん '},
        {kind: 'entry', list: 'english', entryID: '0', value: {text: 'a cat'}},
        {kind: 'entry', list: 'english', entryID: null, value: {text: 'kitty'}},
        {
          kind: 'entry',
          list: 'exampleSentences',
          entryID: null,
          value: {japanese: '猫がいる', english: 'There is a cat'},
        },
      ),
    );
    expect(kept).toEqual({
      ok: true,
      item: expect.objectContaining({
        word: '猫',
        furigana: 'ねこさん',
        english: ['a cat', 'kitty'],
        exampleSentences: [{japanese: '猫がいる', english: 'There is a cat'}],
      }),
    });
  });

  it('adds an edited element that is gone as a new one, and names a broken rule', () => {
    expect(
      keptContent(item(), typed({kind: 'entry', list: 'info', entryID: 'gone', value: {text: 'a note'}})),
    ).toMatchObject({ok: true, item: {info: ['a note']}});
    expect(keptContent(item(), typed({kind: 'field', field: 'word', value: ' '}))).toEqual({
      ok: false,
      rule: 'word-required',
      message: 'The word must not be blank',
    });
  });

  it('reads back as labelled lines, leaving out blanks', () => {
    expect(
      typedLines(
        typed(
          {kind: 'field', field: 'word', value: '猫'},
          {kind: 'entry', list: 'english', entryID: null, value: {text: 'kitty'}},
          {kind: 'entry', list: 'exampleSentences', entryID: '2', value: {japanese: '猫がいる', english: ' '}},
          {kind: 'entry', list: 'info', entryID: '1', value: {text: ''}},
        ),
      ),
    ).toEqual([
      {label: 'Word', text: '猫'},
      {label: 'Meaning', text: 'kitty'},
      {label: 'Example', text: '猫がいる'},
    ]);
  });
});

describe('who deleted a word', () => {
  const context = {
    ownUserID: 'me',
    ownerID: 'owner',
    members: [{user_id: 'eddie', display_name: 'Eddie Editor'}],
    present: [{user_id: 'owner', device_id: 'd', display_name: 'Olive Owner', seen_at: 0}],
  };

  it('is named as the page names people: an editor or someone here by name, the learner on another device, else a role', () => {
    expect(personName('eddie', context)).toBe('Eddie Editor');
    expect(personName('owner', context)).toBe('Olive Owner');
    expect(personName('owner', {...context, present: []})).toBe('the deck’s owner');
    expect(personName('me', context)).toBe('you, on another device or tab,');
    expect(personName('stranger', context)).toBe('another editor');
    expect(personName(undefined, context)).toBe('someone else');
  });
});

describe('the tab /vocab opens on in its narrow layout', () => {
  it('is where the learner has something: their decks, else the built-in decks', () => {
    expect(openingTab({signedIn: false, decksLoaded: true, hasDecks: false})).toBe('built-in');
    expect(openingTab({signedIn: true, decksLoaded: true, hasDecks: false})).toBe('built-in');
    expect(openingTab({signedIn: true, decksLoaded: true, hasDecks: true})).toBe('mine');
    expect(openingTab({signedIn: true, decksLoaded: false, hasDecks: true})).toBe('mine');
    expect(openingTab({signedIn: true, decksLoaded: false, hasDecks: false})).toBe('mine');
  });
});

describe('the add form', () => {
  it('names the rule and the field a draft breaks', () => {
    expect(checkForm(EMPTY_ITEM_FORM)).toEqual({ok: false, field: 'word', message: 'The word must not be blank'});
    expect(checkForm({...EMPTY_ITEM_FORM, word: '犬'})).toEqual({
      ok: false,
      field: 'english',
      message: 'At least one English meaning must not be blank',
    });
    expect(
      checkForm({...EMPTY_ITEM_FORM, word: '犬', english: ['dog'], videos: [{url: 'nope', title: ''}]}),
    ).toMatchObject({ok: false, field: 'videos'});
    expect(checkForm({...EMPTY_ITEM_FORM, word: 'x'.repeat(101), english: ['dog']})).toMatchObject({
      ok: false,
      field: 'word',
    });
  });

  it('applies the §5 rules to a good draft', () => {
    const result = checkForm({
      ...EMPTY_ITEM_FORM,
      word: ' 犬 ',
      furigana: ' ',
      english: ['dog', ' '],
      particles: [{particle: ' ', label: ''}],
    });
    expect(result).toEqual({
      ok: true,
      item: expect.objectContaining({word: '犬', furigana: null, english: ['dog'], particles: [], mnemonics: null}),
    });
  });

  it('fills only what the learner left empty from a built-in word', () => {
    const filled = formWithSuggestion(
      {...EMPTY_ITEM_FORM, word: '猫', english: ['kitty']},
      {word: '猫', furigana: 'ねこ', english: ['cat'], partOfSpeech: 'noun'},
    );
    expect(filled).toMatchObject({furigana: 'ねこ', english: ['kitty'], partOfSpeech: 'noun'});
  });
});

describe('presence', () => {
  const row = (device: string, user: string, seenAt: number, itemID: string | null = null) => ({
    device_id: device,
    user_id: user,
    display_name: user,
    item_id: itemID,
    seen_at: seenAt,
  });

  it('estimates the server clock from our own row and hides stale rows by the server clock', () => {
    // The server is 60 s ahead of this device.
    const skew = clockSkew({seen_at: 160_000}, 100_000);
    expect(skew).toBe(60_000);
    const rows = [row('me', 'self', 160_000), row('d2', 'bea', 150_000, 'item-1'), row('d3', 'cai', 130_000)];
    expect(
      othersPresent(rows, {deviceID: 'me', now: 100_000, skew, timeout: 20_000}).map((each) => each.user_id),
    ).toEqual(['bea']);
    // Without the skew, the stale row would look fresh and the fresh one would too.
    expect(othersPresent(rows, {deviceID: 'me', now: 100_000, skew: 0, timeout: 20_000})).toHaveLength(2);
  });

  it('shows one marker per person, with the word they hold on any device', () => {
    const rows = [row('a1', 'ann', 1000, 'w1'), row('a2', 'ann', 1500)];
    expect(othersPresent(rows, {deviceID: 'me', now: 1500, skew: 0})).toEqual([
      expect.objectContaining({user_id: 'ann', item_id: 'w1', seen_at: 1500}),
    ]);
    expect(initialsOf('Aiko Sato')).toBe('AS');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('あいこ')).toBe('あい');
  });
});

describe('a deck as practice', () => {
  const row = (word: string, english: string[], furigana: string | null = null) => ({
    word,
    furigana,
    part_of_speech: null,
    is_verb: false,
    english: english.map((text, id) => ({id: String(id), text})),
    info: [{id: '0', text: 'a note'}],
    mnemonics: null,
    example_sentences: [],
    particles: [],
    videos: [],
  });

  it('keys each word by the word itself, reading from its furigana, and asks every word, even two spelled alike', () => {
    const items = practiceItemsOf([row('猫', ['cat'], 'ねこ'), row('いぬ', ['dog']), row('猫', ['kitty'])]);
    expect(items).toEqual([
      {key: '猫', word: '猫', reading: 'ねこ', english: ['cat'], partOfSpeech: '', notes: ['a note']},
      {key: 'いぬ', word: 'いぬ', reading: 'いぬ', english: ['dog'], partOfSpeech: '', notes: ['a note']},
      {key: '猫 (kitty)', word: '猫', reading: '猫', english: ['kitty'], partOfSpeech: '', notes: ['a note']},
    ]);
    const days = practiceItemsOf([
      row('一日', ['one day'], 'いちにち'),
      row('月', ['moon'], 'つき'),
      row('一日', ['first of the month'], 'ついたち'),
      row('日', ['sun'], 'ひ'),
    ]);
    expect(days.map((item) => item.key)).toEqual(['一日', '月', '一日 (ついたち)', '日']);
    expect(days.map((item) => item.english[0])).toContain('first of the month');
    expect(deckPracticeModule({deck_id: 7, user_id: 'u', deck_name: 'Mine'})).toMatchObject({
      title: 'Mine',
      session_type: 'vocab-practice',
      allowed_practice_modes: ['meanings', 'spellings'],
    });
  });
});

describe('the deck id of /practice/{userID}/{deckID}', () => {
  it('is a whole number in digits, else nothing', async () => {
    const {parseDeckIDParam} = await import('../../src/features/vocab/practice/deck-practice.ts');
    expect(parseDeckIDParam('42')).toBe(42);
    for (const bad of ['12.5', '-1', '0', 'abc', '1e3', '', '99999999999999999'])
      expect(parseDeckIDParam(bad)).toBeNull();
  });
});

describe('a review card’s word, by the override list', () => {
  const overrides = (own: {enabled: boolean; priority: number}) => [
    {name: 'Your Decks', sourceId: 'user-decks', locked: true, ...own},
    {name: 'Built-in Vocabulary', sourceId: 'built-in', locked: true, enabled: true, priority: 999},
  ];
  const entry = (word: string, english: string[]) => ({
    word,
    furigana: 'ねこ',
    english,
    partOfSpeech: null,
    isVerb: false,
    info: [],
    mnemonics: null,
    exampleSentences: [],
    particles: [],
    videos: [],
  });
  const builtIn = {
    status: 'ready' as const,
    item: {key: '猫', word: '猫', reading: 'ねこ', english: ['cat'], partOfSpeech: 'noun' as const},
  };

  it('puts the learner’s entry first by default, keeping the key', async () => {
    const {reviewItemDetails} = await import('../../src/features/review/review-item-details.ts');
    const details = reviewItemDetails(
      '猫',
      builtIn,
      [{key: '猫', entry: entry('猫', ['my cat'])}],
      overrides({enabled: true, priority: 0}),
    );
    expect(details).toMatchObject({status: 'ready', item: {key: '猫', english: ['my cat'], partOfSpeech: 'noun'}});
    expect(
      reviewItemDetails(
        '猫',
        builtIn,
        [{key: '猫', entry: entry('猫', ['my cat'])}],
        overrides({enabled: true, priority: 1000}),
      ),
    ).toEqual(builtIn);
  });

  it('tells a word only the learner’s decks hold from their entry, unless Your Decks is off', async () => {
    const {reviewItemDetails} = await import('../../src/features/review/review-item-details.ts');
    const missing = {status: 'missing' as const};
    expect(
      reviewItemDetails(
        'ぴかぴか',
        missing,
        [{key: 'ぴかぴか', entry: entry('ぴかぴか', ['sparkling'])}],
        overrides({enabled: true, priority: 1000}),
      ),
    ).toMatchObject({status: 'ready', item: {key: 'ぴかぴか', word: 'ぴかぴか', english: ['sparkling']}});
    expect(
      reviewItemDetails(
        'ぴかぴか',
        missing,
        [{key: 'ぴかぴか', entry: entry('ぴかぴか', ['sparkling'])}],
        overrides({enabled: false, priority: 0}),
      ),
    ).toEqual(missing);
    expect(reviewItemDetails('ぴかぴか', undefined, [], overrides({enabled: true, priority: 0}))).toBeUndefined();
  });

  it('tells a word spelled like another of its deck from its own entry, by the key practice gave it', async () => {
    const {keyedOwnEntries, reviewItemDetails} = await import('../../src/features/review/review-item-details.ts');
    const row = (id: string, position: string, furigana: string, english: string) => ({
      id,
      deck_id: 1,
      position,
      word: '一日',
      furigana,
      part_of_speech: null,
      is_verb: false,
      english: [{id: '0', text: english}],
      info: [],
      mnemonics: null,
      example_sentences: [],
      particles: [],
      videos: [],
    });
    // Rows arrive in the order they were made; the deck's order puts "one day" first.
    const keyed = keyedOwnEntries([
      row('b', 'a1', 'ついたち', 'first of the month'),
      row('a', 'a0', 'いちにち', 'one day'),
    ]);
    expect(keyed.map((each) => each.key)).toEqual(['一日', '一日 (ついたち)']);
    expect(
      reviewItemDetails('一日 (ついたち)', {status: 'missing'}, keyed, overrides({enabled: true, priority: 0})),
    ).toMatchObject({
      status: 'ready',
      item: {key: '一日 (ついたち)', word: '一日', reading: 'ついたち', english: ['first of the month']},
    });
  });
});

describe('the label that adds an element to a list', () => {
  const field = (one: string) => LIST_FIELDS.find((each) => each.one === one)!;

  it('takes "an" before a vowel and "a" before a consonant, and "another" once the list has one', () => {
    expect(addEntryLabel(field('example'), 0)).toBe('+ Add an example');
    expect(addEntryLabel(field('meaning'), 0)).toBe('+ Add a meaning');
    expect(addEntryLabel(field('kanji mnemonic'), 0)).toBe('+ Add a kanji mnemonic');
    expect(addEntryLabel(field('example'), 2)).toBe('+ Add another example');
    for (const each of LIST_FIELDS) expect(addEntryLabel(each, 0)).toMatch(/^\+ Add (a [^aeiou]|an [aeiou])/);
  });
});
