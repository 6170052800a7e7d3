// How waiting and refused writes are put to the learner: what a write was, why it waits, what the server said, and,
// for a conflict, the value now beside their own. Writes are told apart by their mutators, never by their names.
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {mutators} from '../../../schema/mutators.ts';
import {findMutator} from '../../../schema/writes/find-mutator.ts';
import type {FieldConflict} from '../../../schema/writes/field-versions.ts';
import type {EntryStatus, OutboxEntry} from '../../app/outbox/outbox-rules.ts';
import {plural} from '../../app/plural.ts';

type Group = keyof Omit<typeof mutators, '~'>;

/** The group of mutators the write belongs to ('reviews', 'deckItems' …); null for one this version does not know. */
function groupOf(name: string): Group | null {
  const mutator = findMutator(mutators, name);
  if (!mutator) return null;
  for (const [group, members] of Object.entries(mutators) as [Group, object][]) {
    if (group !== ('~' as Group) && Object.values(members).includes(mutator)) return group;
  }
  return null;
}

const is = (entry: Pick<OutboxEntry, 'name'>, mutator: {mutatorName: string}) => entry.name === mutator.mutatorName;

export function pendingLabel(count: number, noun: 'answer' | 'change' = 'answer'): string {
  return `${plural(count, noun)} waiting to sync`;
}

/** "2 answers waiting to sync" while only review answers wait; "3 changes waiting to sync" once anything else does. */
export function pendingWritesLabel(entries: readonly Pick<OutboxEntry, 'name'>[]): string {
  return pendingLabel(
    entries.length,
    entries.every((entry) => is(entry, mutators.reviews.grade)) ? 'answer' : 'change',
  );
}

/** What the write was, in a few words. */
export function describeWrite(entry: Pick<OutboxEntry, 'name' | 'args'>): string {
  if (is(entry, mutators.deckItems.addMany)) {
    const count = ((entry.args as {items?: unknown[]}).items ?? []).length;
    return `An import of ${plural(count, 'word')}`;
  }
  switch (groupOf(entry.name)) {
    case 'reviews':
      return 'A review answer';
    case 'settings':
      return 'A settings change';
    case 'progress':
      return 'A completed step';
    case 'practiceSessions':
      return 'Practice time';
    case 'deckItems':
      return 'A change to a word';
    case 'decks':
    case 'folders':
      return 'A change to your decks';
    case 'deckSharing':
      return 'A sharing change';
    case 'presence':
      return 'Who is viewing a deck';
    case null:
      return 'A change from an older version of the app';
  }
}

/** Why the write waits, or what became of it. */
export function describeStatus(status: EntryStatus): string {
  switch (status.type) {
    case 'sending':
      return 'Sending';
    case 'retrying':
      return `Will try again: ${status.refusal.message}`;
    case 'parked':
      return `Stopped: ${status.refusal.message}`;
    case 'behind-parked':
      return 'Waiting behind a stopped change to the same thing';
    case 'conflict':
      return status.refusal.message;
  }
}

/** What the learner is told when the server refuses a write for good; null when it is not worth interrupting them
 * (practice timing is a convenience, and presence is not their work), when the page that made it says so itself, or
 * for a conflict (which they are asked about: ConflictPrompts). `submittedHere`: this page made the write. */
export function refusalNotice(
  entry: Pick<OutboxEntry, 'name'>,
  message: string,
  code: string,
  submittedHere = true,
): string | null {
  if (code === 'conflict') return null;
  // An import is reported by the import dialog that sent it; accepting an invite on /vocab, where the link was opened.
  if (is(entry, mutators.deckItems.addMany))
    return submittedHere ? null : `An import was refused, so none of its words were added: ${message}`;
  if (is(entry, mutators.deckSharing.acceptInvite)) return null;
  switch (groupOf(entry.name)) {
    case 'reviews':
      return `An answer could not be saved and was dropped: ${message}`;
    case 'settings':
      return `Your settings could not be saved, so they were put back: ${message}`;
    case 'progress':
      return `Could not save your progress: ${message}`;
    case 'practiceSessions':
    case 'presence':
      return null;
    case 'deckItems':
      return `A change to a word could not be saved: ${message}`;
    case 'deckSharing':
      return `A sharing change could not be saved: ${message}`;
    case 'decks':
    case 'folders':
      return `A change to your decks could not be saved: ${message}`;
    case null:
      return `Your change could not be saved: ${message}`;
  }
}

