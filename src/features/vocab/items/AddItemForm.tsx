// Adding a word: every field of §3.7, the §5 rules checked before anything is sent (the rule's message beside its
// field), and, when the word is in the built-in vocabulary, its reading and meanings offered.
import {useId, useRef, useState, type FormEvent} from 'react';
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {checkForm, EMPTY_ITEM_FORM, formWithSuggestion, type FormField, type ItemForm} from './item-form.ts';
import {addEntryLabel, LIST_FIELDS, recordsOf, withRecords, type ListField} from './item-fields.ts';
import {PartOfSpeechSelect} from './PartOfSpeechSelect.tsx';
import {useWordSuggestion} from './use-word-suggestion.ts';

type Props = {
  /** Where the word goes, for the heading ("after …"). */
  placeLabel: string | null;
  onAdd: (item: DeckItemContent) => void;
  onCancel: () => void;
};

export function AddItemForm({placeLabel, onAdd, onCancel}: Props) {
  const [form, setForm] = useState<ItemForm>(EMPTY_ITEM_FORM);
  const [error, setError] = useState<{field: FormField | null; message: string} | null>(null);
  const [more, setMore] = useState(false);
  const suggestion = useWordSuggestion(form.word);
  const id = useId();
  const wordInput = useRef<HTMLInputElement>(null);

  const change = (next: ItemForm) => {
    setForm(next);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(form);
    if (!checked.ok) {
      setError({field: checked.field, message: checked.message});
      if (checked.field && !['word', 'furigana', 'english'].includes(checked.field)) setMore(true);
      return;
    }
    onAdd(checked.item);
    setForm(EMPTY_ITEM_FORM);
    setMore(false);
    wordInput.current?.focus();
  };
  const fieldError = (field: FormField) =>
    error?.field === field && (
      <p className="field-error" role="alert" id={`${id}-${field}-error`} data-testid="item-form-error">
        {error.message}
      </p>
    );
  const suggestionDiffers =
    (suggestion && (suggestion.furigana ?? '') !== form.furigana.trim()) ||
    (suggestion && (suggestion.english ?? []).join() !== form.english.filter(Boolean).join());

  return (
    <form
      className="item-form card"
      onSubmit={submit}
      noValidate
      data-testid="add-item-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h3>Add a word{placeLabel && <span className="hint-inline"> after {placeLabel}</span>}</h3>
      <div className="item-form-row">
        <div className="field">
          <label htmlFor={`${id}-word`}>Word</label>
          <input
            ref={wordInput}
            id={`${id}-word`}
            type="text"
            lang="ja"
            autoFocus
            value={form.word}
            data-testid="item-form-word"
            aria-invalid={error?.field === 'word' || undefined}
            aria-describedby={error?.field === 'word' ? `${id}-word-error` : undefined}
            onChange={(event) => change({...form, word: event.target.value})}
          />
          {fieldError('word')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-furigana`}>Reading (furigana)</label>
          <input
            id={`${id}-furigana`}
            type="text"
            lang="ja"
            value={form.furigana}
            data-testid="item-form-furigana"
            aria-invalid={error?.field === 'furigana' || undefined}
            onChange={(event) => change({...form, furigana: event.target.value})}
          />
          {fieldError('furigana')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-pos`}>Part of speech</label>
          <PartOfSpeechSelect
            id={`${id}-pos`}
            value={form.partOfSpeech}
            onChange={(partOfSpeech) => change({...form, partOfSpeech})}
          />
        </div>
      </div>

      {suggestion && suggestionDiffers && (
        <p className="item-suggestion" role="status" data-testid="item-suggestion">
          <span>
            In the built-in vocabulary: <span lang="ja">{suggestion.furigana ?? suggestion.word}</span> ·{' '}
            {(suggestion.english ?? []).join('; ')}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="item-suggestion-use"
            onClick={() => change(formWithSuggestion(form, suggestion))}
          >
            Use these
          </button>
        </p>
      )}

      <ListInputs
        field={LIST_FIELDS[0]!}
        form={form}
        onChange={change}
        error={fieldError('english')}
        invalid={error?.field === 'english'}
      />

      <button type="button" className="link-button" aria-expanded={more} onClick={() => setMore((value) => !value)}>
        {more ? 'Fewer fields' : 'Notes, mnemonics, examples, particles, videos…'}
      </button>
      {more &&
        LIST_FIELDS.slice(1).map((field) => (
          <ListInputs
            key={field.list}
            field={field}
            form={form}
            onChange={change}
            error={fieldError(field.list.startsWith('mnemonic') ? 'mnemonics' : (field.form as FormField))}
            invalid={error?.field === (field.list.startsWith('mnemonic') ? 'mnemonics' : field.form)}
          />
        ))}

      {error && error.field === null && (
        <p className="field-error" role="alert" data-testid="item-form-error">
          {error.message}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" data-testid="item-form-submit">
          Add word
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Close
        </button>
      </div>
    </form>
  );
}

function ListInputs({
  field,
  form,
  onChange,
  error,
  invalid,
}: {
  field: ListField;
  form: ItemForm;
  onChange: (form: ItemForm) => void;
  error: React.ReactNode;
  invalid: boolean;
}) {
  const id = useId();
  const records = recordsOf(form, field);
  const set = (next: Record<string, string>[]) => onChange(withRecords(form, field, next));
  const blank = Object.fromEntries(field.parts.map((part) => [part.key, '']));
  return (
    <fieldset className="item-list-field" data-testid={`item-form-${field.list}`}>
      <legend>{field.label}</legend>
      {records.map((record, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its place in the list being typed; its input is controlled.
        <div key={index} className="item-entry">
          {field.parts.map((part) => (
            <input
              key={part.key}
              type={part.type ?? 'text'}
              lang={part.japanese ? 'ja' : undefined}
              aria-label={`${part.label} ${index + 1}`}
              value={record[part.key] ?? ''}
              aria-invalid={invalid || undefined}
              placeholder={part.label}
              onChange={(event) => set(records.with(index, {...record, [part.key]: event.target.value}))}
            />
          ))}
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${field.one} ${index + 1}`}
            onClick={() => set(records.toSpliced(index, 1))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="link-button" id={`${id}-add`} onClick={() => set([...records, blank])}>
        {addEntryLabel(field, records.length)}
      </button>
      {error}
    </fieldset>
  );
}
