// The learner's own keyword for a kanji (the "My keywords" kanji source, issue 23), edited on the kanji's page and kept
// in their settings, so it follows them to every device. Shown wherever the kanji's meaning shows when My keywords
// comes first among their enabled kanji sources in Settings.
import {useId, useState} from 'react';
import {Link} from '@tanstack/react-router';
import {kanjiKeywordSchema} from '../../../schema/settings.ts';
import {MY_KEYWORDS_SOURCE_ID, withKanjiKeyword} from '../../../schema/kanji-meaning-sources.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';

export function MyKanjiKeyword({kanji}: {kanji: string}) {
  const id = useId();
  const {user} = useSession();
  const {currentSettings, updateSettings} = useUpdateSettings();
  const saved = useSettingsPart((settings) => settings['kanji-keywords'][kanji] ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const enabled = useSettingsPart((settings) =>
    settings['override-settings'].kanjiOverrides.some(
      (entry) => entry.sourceId === MY_KEYWORDS_SOURCE_ID && entry.enabled,
    ),
  );

  if (!user) {
    return (
      <p className="hint" data-testid="my-keyword-sign-in">
        <Link to="/auth" search={{mode: 'sign-in', redirect: `/kanji-test?kanji=${encodeURIComponent(kanji)}`}}>
          Sign in
        </Link>{' '}
        to give this kanji a keyword of your own.
      </p>
    );
  }

  const save = async (keyword: string | null) => {
    let value: string | null = null;
    if (keyword !== null) {
      const parsed = kanjiKeywordSchema.safeParse(keyword);
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? 'Invalid input');
        return;
      }
      value = parsed.data;
    }
    setProblem(null);
    const keywords = withKanjiKeyword(currentSettings()['kanji-keywords'], kanji, value);
    if (await updateSettings({'kanji-keywords': keywords})) setDraft(null);
  };

  return (
    <form
      className="card my-kanji-keyword"
      data-testid="my-keyword"
      onSubmit={(event) => {
        event.preventDefault();
        void save(draft ?? saved);
      }}
    >
      <div className="field">
        <label htmlFor={id}>
          My keyword for <span lang="ja">{kanji}</span>
        </label>
        <input
          id={id}
          value={draft ?? saved}
          maxLength={60}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="my-keyword-input"
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="callout callout-warn" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" data-testid="my-keyword-save">
          Save keyword
        </button>
        {saved && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void save(null)}
            data-testid="my-keyword-remove"
          >
            Remove it
          </button>
        )}
      </div>
      {!enabled && (
        <p className="hint" data-testid="my-keyword-off">
          Your keywords show once “My keywords” is switched on among the kanji sources in{' '}
          <Link to="/settings">Settings</Link>.
        </p>
      )}
    </form>
  );
}
