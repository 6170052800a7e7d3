import {DECK_PARTS_OF_SPEECH} from '../../../../schema/decks/deck-item.ts';

export function partOfSpeechLabel(value: string): string {
  return value.replace(/-/g, ' ');
}

export function PartOfSpeechSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
      <option value="">Not given</option>
      {DECK_PARTS_OF_SPEECH.map((pos) => (
        <option key={pos} value={pos}>
          {partOfSpeechLabel(pos)}
        </option>
      ))}
    </select>
  );
}