export const STORAGE_REFUSED_NOTICE =
  'This browser refuses to keep your work on this device, so nothing is kept offline: answers and changes still go straight to the server while you are online.';

const SETTING_NAMES: Record<string, string> = {
  'color-mode': 'Colour mode',
  'service-preferences': 'Flashcard service',
  'override-settings': 'Vocabulary and kanji sources',
  'conjugation-practice': 'Conjugation practice options',
  fsrs: 'Review scheduler',
  'writing-cards': 'Writing kanji in review',
};

const FIELD_NAMES: Record<string, string> = {
  word: 'The word',
  furigana: 'Its reading',
  part_of_speech: 'Its part of speech',
  position: 'Its place in the deck',
  english: 'A meaning',
  info: 'A note',
  mnemonicReading: 'A reading mnemonic',
  mnemonicKanji: 'A kanji mnemonic',
  exampleSentences: 'An example sentence',
  particles: 'A particle',
  videos: 'A video link',
  deck_name: 'The deck’s name',
  deck_description: 'The deck’s description',
  folder_id: 'The deck’s folder',
  folder_name: 'The folder’s name',
  parent_folder_id: 'Where the folder is',
  public: 'Whether the deck is public',
};

/** A field's name for the learner: "A meaning" for `english:e1`, "Colour mode" for `color-mode`. */
export function fieldName(field: string): string {
  return SETTING_NAMES[field] ?? FIELD_NAMES[field.split(':')[0]!] ?? field;
}

/** A value as the learner reads it. */
export function shownValue(value: ReadonlyJSONValue | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  const texts = Object.entries(value)
    .filter(([key, each]) => key !== 'id' && typeof each === 'string' && each)
    .map(([, each]) => each as string);
  return texts.length ? texts.join(' — ') : 'a different choice';
}

const ITEM_FIELD_ARGUMENTS: Record<string, string> = {
  word: 'word',
  furigana: 'furigana',
  part_of_speech: 'partOfSpeech',
};
const DECK_FIELD_ARGUMENTS: Record<string, string> = {
  deck_name: 'name',
  deck_description: 'description',
  folder_id: 'folderID',
};

/** The value the learner's own write would have set the field to. */
export function ownValue(entry: Pick<OutboxEntry, 'name' | 'args'>, field: string): ReadonlyJSONValue | undefined {
  const args = entry.args as Record<string, ReadonlyJSONValue | undefined>;
  const pick = (object: ReadonlyJSONValue | undefined, key: string | undefined) =>
    key && object && typeof object === 'object' && !Array.isArray(object)
      ? (object as Record<string, ReadonlyJSONValue>)[key]
      : undefined;
  if (is(entry, mutators.settings.update)) return pick(args.patch, field);
  if (is(entry, mutators.deckItems.setFields)) return pick(args.fields, ITEM_FIELD_ARGUMENTS[field]);
  if (is(entry, mutators.deckItems.changeEntry)) return pick(args.intent, 'value');
  if (is(entry, mutators.deckItems.move)) return 'Moved';
  if (is(entry, mutators.decks.update)) return pick(args, DECK_FIELD_ARGUMENTS[field]);
  if (is(entry, mutators.folders.rename)) return args.name;
  if (is(entry, mutators.folders.move)) return args.parentFolderID;
  if (is(entry, mutators.deckSharing.setPublic)) return args.isPublic;
  return undefined;
}

export type ConflictWords = {what: string; who: string; theirs: string; yours: string};

/** A conflict put to the learner: which field (of which word or deck), who changed it, and both values. */
export function conflictWords(
  entry: Pick<OutboxEntry, 'name' | 'args'>,
  conflict: FieldConflict,
  ownUserID: string,
): ConflictWords {
  const subject = conflict.subject ? ` — “${conflict.subject}”` : '';
  return {
    what: `${fieldName(conflict.field)}${subject}`,
    who:
      conflict.changedBy === ownUserID ? 'You, on another device or tab,' : conflict.changedByName || 'Another editor',
    theirs: conflict.field === 'position' ? 'Moved' : shownValue(conflict.current),
    yours: shownValue(ownValue(entry, conflict.field)),
  };
}
