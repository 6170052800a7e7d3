// The number of questions a conjugation round asks (requirements §3.2: 1 to 100), on the settings page and in the drill.
import {useState} from 'react';

// Typed freely, saved on blur or Enter; an out-of-range value is refused with the schema's message.
export function AmountField({
  id,
  amount,
  onSave,
}: {
  id: string;
  amount: number;
  onSave: (amount: number) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    if (await onSave(draft.trim() === '' ? Number.NaN : Number(draft))) setDraft(null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>Questions per round (1–100)</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={draft ?? String(amount)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => event.key === 'Enter' && void save()}
      />
    </div>
  );
}
