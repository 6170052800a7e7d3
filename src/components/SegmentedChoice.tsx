// One choice of a few, shown as a row of segments (radio buttons): the colour mode, a practice set's mode.
import type {ReactNode} from 'react';

export function SegmentedChoice<Choice extends string>({
  name,
  legend,
  choices,
  labels,
  chosen,
  onChoose,
  className = '',
}: {
  /** The radio group's name; the test ids are `${name}` and `${name}-${choice}`. */
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  chosen: Choice;
  onChoose: (choice: Choice) => void;
  className?: string;
}) {
  return (
    <fieldset className={`segmented ${className}`.trim()} data-testid={name}>
      {legend}
      {choices.map((each) => (
        <label key={each} className="segment">
          <input
            type="radio"
            name={name}
            value={each}
            checked={chosen === each}
            data-testid={`${name}-${each}`}
            onChange={() => onChoose(each)}
          />
          <span>{labels[each]}</span>
        </label>
      ))}
    </fieldset>
  );
}
