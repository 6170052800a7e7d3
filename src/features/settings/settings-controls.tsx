// The building blocks of the settings page: a titled section, a labelled switch, and a number typed freely and
// saved on blur or Enter (an out-of-range value is refused with the schema's message and the field keeps it).
import {useId, useState, type ReactNode} from 'react';

export function sectionID(title: string): string {
  return `settings-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
}

export function Section({title, hint, children}: {title: string; hint?: string; children: ReactNode}) {
  const id = sectionID(title);
  return (
    <section className="card settings-section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {hint && <p className="hint settings-hint">{hint}</p>}
      {children}
    </section>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
  hint,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  testId?: string;
}) {
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>
        {label}
        {hint && <small className="hint">{hint}</small>}
      </span>
    </label>
  );
}

type NumberFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onSave: (value: number) => Promise<boolean>;
  id?: string;
  testId?: string;
  suffix?: string;
};

export function NumberField({label, value, min, max, step = 1, onSave, id, testId, suffix}: NumberFieldProps) {
  const generated = useId();
  const fieldID = id ?? generated;
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    const saving = draft;
    // Typing goes on while the save is answered: only the text that was saved gives way to the stored value.
    if (await onSave(saving.trim() === '' ? Number.NaN : Number(saving)))
      setDraft((current) => (current === saving ? null : current));
  };
  return (
    <div className="field">
      <label htmlFor={fieldID}>{label}</label>
      <span className="number-field">
        <input
          id={fieldID}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(value)}
          data-testid={testId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void save()}
          onKeyDown={(event) => event.key === 'Enter' && void save()}
        />
        {suffix && <span className="hint-inline">{suffix}</span>}
      </span>
    </div>
  );
}
