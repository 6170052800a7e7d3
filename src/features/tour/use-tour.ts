// The tour's state as the settings hold it, and its transitions saved back to the settings: a step taken in one tab
// shows in every tab and device, and a reload resumes at the same step.
import {useCallback, useMemo} from 'react';
import {useSettings} from '../settings/use-settings.ts';
import {tourTransition, type TourEffect, type TourEvent, type TourState} from './tour-machine.ts';
import {stepCount} from './tours.ts';
import {rememberStartPath} from './tour-start.ts';

export function useTour() {
  const {settings, currentSettings, updateSettings, confirmed} = useSettings();
  const {currentTourId, currentTourStep} = settings.tour;
  const completedTours = settings['completed-tours'];
  const state = useMemo<TourState>(() => ({currentTourId, currentTourStep, completedTours}), [currentTourId, currentTourStep, completedTours]);

  /** Saves the transition, made from the tour as it is now (a second click may come before the page has rendered
   * the first), and returns its effects (for the caller to carry out). */
  const dispatch = useCallback((event: TourEvent): TourEffect[] => {
    const now = currentSettings();
    const before: TourState = {...now.tour, completedTours: now['completed-tours']};
    const {state: next, effects} = tourTransition(before, event);
    const patch = {
      tour: {currentTourId: next.currentTourId, currentTourStep: next.currentTourStep},
      ...(next.completedTours === before.completedTours ? {} : {'completed-tours': [...next.completedTours]}),
    };
    void updateSettings(patch);
    for (const effect of effects) if (effect.type === 'log-error') console.error(effect.message);
    return effects;
  }, [currentSettings, updateSettings]);

  /** Starts `tourId` in this tab now; finishing it comes back to `fromPath`. `take-again` also takes it off the
   * finished tours first (Settings). */
  const start = useCallback((tourId: string, fromPath: string, how: 'start' | 'take-again' = 'start'): TourEffect[] => {
    rememberStartPath(tourId, fromPath);
    return dispatch({type: how, tourId, stepCount: stepCount(tourId)});
  }, [dispatch]);

  // A tour moves between pages: it follows only settings the server has confirmed, never a stale local copy.
  return {state, dispatch, start, confirmed, deviceType: settings['device-type']};
}
