import {Link} from '@tanstack/react-router';
import {COLOR_MODES, type ColorMode, type Settings} from '../../../schema/settings.ts';
import {JLPT_LEVELS} from '../../../schema/jlpt.ts';
import {useSettings} from '../../app/settings/use-settings.ts';
import {useSession} from '../../app/session/use-session.ts';
import {Section, sectionID, Toggle} from './settings-controls.tsx';
import {ConjugationSettings} from './ConjugationSettings.tsx';
import {OverrideSettings} from './OverrideSettings.tsx';
import {ServiceSettings} from './ServiceSettings.tsx';
import {SchedulerSettings} from './SchedulerSettings.tsx';
import {WritingCardsSettings} from './WritingCardsSettings.tsx';
import {TourSettings} from './TourSettings.tsx';
import {YourDataSettings} from '../account/YourDataSettings.tsx';
import './settings.css';

const COLOR_MODE_LABELS: Record<ColorMode, string> = {light: 'Light', dark: 'Dark', system: 'System'};

export function SettingsPage() {
  const {user} = useSession();
  const {settings, updateSettings, loaded} = useSettings();
  const practice = settings.routes['vocab-practice'];
  const setPractice = (key: keyof Settings['routes']['vocab-practice'], value: boolean) =>
    void updateSettings({routes: {...settings.routes, 'vocab-practice': {...practice, [key]: value}}});

  return (
    <div className="page settings" aria-busy={!loaded}>
      <h1>Settings</h1>
      {!user && (
        <p className="callout">
          These settings are kept in this browser only.{' '}
          <Link to="/auth" search={{mode: 'sign-up'}}>
            Create an account
          </Link>{' '}
          to sync them to all your devices.
        </p>
      )}
      <nav className="settings-toc" aria-label="Settings sections">
        {[
          'Appearance',
          'Course',
          'Vocabulary practice',
          'Conjugation practice',
          'Reviews',
          'Writing kanji',
          'Word and kanji sources',
          'External services',
          'Tours',
          ...(user ? ['Your data'] : []),
        ].map((title) => (
          <a key={title} href={`#${sectionID(title)}`}>
            {title}
          </a>
        ))}
      </nav>

      <Section title="Appearance">
        <fieldset className="segmented" data-testid="color-mode">
          <legend>Colour mode</legend>
          {COLOR_MODES.map((mode) => (
            <label key={mode} className="segment">
              <input
                type="radio"
                name="color-mode"
                value={mode}
                checked={settings['color-mode'] === mode}
                data-testid={`color-mode-${mode}`}
                onChange={() => void updateSettings({'color-mode': mode})}
              />
              <span>{COLOR_MODE_LABELS[mode]}</span>
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title="Course">
        <div className="field">
          <label htmlFor="active-textbook">Textbook you are studying</label>
          <select
            id="active-textbook"
            value={settings['active-textbook'] || 'genki_1'}
            onChange={(event) =>
              void updateSettings({'active-textbook': event.target.value as Settings['active-textbook']})
            }
          >
            <option value="genki_1">Genki I (N5, chapters 0–12)</option>
            <option value="genki_2">Genki II (N4, chapters 13–20)</option>
          </select>
        </div>
      </Section>

      <Section title="Vocabulary practice">
        <Toggle
          label="Shuffle answer choices"
          checked={practice['shuffle-answers']}
          onChange={(value) => setPractice('shuffle-answers', value)}
          testId="shuffle-answers"
        />
        <Toggle
          label="Learn kanji and radicals before the words that use them"
          checked={practice['enable-kanji-radical-prereqs']}
          onChange={(value) => setPractice('enable-kanji-radical-prereqs', value)}
          testId="kanji-prereqs"
        />
      </Section>

      <Section title="Conjugation practice" hint="What a new conjugation drill asks unless its link says otherwise.">
        <ConjugationSettings
          options={settings['conjugation-practice']}
          jlptLevels={JLPT_LEVELS}
          onChange={(options) => updateSettings({'conjugation-practice': options})}
        />
      </Section>

      <Section title="Reviews" hint="How the spaced-repetition scheduler (FSRS) plans your reviews.">
        <SchedulerSettings scheduler={settings.fsrs} onChange={(fsrs) => updateSettings({fsrs})} />
      </Section>

      <Section title="Writing kanji" hint="Review the kanji you have met by writing them by hand, stroke by stroke.">
        <WritingCardsSettings
          writingCards={settings['writing-cards']}
          onChange={(writingCards) => updateSettings({'writing-cards': writingCards})}
        />
      </Section>

      <Section
        title="Word and kanji sources"
        hint="Where words and kanji details come from; sources with a lower priority number are used first. Locked sources cannot be removed."
      >
        <OverrideSettings
          overrides={settings['override-settings']}
          onChange={(overrides) => updateSettings({'override-settings': overrides})}
        />
      </Section>

      <Section
        title="External services"
        hint="Review in another flashcard service instead of here. Only one can be live at a time."
      >
        <ServiceSettings
          services={settings['service-preferences']}
          onChange={(services) => updateSettings({'service-preferences': services})}
        />
      </Section>

      <Section title="Tours">
        <TourSettings />
      </Section>

      {user && (
        <Section title="Your data">
          <YourDataSettings />
        </Section>
      )}
    </div>
  );
}
