// A one-line form for naming a deck or a folder: Enter saves, Escape cancels, and the name rule's message shows
// beside the field.
import {useId, useState} from 'react';
import type {z} from 'zod';
import {firstIssueMessage} from '../../../../schema/validators.ts';

type Props = {
  label: string;
  initial?: string;
  schema: z.ZodType<string>;
  submitLabel: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  testID?: string;
};

export function NameForm({label, initial = '', schema, submitLabel, onSubmit, onCancel, testID}: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="vocab-name-form"
      data-testid={testID}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = schema.safeParse(name);
        if (!parsed.success) {
          setError(firstIssueMessage(parsed.error));
          return;
        }
        onSubmit(parsed.data);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={name}
        autoFocus
        placeholder={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="submit" className="button button-small">
        {submitLabel}
      </button>
      <button type="button" className="button button-secondary button-small" onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
