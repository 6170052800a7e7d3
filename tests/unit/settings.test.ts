import {describe, expect, test} from 'vitest';
import {
  applySettingsPatch,
  CONJUGATION_FLAGS,
  DEFAULT_SETTINGS,
  deviceTypeForWidth,
  parseSettings,
  pickStoredSettings,
  SETTINGS_LIMITS,
  STORED_SETTING_KEYS,
  storedSettingsPatchSchema,
  withLiveService,
  type Settings,
} from '../../schema/settings.ts';

describe('defaults (requirements §3.2, §9)', () => {
  const defaults = parseSettings({});

  test('every service is disabled with nothing imported and no valid key', () => {
    for (const service of ['anki', 'wanikani', 'jpdb'] as const) {
      expect(defaults['service-preferences'][service]).toEqual({
        mode: 'disabled',
        data_imported: false,
        is_api_key_valid: false,
      });
    }
  });

  test('course position: genki_1, chapter-0, no positions, no completed tours, timestamp 0', () => {
    expect(defaults['active-textbook']).toBe('genki_1');
    expect(defaults['active-deck']).toBe('chapter-0');
    expect(defaults['textbook-positions']).toEqual({});
    expect(defaults['completed-tours']).toEqual([]);
    expect(defaults.timestamp).toBe(0);
  });

  test('override lists with priorities 0, 500, 999', () => {
    expect(defaults['override-settings']).toEqual({
      vocabularyOverrides: [
        {name: 'Your Decks', sourceId: 'user-decks', priority: 0, enabled: true, locked: true},
        {name: 'Built-in Vocabulary', sourceId: 'built-in', priority: 999, enabled: true, locked: true},
      ],
      kanjiOverrides: [
        {name: 'My keywords', sourceId: 'my-keywords', priority: 500, enabled: false, locked: false},
        {name: 'WaniKani', sourceId: 'wanikani', priority: 999, enabled: true, locked: true},
      ],
    });
  });

  test('a stored "JPDB Keywords" entry (jpdb serves no kanji keywords) reads as "My keywords", as the learner left it', () => {
    const stored = {
      vocabularyOverrides: defaults['override-settings'].vocabularyOverrides,
      kanjiOverrides: [
        {name: 'WaniKani', sourceId: 'wanikani', priority: 999, enabled: true, locked: true},
        {name: 'JPDB Keywords', sourceId: 'jpdb', priority: 100, enabled: true, locked: false},
      ],
    };
    expect(parseSettings({'override-settings': stored})['override-settings'].kanjiOverrides).toEqual([
      {name: 'WaniKani', sourceId: 'wanikani', priority: 999, enabled: true, locked: true},
      {name: 'My keywords', sourceId: 'my-keywords', priority: 100, enabled: true, locked: false},
    ]);
  });

  test('my keywords: one per kanji, trimmed, at most 40 characters, refused by name', () => {
    const message = (keywords: unknown) =>
      storedSettingsPatchSchema.safeParse({'kanji-keywords': keywords}).error?.issues[0]?.message;
    expect(defaults['kanji-keywords']).toEqual({});
    expect(storedSettingsPatchSchema.parse({'kanji-keywords': {日: ' daylight ', 月: 'm'.repeat(40)}})).toEqual({
      'kanji-keywords': {日: 'daylight', 月: 'm'.repeat(40)},
    });
    expect(message({日: 'm'.repeat(41)})).toBe('A keyword is at most 40 characters');
    expect(message({日: '  '})).toBe('Write a keyword, or remove it');
    expect(message({日本: 'Japan'})).toBe('A keyword belongs to one kanji');
    expect(message({a: 'letter'})).toBe('A keyword belongs to one kanji');
    const many = (count: number) =>
      Object.fromEntries(Array.from({length: count}, (_, at) => [String.fromCodePoint(0x4e00 + at), `k${at}`]));
    expect(message(many(500))).toBeUndefined();
    expect(message(many(501))).toBe('At most 500 kanji keywords');
  });

  test('writing cards: off, 5 new a day; a whole number from 1 to 50, refused in plain words', () => {
    const message = (writingCards: unknown) =>
      storedSettingsPatchSchema.safeParse({'writing-cards': writingCards}).error?.issues[0]?.message;
    expect(defaults['writing-cards']).toEqual({enabled: false, newPerDay: 5});
    expect(message({enabled: true, newPerDay: 1})).toBeUndefined();
    expect(message({enabled: true, newPerDay: 50})).toBeUndefined();
    expect(message({enabled: true, newPerDay: 0})).toBe('New writing cards per day must be at least 1');
    expect(message({enabled: true, newPerDay: 51})).toBe('New writing cards per day must be at most 50');
    expect(message({enabled: true, newPerDay: 2.5})).toBe('New writing cards per day must be a whole number');
    expect(message({enabled: true, newPerDay: Number.NaN})).toBe('New writing cards per day must be a number');
    expect(parseSettings({'writing-cards': {enabled: true}})['writing-cards']).toEqual({enabled: true, newPerDay: 5});
  });

  test('conjugation practice: n5, 10 questions, eight flags on and the rest off', () => {
    const options = defaults['conjugation-practice'];
    expect(options.jlptLevel).toBe('n5');
    expect(options.amount).toBe(10);
    const on = CONJUGATION_FLAGS.filter((flag) => options[flag]);
    expect(on.sort()).toEqual(['negative', 'nonPast', 'normal', 'past', 'plain', 'polite', 'positive', 'verb']);
    expect(CONJUGATION_FLAGS).toHaveLength(25);
  });

  test('route options all on, no tour running, device type unknown, colour mode follows the system', () => {
    expect(defaults.routes).toEqual({
      vocab: {leftSidebarExpand: true, rightSidebarExpand: true},
      'vocab-practice': {'shuffle-answers': true, 'enable-kanji-radical-prereqs': true},
    });
    expect(defaults.tour).toEqual({currentTourId: null, currentTourStep: 0});
    expect(defaults['device-type']).toBeNull();
    expect(defaults['color-mode']).toBe('system');
  });

  test('parsing returns a fresh copy each time', () => {
    const first = parseSettings({});
    first['completed-tours'].push('main');
    first['override-settings'].vocabularyOverrides[0]!.enabled = false;
    expect(parseSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS['completed-tours']).toEqual([]);
  });
});

