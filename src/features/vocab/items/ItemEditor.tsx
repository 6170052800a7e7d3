// A word edited in place, while others may edit it too: each field is sent on its own when the learner leaves it
// (Enter or Tab), and each element of a list by its id, so concurrent edits of other fields and other elements all
// survive. A field the learner is not in shows the live value; a change the §5 rules forbid is refused here, with
// the rule's message, and nothing is sent. What is typed and not sent yet is kept in `typed` too (typed-text.ts).
import {useEffect, useId, useRef, useState, type FocusEvent} from 'react';
import {useSession} from '../../../app/session/use-session.ts';
import type {ItemList} from '../../../../schema/decks/item-lists.ts';
import {
  entryEdit,
  entryRemoval,
  listEntries,
  scalarEdit,
  type Checked,
  type ScalarField,
  type StoredItem,
} from './item-edits.ts';
import {addEntryLabel, LIST_FIELDS, type ListField} from './item-fields.ts';
import {changeItemEntry, newEntryID, setItemFields} from './item-writes.ts';
import {PartOfSpeechSelect} from './PartOfSpeechSelect.tsx';
import {typedKey, type Typed, type TypedField, type TypedText} from './typed-text.ts';

type Props = {item: StoredItem & {id: string}; typed: TypedText; onClose: () => void};

