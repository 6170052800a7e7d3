import type {ReactNode} from 'react';
import {Link} from '@tanstack/react-router';
import {COLOR_MODES, JLPT_LEVELS, type ColorMode, type Settings} from '../../../schema/settings.ts';
import {AmountField} from './AmountField.tsx';
import {useSettings} from './use-settings.ts';
import {useSession} from '../auth/use-session.ts';

const COLOR_MODE_LABELS: Record<ColorMode, string> = {light: 'Light', dark: 'Dark', system: 'System'};

function Section({title, children}: {title: string; children: ReactNode}) {
  return (
    <section className="card settings-section" aria-labelledby={`settings-${title}`}>
      <h2 id={`settings-${title}`}>{title}</h2>
      {children}
    </section>
  );
}

function Toggle({label, checked, onChange, hint}: {label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string}) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <small className="hint">{hint}</small>}
      </span>
    </label>
  );
}

export function SettingsPage() {
  const {user} = useSession();
  const {settings, updateSettings, loaded} = useSettings();
  const practice = settings.routes['vocab-practice'];
  const conjugation = settings['conjugation-practice'];
  const setPractice = (key: keyof Settings['routes']['vocab-practice'], value: boolean) =>
    void updateSettings({routes: {...settings.routes, 'vocab-practice': {...practice, [key]: value}}});

  return (
    <div className="page settings" aria-busy={!loaded}>
      <h1>Settings</h1>
      {!user && (
        <p className="callout">
          These settings are kept in this browser only. <Link to="/auth" search={{mode: 'sign-up'}}>Create an account</Link> to sync them to all your devices.
        </p>
      )}

      <Section title="Appearance">
        <fieldset className="segmented" data-testid="color-mode">
          <legend>Colour mode</legend>
          {COLOR_MODES.map((mode) => (
            <label key={mode} className="segment">
              <input type="radio" name="color-mode" value={mode} checked={settings['color-mode'] === mode} data-testid={`color-mode-${mode}`}
                onChange={() => void updateSettings({'color-mode': mode})} />
              <span>{COLOR_MODE_LABELS[mode]}</span>
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title="Course">
        <div className="field">
          <label htmlFor="active-textbook">Textbook you are studying</label>
          <select id="active-textbook" value={settings['active-textbook']}
            onChange={(event) => void updateSettings({'active-textbook': event.target.value as Settings['active-textbook']})}>
            <option value="genki_1">Genki I (N5, chapters 0–12)</option>
            <option value="genki_2">Genki II (N4, chapters 13–20)</option>
          </select>
        </div>
      </Section>

      <Section title="Vocabulary practice">
        <Toggle label="Shuffle answer choices" checked={practice['shuffle-answers']} onChange={(value) => setPractice('shuffle-answers', value)} />
        <Toggle label="Learn kanji and radicals before the words that use them" checked={practice['enable-kanji-radical-prereqs']}
          onChange={(value) => setPractice('enable-kanji-radical-prereqs', value)} />
      </Section>

      <Section title="Conjugation practice">
        <div className="field-row">
          <div className="field">
            <label htmlFor="jlpt-level">JLPT level</label>
            <select id="jlpt-level" value={conjugation.jlptLevel}
              onChange={(event) => void updateSettings({'conjugation-practice': {...conjugation, jlptLevel: event.target.value as typeof conjugation.jlptLevel}})}>
              {JLPT_LEVELS.map((level) => <option key={level} value={level}>{level.toUpperCase()}</option>)}
            </select>
          </div>
          <AmountField id="conjugation-amount" amount={conjugation.amount} onSave={(amount) => updateSettings({'conjugation-practice': {...conjugation, amount}})} />
        </div>
      </Section>
    </div>
  );
}
