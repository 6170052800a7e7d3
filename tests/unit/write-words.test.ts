import {describe, expect, it} from 'vitest';
import {mutators} from '../../schema/mutators.ts';
import {
  conflictWords,
  describeStatus,
  describeWrite,
  pendingWritesLabel,
  refusalNotice,
} from '../../src/features/outbox/write-words.ts';

const write = (mutator: {mutatorName: string}, args: object = {}) => ({name: mutator.mutatorName, args: args as never});

describe('refused writes', () => {
  it('are told once, in words about what was lost', () => {
    expect(refusalNotice(write(mutators.deckItems.setFields), 'This word no longer exists', 'not-found')).toBe(
      'A change to a word could not be saved: This word no longer exists',
    );
    expect(refusalNotice(write(mutators.decks.create), 'You can have at most 200 decks', 'limit')).toBe(
      'A change to your decks could not be saved: You can have at most 200 decks',
    );
    expect(refusalNotice(write(mutators.folders.move), 'x', 'forbidden')).toMatch(/^A change to your decks/);
    expect(refusalNotice(write(mutators.deckSharing.setPublic), 'x', 'forbidden')).toMatch(/^A sharing change/);
    expect(refusalNotice(write(mutators.settings.update), 'x', 'invalid-input')).toMatch(
      /^Your settings could not be saved/,
    );
    // Answered where they happen: the import dialog and the invite page; an import sent for a closed tab, here.
    expect(refusalNotice(write(mutators.deckItems.addMany), 'x', 'limit')).toBeNull();
    expect(
      refusalNotice(
        write(mutators.deckItems.addMany),
        'A deck can hold at most 5,000 words (it has 4,001)',
        'limit',
        false,
      ),
    ).toBe(
      'An import was refused, so none of its words were added: A deck can hold at most 5,000 words (it has 4,001)',
    );
    expect(refusalNotice(write(mutators.deckSharing.acceptInvite), 'x', 'forbidden')).toBeNull();
  });

  it('a conflict is asked about, not told', () => {
    expect(refusalNotice(write(mutators.deckItems.changeEntry), 'Someone else changed this', 'conflict')).toBeNull();
  });

  it('a write of an older version of the app still has words', () => {
    expect(describeWrite({name: 'lessons.gone', args: {}})).toBe('A change from an older version of the app');
    expect(refusalNotice({name: 'lessons.gone'}, 'x', 'invalid-input')).toBe('Your change could not be saved: x');
  });
});

describe('pending writes', () => {
  it('are counted as answers while only answers wait', () => {
    expect(pendingWritesLabel([write(mutators.reviews.grade), write(mutators.reviews.grade)])).toBe(
      '2 answers waiting to sync',
    );
    expect(pendingWritesLabel([write(mutators.reviews.grade), write(mutators.settings.update)])).toBe(
      '2 changes waiting to sync',
    );
  });

  it('say what they are and why they wait', () => {
    expect(describeWrite(write(mutators.deckItems.addMany, {items: [{}, {}, {}]}))).toBe('An import of 3 words');
    expect(describeWrite(write(mutators.progress.completeModule))).toBe('A completed step');
    expect(
      describeStatus({type: 'parked', refusal: {code: 'unexpected', message: 'The server failed unexpectedly'}}),
    ).toBe('Stopped: The server failed unexpectedly');
    expect(describeStatus({type: 'behind-parked', parkedID: 'w1'})).toBe(
      'Waiting behind a stopped change to the same thing',
    );
  });
});

describe('a conflict shows both values and who set the one there now', () => {
  const base = {currentVersion: 'w9', changedAt: 0};

  it('a meaning of a word, changed by a co-editor', () => {
    const entry = write(mutators.deckItems.changeEntry, {
      itemID: 'i1',
      intent: {type: 'edit', list: 'english', entryID: 'e1', value: {text: 'to consume'}},
    });
    expect(
      conflictWords(
        entry,
        {
          ...base,
          field: 'english:e1',
          current: {id: 'e1', text: 'to eat (a meal)'},
          changedBy: 'u2',
          changedByName: 'Aiko',
          subject: '食べる',
        },
        'u1',
      ),
    ).toEqual({what: 'A meaning — “食べる”', who: 'Aiko', theirs: 'to eat (a meal)', yours: 'to consume'});
  });

  it('a setting, changed on the learner’s other device', () => {
    const entry = write(mutators.settings.update, {patch: {'color-mode': 'light'}});
    expect(
      conflictWords(entry, {...base, field: 'color-mode', current: 'dark', changedBy: 'u1', changedByName: 'Me'}, 'u1'),
    ).toEqual({what: 'Colour mode', who: 'You, on another device or tab,', theirs: 'dark', yours: 'light'});
  });

  it('whether review offers kanji to write, named as the settings page names it', () => {
    const entry = write(mutators.settings.update, {patch: {'writing-cards': {enabled: true, newPerDay: 5}}});
    expect(
      conflictWords(
        entry,
        {...base, field: 'writing-cards', current: {enabled: false, newPerDay: 5}, changedBy: 'u1', changedByName: ''},
        'u1',
      ),
    ).toMatchObject({what: 'Writing kanji in review'});
  });

  it('a word’s reading and a deck’s public flag', () => {
    expect(
      conflictWords(
        write(mutators.deckItems.setFields, {fields: {furigana: 'くう'}}),
        {...base, field: 'furigana', current: null, changedBy: 'u2', changedByName: ''},
        'u1',
      ),
    ).toEqual({what: 'Its reading', who: 'Another editor', theirs: '(empty)', yours: 'くう'});
    expect(
      conflictWords(
        write(mutators.deckSharing.setPublic, {isPublic: true}),
        {...base, field: 'public', current: false, changedBy: 'u1', changedByName: 'Me', subject: 'Verbs'},
        'u1',
      ),
    ).toMatchObject({what: 'Whether the deck is public — “Verbs”', theirs: 'No', yours: 'Yes'});
  });
});