export function ItemEditor({item, typed, onClose}: Props) {
  const {zero} = useSession();
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function report<T>(checked: Checked<T>, send: (change: T) => void): boolean {
    if (!checked.ok) {
      setError(checked.message);
      return false;
    }
    setError(null);
    if (checked.change !== null) send(checked.change);
    return true;
  }
  const commitScalar = (field: ScalarField, value: string) =>
    report(scalarEdit(item, field, value), (fields) => void setItemFields(zero, item, fields));
  const commitEntry = (list: ItemList, entryID: string | null, value: Record<string, string>) =>
    report(entryEdit(item, list, entryID, value, newEntryID), (intent) => void changeItemEntry(zero, item, intent));
  const removeEntry = (list: ItemList, entryID: string) =>
    report(entryRemoval(item, list, entryID), (intent) => void changeItemEntry(zero, item, intent));

  return (
    // biome-ignore lint/a11y/useSemanticElements: the fields of one word, saved one by one: not a form to submit.
    <div
      className="item-editor"
      data-testid="item-editor"
      data-item-id={item.id}
      role="group"
      aria-label={`Edit ${item.word}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="item-form-row">
        <ScalarInput
          id={`${id}-word`}
          label="Word"
          japanese
          live={item.word}
          testID="edit-word"
          typed={typed}
          field="word"
          onCommit={(value) => commitScalar('word', value)}
        />
        <ScalarInput
          id={`${id}-furigana`}
          label="Reading (furigana)"
          japanese
          live={item.furigana ?? ''}
          testID="edit-furigana"
          typed={typed}
          field="furigana"
          onCommit={(value) => commitScalar('furigana', value)}
        />
        <div className="field">
          <label htmlFor={`${id}-pos`}>Part of speech</label>
          <PartOfSpeechSelect
            id={`${id}-pos`}
            value={item.part_of_speech ?? ''}
            onChange={(value) => commitScalar('partOfSpeech', value)}
          />
        </div>
      </div>
      {LIST_FIELDS.map((field) => (
        <EntryList
          key={field.list}
          field={field}
          item={item}
          typed={typed}
          onCommit={(entryID, value) => commitEntry(field.list, entryID, value)}
          onRemove={(entryID) => removeEntry(field.list, entryID)}
        />
      ))}
      {error && (
        <p className="field-error" role="alert" data-testid="item-editor-error">
          {error}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="item-editor-close"
          onClick={onClose}
        >
          Done
        </button>
        <span className="hint-inline">Changes are saved as you leave each field.</span>
      </div>
    </div>
  );
}

/** A draft that is also kept in `typed` under `key`, so that it outlives the editor; it starts from what is kept. */
function useKeptDraft<T>(
  typed: TypedText,
  key: string,
  read: (kept: Typed) => T | undefined,
  toTyped: (value: T) => Typed,
) {
  const [draft, setDraft] = useState<T | null>(() => {
    const kept = typed.get(key);
    return (kept && read(kept)) ?? null;
  });
  const keep = (value: T | null) => {
    setDraft(value);
    if (value === null) typed.delete(key);
    else typed.set(key, toTyped(value));
  };
  return [draft, keep] as const;
}

/** Shows the live value unless the learner is typing in it; sends on blur or Enter. A refused value stays to fix. */
function ScalarInput({
  id,
  label,
  live,
  japanese,
  testID,
  typed,
  field,
  onCommit,
}: {
  id: string;
  label: string;
  live: string;
  japanese?: boolean;
  testID: string;
  typed: TypedText;
  field: TypedField;
  onCommit: (value: string) => boolean;
}) {
  const [draft, setDraft] = useKeptDraft(
    typed,
    typedKey({kind: 'field', field}),
    (kept) => (kept.kind === 'field' ? kept.value : undefined),
    (value): Typed => ({kind: 'field', field, value}),
  );
  const commit = () => {
    if (draft === null) return;
    if (onCommit(draft)) setDraft(null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        lang={japanese ? 'ja' : undefined}
        value={draft ?? live}
        data-testid={testID}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}

function EntryList({
  field,
  item,
  typed,
  onCommit,
  onRemove,
}: {
  field: ListField;
  item: StoredItem;
  typed: TypedText;
  onCommit: (entryID: string | null, value: Record<string, string>) => boolean;
  onRemove: (entryID: string) => boolean;
}) {
  const entries = listEntries(item, field.list);
  const newKey = typedKey({kind: 'entry', list: field.list, entryID: null});
  const [adding, setAdding] = useState(() => (typed.has(newKey) ? 1 : 0));
  return (
    <fieldset className="item-list-field" data-testid={`edit-${field.list}`}>
      <legend>{field.label}</legend>
      {entries.map((entry, index) => (
        <EntryInputs
          key={entry.id}
          field={field}
          entryID={entry.id}
          typed={typed}
          live={entry}
          index={index}
          testID="edit-entry"
          onCommit={(value) => onCommit(entry.id, value)}
          onRemove={() => onRemove(entry.id)}
        />
      ))}
      {adding > 0 && (
        <EntryInputs
          key={`new-${adding}`}
          field={field}
          entryID={null}
          typed={typed}
          index={entries.length}
          autoFocus
          testID="edit-new-entry"
          onCommit={(value) => {
            const done = onCommit(null, value);
            if (done) setAdding(0);
            return done;
          }}
          onRemove={() => {
            typed.delete(newKey);
            setAdding(0);
            return true;
          }}
        />
      )}
      <button
        type="button"
        className="link-button"
        data-testid={`edit-add-${field.list}`}
        onClick={() => setAdding((count) => count + 1)}
      >
        {addEntryLabel(field, entries.length)}
      </button>
    </fieldset>
  );
}

/** One element's inputs, sent together when the focus leaves them (or on Enter). */
function EntryInputs({
  field,
  entryID,
  typed,
  live,
  index,
  autoFocus,
  testID,
  onCommit,
  onRemove,
}: {
  field: ListField;
  entryID: string | null;
  typed: TypedText;
  live?: Record<string, string>;
  index: number;
  autoFocus?: boolean;
  testID: string;
  onCommit: (value: Record<string, string>) => boolean;
  onRemove: () => boolean;
}) {
  const [draft, setDraft] = useKeptDraft(
    typed,
    typedKey({kind: 'entry', list: field.list, entryID}),
    (kept) => (kept.kind === 'entry' ? kept.value : undefined),
    (value): Typed => ({kind: 'entry', list: field.list, entryID, value}),
  );
  const group = useRef<HTMLDivElement>(null);
  const shownLive = useRef(live);
  const liveValue = Object.fromEntries(field.parts.map((part) => [part.key, live?.[part.key] ?? '']));
  const shown = draft ?? liveValue;
  const commit = () => {
    if (draft === null) return;
    if (onCommit(draft)) setDraft(null);
  };
  // A live change of this element by someone else shows at once unless the learner is typing in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new live value matters; the draft is read as it is then.
  useEffect(() => {
    if (shownLive.current === live) return;
    shownLive.current = live;
    if (draft !== null && !group.current?.contains(document.activeElement)) setDraft(null);
  }, [live]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Enter in any of its fields act on the entry.
    <div
      className="item-entry"
      ref={group}
      data-testid={testID}
      onBlur={(event: FocusEvent) => {
        if (!group.current?.contains(event.relatedTarget as Node | null)) commit();
      }}
    >
      {field.parts.map((part, partIndex) => (
        <input
          key={part.key}
          type={part.type ?? 'text'}
          lang={part.japanese ? 'ja' : undefined}
          aria-label={`${part.label} ${index + 1}`}
          placeholder={part.label}
          value={shown[part.key] ?? ''}
          autoFocus={autoFocus && partIndex === 0}
          onChange={(event) => setDraft({...shown, [part.key]: event.target.value})}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      ))}
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove ${field.one} ${index + 1}`}
        data-testid="edit-remove-entry"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onRemove()}
      >
        ×
      </button>
    </div>
  );
}
