// The settings page (requirements §3.2): one section per group of settings. Each section reads and saves its own
// setting, so that a change re-renders only the section that shows it.
import {memo} from 'react';
import {Link} from '@tanstack/react-router';
import {useSettingsLoaded} from '../../app/settings/use-settings.ts';
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

export function SettingsPage() {
  const {user} = useSession();
  const {loaded} = useSettingsLoaded();

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
        <AppearanceSettings />
      </Section>

      <Section title="Course">
        <CourseSettings />
      </Section>

      <Section title="Vocabulary practice">
        <VocabularyPracticeSettings />
      </Section>

      <Section title="Conjugation practice" hint="What a new conjugation drill asks unless its link says otherwise.">
        <ConjugationSettings />
      </Section>

      <Section title="Reviews" hint="How the spaced-repetition scheduler (FSRS) plans your reviews.">
        <SchedulerSettings />
      </Section>

      <Section title="Writing kanji" hint="Review the kanji you have met by writing them by hand, stroke by stroke.">
        <WritingCardsSettings />
      </Section>

      <Section
        title="Word and kanji sources"
        hint="Where words and kanji details come from; sources with a lower priority number are used first. Locked sources cannot be removed."
      >
        <OverrideSettings />
      </Section>

      <Section
        title="External services"
        hint="Review in another flashcard service instead of here. Only one can be live at a time."
      >
        <ServiceSettings />
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