describe('reading stored settings', () => {
  test('missing keys, at any depth, take their defaults and present ones are kept', () => {
    const settings = parseSettings({
      'active-textbook': 'genki_2',
      'conjugation-practice': {amount: 25, teForm: true},
      routes: {vocab: {leftSidebarExpand: false}},
    });
    expect(settings['active-textbook']).toBe('genki_2');
    expect(settings['conjugation-practice']).toEqual({
      ...DEFAULT_SETTINGS['conjugation-practice'],
      amount: 25,
      teForm: true,
    });
    expect(settings.routes.vocab).toEqual({leftSidebarExpand: false, rightSidebarExpand: true});
    expect(settings.routes['vocab-practice']).toEqual(DEFAULT_SETTINGS.routes['vocab-practice']);
    expect(settings['active-deck']).toBe('chapter-0');
  });

  test('an empty active textbook is allowed', () => {
    expect(parseSettings({'active-textbook': ''})['active-textbook']).toBe('');
  });

  test('an active deck of exactly 20 characters is allowed', () => {
    expect(parseSettings({'active-deck': 'x'.repeat(20)})['active-deck']).toBe('x'.repeat(20));
  });

  test('unknown keys are dropped', () => {
    expect(parseSettings({surprise: 1, 'active-deck': 'chapter-3'})).toEqual({
      ...DEFAULT_SETTINGS,
      'active-deck': 'chapter-3',
    });
  });

  // §5: anything invalid gives the full defaults, not a partial repair.
  const invalid: [string, unknown][] = [
    ['active deck over 20 characters', {'active-deck': 'x'.repeat(21), 'active-textbook': 'genki_2'}],
    ['unknown textbook', {'active-textbook': 'genki_3', 'active-deck': 'chapter-4'}],
    ['JLPT level outside n5–n1', {'conjugation-practice': {jlptLevel: 'n6'}, 'active-deck': 'chapter-4'}],
    ['JLPT level in capitals', {'conjugation-practice': {jlptLevel: 'N5'}}],
    ['conjugation amount 0', {'conjugation-practice': {amount: 0}, 'active-deck': 'chapter-4'}],
    ['conjugation amount 101', {'conjugation-practice': {amount: 101}}],
    ['conjugation amount not a number', {'conjugation-practice': {amount: '10'}}],
    ['service mode outside live/disabled', {'service-preferences': {anki: {mode: 'sometimes'}}}],
    [
      'override without a priority',
      {'override-settings': {vocabularyOverrides: [{name: 'x', enabled: true, locked: true, sourceId: 'x'}]}},
    ],
    ['completed tours not a list', {'completed-tours': 'main'}],
    ['textbook positions not strings', {'textbook-positions': {genki_1: 3}}],
    ['timestamp not a number', {timestamp: 'yesterday'}],
    ['device type unknown', {'device-type': 'tablet'}],
    ['colour mode unknown', {'color-mode': 'sepia'}],
    ['tour step not a number', {tour: {currentTourId: 'main', currentTourStep: 'one'}}],
    ['a string instead of an object', 'settings'],
    ['null', null],
    ['an array', []],
  ];
  test.each(invalid)('%s → the full defaults', (_name, raw) => {
    expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('stored subset and patches', () => {
  test('the profile keeps the requirements §3.3 keys plus the colour mode, practice options, the running tour and the scheduler', () => {
    expect([...STORED_SETTING_KEYS].sort()).toEqual([
      'active-deck',
      'active-textbook',
      'color-mode',
      'completed-tours',
      'conjugation-practice',
      'fsrs',
      'kanji-keywords',
      'override-settings',
      'routes',
      'service-preferences',
      'textbook-positions',
      'timestamp',
      'tour',
      'writing-cards',
    ]);
    const stored = pickStoredSettings(DEFAULT_SETTINGS);
    expect(Object.keys(stored).sort()).toEqual([...STORED_SETTING_KEYS].sort());
    expect(stored).not.toHaveProperty('device-type');
  });

  test('a valid patch of stored keys passes unchanged (no defaults filled in)', () => {
    const patch = {'color-mode': 'dark', 'active-deck': 'chapter-7'};
    expect(storedSettingsPatchSchema.parse(patch)).toEqual(patch);
  });

  test('a patch with a key that is not stored, or unknown, is refused with the key named', () => {
    const device = storedSettingsPatchSchema.safeParse({'device-type': 'mobile'});
    expect(device.success).toBe(false);
    expect(device.error?.issues[0]?.message).toContain('device-type');
    const forged = storedSettingsPatchSchema.safeParse({'color-mode': 'dark', user_id: 'someone-else'});
    expect(forged.error?.issues[0]?.message).toBe('Unrecognized key: "user_id"');
  });

  test('patch values are checked with clear messages', () => {
    const message = (patch: unknown) => storedSettingsPatchSchema.safeParse(patch).error?.issues[0]?.message;
    expect(message({'active-deck': 'x'.repeat(21)})).toBe('Active deck must be at most 20 characters');
    expect(message({'active-textbook': 'genki_9'})).toBe('Active textbook must be genki_1, genki_2 or empty');
    expect(message({'color-mode': 'blue'})).toBe('Colour mode must be light, dark or system');
    const conjugation = {...DEFAULT_SETTINGS['conjugation-practice']};
    expect(message({'conjugation-practice': {...conjugation, amount: 101}})).toBe('Amount must be at most 100');
    expect(message({'conjugation-practice': {...conjugation, amount: 0}})).toBe('Amount must be at least 1');
    expect(message({'conjugation-practice': {...conjugation, amount: 2.5}})).toBe('Amount must be a whole number');
    expect(message({'conjugation-practice': {...conjugation, jlptLevel: 'n0'}})).toBe(
      'JLPT level must be one of n5, n4, n3, n2, n1',
    );
  });

  test('locked override entries cannot be removed or unlocked; unlocked ones can', () => {
    const lists = DEFAULT_SETTINGS['override-settings'];
    const message = (patch: unknown) =>
      storedSettingsPatchSchema.safeParse({'override-settings': patch}).error?.issues[0]?.message;
    expect(message({...lists, vocabularyOverrides: lists.vocabularyOverrides.slice(1)})).toBe(
      'Your Decks is locked and cannot be removed',
    );
    expect(message({...lists, kanjiOverrides: lists.kanjiOverrides.map((entry) => ({...entry, locked: false}))})).toBe(
      'WaniKani is locked and cannot be removed',
    );
    expect(message({...lists, kanjiOverrides: lists.kanjiOverrides.filter((entry) => !entry.locked)})).toBe(
      'WaniKani is locked and cannot be removed',
    );
    const withoutJpdb = {
      ...lists,
      kanjiOverrides: lists.kanjiOverrides.filter((entry) => entry.sourceId !== 'my-keywords'),
    };
    expect(storedSettingsPatchSchema.parse({'override-settings': withoutJpdb})).toEqual({
      'override-settings': withoutJpdb,
    });
    // Stored data is not held to the rule: an old profile without a locked entry still reads.
    expect(
      parseSettings({'override-settings': {...lists, vocabularyOverrides: []}})['override-settings']
        .vocabularyOverrides,
    ).toEqual([]);
  });

  test('at most one external service is live (requirements §4.3)', () => {
    const services = DEFAULT_SETTINGS['service-preferences'];
    const anki = withLiveService(services, 'anki');
    expect(Object.values(anki).map((service) => service.mode)).toEqual(['live', 'disabled', 'disabled']);
    const jpdb = withLiveService(anki, 'jpdb');
    expect([jpdb.anki.mode, jpdb.wanikani.mode, jpdb.jpdb.mode]).toEqual(['disabled', 'disabled', 'live']);
    expect(Object.values(withLiveService(jpdb, null)).every((service) => service.mode === 'disabled')).toBe(true);
    expect(storedSettingsPatchSchema.safeParse({'service-preferences': anki}).success).toBe(true);
    const twoLive = {...anki, jpdb: {...anki.jpdb, mode: 'live'}};
    expect(storedSettingsPatchSchema.safeParse({'service-preferences': twoLive}).error?.issues[0]?.message).toBe(
      'Only one service can be live at a time',
    );
  });

  test('the scheduler: retention 0.70–0.99 (default 0.90), a maximum interval, 21 fitted parameters or none', () => {
    expect(DEFAULT_SETTINGS.fsrs).toEqual({
      desiredRetention: 0.9,
      maximumInterval: 36_500,
      weights: null,
      fittedAt: null,
    });
    const message = (fsrs: unknown) => storedSettingsPatchSchema.safeParse({fsrs}).error?.issues[0]?.message;
    const base = DEFAULT_SETTINGS.fsrs;
    expect(message({...base, desiredRetention: 0.69})).toBe('Desired retention must be at least 0.70');
    expect(message({...base, desiredRetention: 0.995})).toBe('Desired retention must be at most 0.99');
    expect(message({...base, maximumInterval: 0})).toBe('Maximum interval must be at least 1 day');
    expect(message({...base, weights: [1, 2, 3]})).toBe('FSRS parameters are a list of 21 numbers');
    expect(
      message({
        ...base,
        desiredRetention: 0.85,
        maximumInterval: 365,
        weights: Array.from({length: 21}, () => 0.5),
        fittedAt: 5,
      }),
    ).toBeUndefined();
  });

  test('every list has a maximum size, and every text in one a maximum length: at the limit passes, one more is refused by name', () => {
    expect(SETTINGS_LIMITS).toEqual({
      overrides: 20,
      completedTours: 50,
      textbookPositions: 50,
      text: 100,
      kanjiKeywords: 500,
      kanjiKeyword: 40,
    });
    const message = (patch: unknown) => storedSettingsPatchSchema.safeParse(patch).error?.issues[0]?.message;
    const tours = (count: number) => Array.from({length: count}, (_, at) => `tour-${at}`);
    expect(message({'completed-tours': tours(50)})).toBeUndefined();
    expect(message({'completed-tours': tours(51)})).toBe('At most 50 completed tours');
    expect(message({'completed-tours': ['t'.repeat(101)]})).toBe('Tour id must be at most 100 characters');

    const positions = (count: number) =>
      Object.fromEntries(Array.from({length: count}, (_, at) => [`book-${at}`, `chapter-${at}`]));
    expect(message({'textbook-positions': positions(50)})).toBeUndefined();
    expect(message({'textbook-positions': positions(51)})).toBe('At most 50 textbook positions');
    expect(message({'textbook-positions': {genki_1: 'p'.repeat(101)}})).toBe('Position must be at most 100 characters');
    expect(message({'textbook-positions': {['b'.repeat(101)]: 'chapter-1'}})).toBe(
      'Textbook must be at most 100 characters',
    );

    // The locked entries stay; the rest of the list is the learner's own.
    const lists = DEFAULT_SETTINGS['override-settings'];
    const overrides = (count: number) => [
      ...lists.vocabularyOverrides,
      ...Array.from({length: count - lists.vocabularyOverrides.length}, (_, at) => ({
        name: `Source ${at}`,
        sourceId: `source-${at}`,
        priority: at,
        enabled: true,
        locked: false,
      })),
    ];
    expect(message({'override-settings': {...lists, vocabularyOverrides: overrides(20)}})).toBeUndefined();
    expect(message({'override-settings': {...lists, vocabularyOverrides: overrides(21)}})).toBe('At most 20 overrides');
    const [own] = overrides(3).slice(2);
    expect(
      message({
        'override-settings': {...lists, kanjiOverrides: [...lists.kanjiOverrides, {...own, name: 'n'.repeat(101)}]},
      }),
    ).toBe('Override name must be at most 100 characters');
    expect(
      message({
        'override-settings': {...lists, kanjiOverrides: [...lists.kanjiOverrides, {...own, sourceId: 's'.repeat(101)}]},
      }),
    ).toBe('Override source must be at most 100 characters');
    expect(message({tour: {currentTourId: 't'.repeat(101), currentTourStep: 0}})).toBe(
      'Tour id must be at most 100 characters',
    );
  });

  test('a nested value must be complete in a patch', () => {
    expect(storedSettingsPatchSchema.safeParse({'conjugation-practice': {amount: 5}}).success).toBe(false);
  });

  test('applying a patch replaces only the keys it names', () => {
    const before: Settings = parseSettings({'active-deck': 'chapter-2'});
    const after = applySettingsPatch(before, {'color-mode': 'dark'});
    expect(after).toEqual({...before, 'color-mode': 'dark'});
    expect(before['color-mode']).toBe('system');
  });
});

test('device type: desktop from 1280 px wide', () => {
  expect(deviceTypeForWidth(1279)).toBe('mobile');
  expect(deviceTypeForWidth(1280)).toBe('desktop');
  expect(deviceTypeForWidth(375)).toBe('mobile');
});
