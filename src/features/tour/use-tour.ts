// The tour's state as the settings hold it, and its transitions saved back to the settings: every tab and device
// knows which tour runs and which were taken, and a reload of the tab running it resumes at the same step.
import {useCallback, useMemo} from 'react';
import {useRouter} from '@tanstack/react-router';
import {useSetting, useSettingsLoaded} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import {
  runsInThisTab,
  tourTransition,
  type TourEffect,
  type TourEvent,
  type TourState,
  type TourTransition,
} from './tour-machine.ts';
import {routeToVisit, stepCount, TOURS} from './tours.ts';
import {runTourInThisTab, tourInThisTab} from './tour-tab.ts';
import {waitUntilTourCanStart} from './tour-targets.ts';

export function useTour() {
  const {currentSettings, updateSettings} = useUpdateSettings();
  const {confirmed} = useSettingsLoaded();
  const router = useRouter();
  const {currentTourId, currentTourStep} = useSetting('tour');
  const completedTours = useSetting('completed-tours');
  const deviceType = useSetting('device-type');
  const state = useMemo<TourState>(
    () => ({currentTourId, currentTourStep, completedTours}),
    [currentTourId, currentTourStep, completedTours],
  );

  /** The tour as it is this moment, with a change made since the last render. */
  const currentState = useCallback((): TourState => {
    const now = currentSettings();
    return {...now.tour, completedTours: now['completed-tours']};
  }, [currentSettings]);

  /** Saves the transition, made from the tour as it is now (a second click may come before the page has rendered
   * the first), and returns it (its effects are for the caller to carry out). */
  const dispatch = useCallback(
    (event: TourEvent): TourTransition => {
      const before = currentState();
      const transition = tourTransition(before, event);
      const {state: next, effects} = transition;
      const patch = {
        tour: {currentTourId: next.currentTourId, currentTourStep: next.currentTourStep},
        ...(next.completedTours === before.completedTours ? {} : {'completed-tours': [...next.completedTours]}),
      };
      void updateSettings(patch);
      for (const effect of effects) if (effect.type === 'log-error') console.error(effect.message);
      return transition;
    },
    [currentState, updateSettings],
  );

  /** Starts `tourId` in this tab (the learner's click, or the getting-started tour opening by itself), taking them to
   * its first step's page if that is elsewhere; finishing it comes back to `fromPath`. A page tour starts once all its
   * elements are on its page, or not at all: the answer is then null. `take-again` (Settings) keeps a finished tour
   * finished, however the retake ends. */
  const start = useCallback(
    async (tourId: string, fromPath: string, how: 'start' | 'take-again' = 'start'): Promise<TourEffect[] | null> => {
      const tour = TOURS[tourId];
      const to = tour && tour.steps.length > 0 ? routeToVisit(tour, 0, fromPath) : null;
      if (to) router.history.push(to);
      if (!(await waitUntilTourCanStart(tourId, () => router.state.location.pathname))) return null;
      runTourInThisTab({tourId, startPath: fromPath});
      return dispatch({type: how, tourId, stepCount: stepCount(tourId)}).effects;
    },
    [dispatch, router],
  );

  // A tour moves between pages: it follows only settings the server has confirmed, never a stale local copy.
  return {
    state,
    currentState,
    dispatch,
    start,
    confirmed,
    deviceType,
    runsHere: confirmed && runsInThisTab(state, tourInThisTab()?.tourId ?? null),
  };
}
