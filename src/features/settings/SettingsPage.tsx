// The settings page (requirements §3.2): one section per group of settings. Each section is memoized and gets its
// value and a stable function that saves it, so that a change re-renders only the section that shows it.
import {memo, useCallback} from 'react';
import {Link} from '@tanstack/react-router';
import type {Settings, SettingsPatch} from '../../../schema/settings.ts';
import {JLPT_LEVELS} from '../../../schema/jlpt.ts';
import {useSettings} from '../../app/settings/use-settings.ts';
import {useSession} from '../../app/session/use-session.ts';
import {Section, sectionID} from './settings-controls.tsx';
import {AppearanceSettings} from './AppearanceSettings.tsx';
import {CourseSettings} from './CourseSettings.tsx';
import {VocabularyPracticeSettings} from './VocabularyPracticeSettings.tsx';
import {ConjugationSettings} from './ConjugationSettings.tsx';
import {OverrideSettings} from './OverrideSettings.tsx';
import {ServiceSettings} from './ServiceSettings.tsx';
import {SchedulerSettings} from './SchedulerSettings.tsx';
import {WritingCardsSettings} from './WritingCardsSettings.tsx';
import {TourSettings} from './TourSettings.tsx';
import {YourDataSettings} from '../account/YourDataSettings.tsx';
import './settings.css';

// Its own feature's component, memoized here like the sections (it takes no props).
const YourData = memo(YourDataSettings);

type SaveSettings = (patch: SettingsPatch) => Promise<boolean>;

/** A stable function that saves one setting. */
function useSave<K extends keyof SettingsPatch>(updateSettings: SaveSettings, key: K) {
  return useCallback(
    (value: NonNullable<SettingsPatch[K]>) => updateSettings({[key]: value} as SettingsPatch),
    [updateSettings, key],
  );
}

export function SettingsPage() {
  const {user} = useSession();
  const {settings, currentSettings, updateSettings, loaded} = useSettings();
  const saveColorMode = useSave(updateSettings, 'color-mode');
  const saveTextbook = useSave(updateSettings, 'active-textbook');
  const saveConjugation = useSave(updateSettings, 'conjugation-practice');
  const saveScheduler = useSave(updateSettings, 'fsrs');
  const saveWritingCards = useSave(updateSettings, 'writing-cards');
  const saveOverrides = useSave(updateSettings, 'override-settings');
  const saveServices = useSave(updateSettings, 'service-preferences');
  const savePractice = useCallback(
    (practice: Settings['routes']['vocab-practice']) =>
      updateSettings({routes: {...currentSettings().routes, 'vocab-practice': practice}}),
    [updateSettings, currentSettings],
  );

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
        <AppearanceSettings mode={settings['color-mode']} onChange={saveColorMode} />
      </Section>

      <Section title="Course">
        <CourseSettings textbook={settings['active-textbook']} onChange={saveTextbook} />
      </Section>

      <Section title="Vocabulary practice">
        <VocabularyPracticeSettings practice={settings.routes['vocab-practice']} onChange={savePractice} />
      </Section>

      <Section title="Conjugation practice" hint="What a new conjugation drill asks unless its link says otherwise.">
        <ConjugationSettings
          options={settings['conjugation-practice']}
          jlptLevels={JLPT_LEVELS}
          onChange={saveConjugation}
        />
      </Section>

      <Section title="Reviews" hint="How the spaced-repetition scheduler (FSRS) plans your reviews.">
        <SchedulerSettings scheduler={settings.fsrs} onChange={saveScheduler} />
      </Section>

      <Section title="Writing kanji" hint="Review the kanji you have met by writing them by hand, stroke by stroke.">
        <WritingCardsSettings writingCards={settings['writing-cards']} onChange={saveWritingCards} />
      </Section>

      <Section
        title="Word and kanji sources"
        hint="Where words and kanji details come from; sources with a lower priority number are used first. Locked sources cannot be removed."
      >
        <OverrideSettings overrides={settings['override-settings']} onChange={saveOverrides} />
      </Section>

      <Section
        title="External services"
        hint="Review in another flashcard service instead of here. Only one can be live at a time."
      >
        <ServiceSettings services={settings['service-preferences']} onChange={saveServices} />
      </Section>

      <Section title="Tours">
        <TourSettings />
      </Section>

      {user && (
        <Section title="Your data">
          <YourData />
        </Section>
      )}
    </div>
  );
}
