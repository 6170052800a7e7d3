// The vocabulary and kanji source lists (requirements §3.2 override-settings): each source can be switched on or off and
// given a priority (lower numbers are used first); unlocked sources can be removed and added back, locked ones stay.
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {DEFAULT_SETTINGS, type Settings} from '../../../schema/settings.ts';
import {NumberField} from './settings-controls.tsx';

type Overrides = Settings['override-settings'];
type ListName = keyof Overrides;
type Entry = Overrides[ListName][number];

const LISTS: {name: ListName; title: string}[] = [
  {name: 'vocabularyOverrides', title: 'Vocabulary'},
  {name: 'kanjiOverrides', title: 'Kanji'},
];

export const OverrideSettings = memo(function OverrideSettings() {
  const overrides = useSetting('override-settings');
  const onChange = useSaveSetting('override-settings');
  const setList = (list: ListName, entries: Entry[]) => onChange({...overrides, [list]: entries});
  return (
    <div className="override-lists">
      {LISTS.map(({name, title}) => {
        const entries = overrides[name].toSorted((a, b) => a.priority - b.priority);
        const removed = DEFAULT_SETTINGS['override-settings'][name].filter(
          (entry) => !overrides[name].some((each) => each.sourceId === entry.sourceId),
        );
        const update = (sourceId: string, change: Partial<Entry>) =>
          setList(
            name,
            overrides[name].map((entry) => (entry.sourceId === sourceId ? {...entry, ...change} : entry)),
          );
        return (
          <fieldset key={name} className="settings-group" data-testid={`overrides-${name}`}>
            <legend>{title}</legend>
            <ul className="override-list">
              {entries.map((entry) => (
                <li key={entry.sourceId} className="override-entry" data-testid={`override-${entry.sourceId}`}>
                  <label className="toggle">
                    <input
                      type="checkbox"
                      checked={entry.enabled}
                      onChange={(event) => void update(entry.sourceId, {enabled: event.target.checked})}
                      data-testid={`override-${entry.sourceId}-enabled`}
                    />
                    <span>{entry.name}</span>
                  </label>
                  <NumberField
                    label={`Priority of ${entry.name}`}
                    value={entry.priority}
                    min={0}
                    max={999}
                    testId={`override-${entry.sourceId}-priority`}
                    onSave={(priority) => update(entry.sourceId, {priority})}
                  />
                  {entry.locked ? (
                    <span className="badge" title="Locked sources cannot be removed">
                      Locked
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() =>
                        void setList(
                          name,
                          overrides[name].filter((each) => each.sourceId !== entry.sourceId),
                        )
                      }
                      data-testid={`override-${entry.sourceId}-remove`}
                    >
                      Remove<span className="visually-hidden"> {entry.name}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {removed.map((entry) => (
              <button
                key={entry.sourceId}
                type="button"
                className="button button-small button-secondary"
                data-testid={`override-${entry.sourceId}-restore`}
                onClick={() => void setList(name, [...overrides[name], structuredClone(entry)])}
              >
                Add back {entry.name}
              </button>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
});
