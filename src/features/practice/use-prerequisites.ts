// The kanji and radicals a meanings run asks before its words, when the learner has the setting on (§3.2
// enable-kanji-radical-prereqs). Chosen once, when the hierarchy and the learner's kanji/radical cards are known,
// so the run does not change under the learner as answers create cards.
import {useEffect, useMemo, useState} from 'react';
import type {VocabularyHierarchy, VocabularyItem} from '../../../schema/catalogue.ts';
import type {Settings} from '../../../schema/settings.ts';
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSettingsToDecideOn} from '../../app/settings/use-settings-to-decide-on.ts';
import {fetchVocabularyHierarchy} from '../../app/catalogue/catalogue-api.ts';
import {prerequisiteItems} from './prerequisites.ts';
import {useKanjiMeanings} from '../kanji/use-kanji-meanings.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

/** Offline the card query may never report complete: after this long, what has synced is taken as all. */
const CARDS_WAIT_MS = 2000;

/** What decides a run's prerequisites: whether the learner wants them, and where their words come from. */
const prerequisiteSettings = (settings: Settings) => ({
  prerequisitesFirst: settings.routes['vocab-practice']['enable-kanji-radical-prereqs'],
  overrides: settings['override-settings'],
});

export function usePrerequisites(words: readonly VocabularyItem[], enabled: boolean): VocabularyItem[] | undefined {
  const {user} = useSession();
  // Decided on the settings the server has confirmed: before that, this device's copy from before the last reload
  // may predate a change just made (offline, or after a wait, that copy decides).
  const {part: practice, ready} = useSettingsToDecideOn(prerequisiteSettings);
  const possible = enabled && Boolean(user);
  const [wanted, setWanted] = useState<boolean | undefined>(possible ? undefined : false);
  const {overrides} = practice;
  const [hierarchy, setHierarchy] = useState<VocabularyHierarchy | null | undefined>(possible ? undefined : null);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const [chosen, setChosen] = useState<VocabularyItem[] | undefined>(possible ? undefined : []);
  const chooseMeanings = useKanjiMeanings();

  useEffect(() => {
    if (wanted === undefined && ready) setWanted(practice.prerequisitesFirst);
  }, [wanted, ready, practice]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen once per run; later settings changes apply to the next run.
  useEffect(() => {
    if (wanted === false) {
      setHierarchy(null);
      return;
    }
    if (!wanted) return;
    let current = true;
    // The run's words are the learner's own where their decks hold them (and a deck's words may be missing from the
    // catalogue): they go as the "Your Decks" source, which the override list ranks against the built-in one.
    const ownWords = Object.fromEntries(words.map((word) => [word.key, word.word]));
    fetchVocabularyHierarchy(
      words.map((word) => word.key),
      overrides,
      ownWords,
    ).then(
      (found) => current && setHierarchy(found),
      // No kanji to find (or the catalogue is unreachable): the run goes ahead with its words alone.
      () => current && setHierarchy(null),
    );
    const timer = setTimeout(() => current && setWaitedLongEnough(true), CARDS_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted]);

  const characters = useMemo(
    () =>
      hierarchy
        ? [...hierarchy.kanji.map((kanji) => kanji.character), ...hierarchy.radicals.map((radical) => radical.radical)]
        : [],
    [hierarchy],
  );
  const [cards, result] = useSyncedQuery(
    hierarchy && characters.length ? queries.fsrsCards.forItems({itemKeys: characters, mode: 'meanings'}) : null,
  );

  useEffect(() => {
    if (chosen !== undefined || hierarchy === undefined) return;
    if (hierarchy === null || characters.length === 0) {
      setChosen([]);
      return;
    }
    if (result.type !== 'complete' && !waitedLongEnough) return;
    const carded = new Set((cards ?? []).map((card) => `${card.type}|${card.practice_item_key}`));
    // A kanji is asked with the meanings the learner's kanji sources give it, as everywhere else it shows.
    const kanji = hierarchy.kanji.map((each) => {
      const {meanings, sourceId} = chooseMeanings(each.character, each.meanings);
      return {...each, meanings: [...meanings], meaningSource: sourceId};
    });
    setChosen(prerequisiteItems({...hierarchy, kanji}, (type, character) => carded.has(`${type}|${character}`)));
  }, [chosen, hierarchy, characters, cards, result.type, waitedLongEnough, chooseMeanings]);

  return chosen;
}
