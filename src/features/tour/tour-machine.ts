// The tour's states and transitions (requirements §4.1), apart from driver.js, the router and storage. The state is the
// settings' `tour` ({currentTourId, currentTourStep}) with `completed-tours`; every transition returns the next state
// and the effects the app carries out (navigation, the page tour after the main one, an error to log).
export const MAIN_TOUR_ID = 'onboarding';
/** Requirements §9: before a step the app navigates to its route and waits 200 ms; the page tour follows the main one 100 ms
 * after it finished; the highlight moves in 400 ms. */
export const TOUR_NAVIGATION_DELAY_MS = 200;
export const PAGE_TOUR_DELAY_MS = 100;
export const TOUR_HIGHLIGHT_MS = 400;

/** Step -2: the last tour was finished. Step -1: it was skipped or closed. */
export const FINISHED_STEP = -2;
export const SKIPPED_STEP = -1;

export type TourState = {currentTourId: string | null; currentTourStep: number; completedTours: readonly string[]};

export type TourEvent =
  | {type: 'start'; tourId: string; stepCount: number}
  | {type: 'next'; stepCount: number}
  | {type: 'previous'}
  | {type: 'finish'; startPath: string; pageTourId: string | null}
  | {type: 'skip'}
  | {type: 'take-again'; tourId: string; stepCount: number};

export type TourEffect =
  | {type: 'navigate'; to: string}
  | {type: 'start-tour'; tourId: string; afterMs: number}
  | {type: 'log-error'; message: string};

export type TourTransition = {state: TourState; effects: TourEffect[]};

const stay = (state: TourState): TourTransition => ({state, effects: []});

export function isTourActive(state: Pick<TourState, 'currentTourId' | 'currentTourStep'>): boolean {
  return state.currentTourId !== null && state.currentTourStep >= 0;
}

/** A tour runs in the tab that started it (`tourInTab`, the id this tab keeps): every other tab only sees that it was
 * taken, and is never shown a step or moved. */
export function runsInThisTab(
  state: Pick<TourState, 'currentTourId' | 'currentTourStep'>,
  tourInTab: string | null,
): boolean {
  return isTourActive(state) && state.currentTourId === tourInTab;
}

/** Requirements §4.1: the main tour starts by itself only when it is not completed, the last one was neither finished (-2)
 * nor skipped (-1), and no tour is running. */
export function shouldAutoStart(state: TourState): boolean {
  return (
    !state.completedTours.includes(MAIN_TOUR_ID) &&
    state.currentTourStep !== FINISHED_STEP &&
    state.currentTourStep !== SKIPPED_STEP &&
    state.currentTourId === null
  );
}

export function tourTransition(state: TourState, event: TourEvent): TourTransition {
  switch (event.type) {
    case 'start':
      // A tour with no steps logs an error and ends.
      if (event.stepCount <= 0) {
        return {
          state: {...state, currentTourId: null, currentTourStep: SKIPPED_STEP},
          effects: [{type: 'log-error', message: `Tour "${event.tourId}" has no steps`}],
        };
      }
      return stay({...state, currentTourId: event.tourId, currentTourStep: 0});
    case 'next':
      if (!isTourActive(state)) return stay(state);
      return stay({...state, currentTourStep: Math.min(state.currentTourStep + 1, Math.max(0, event.stepCount - 1))});
    case 'previous':
      if (!isTourActive(state)) return stay(state);
      return stay({...state, currentTourStep: Math.max(0, state.currentTourStep - 1)});
    case 'finish': {
      const tourId = state.currentTourId;
      if (tourId === null) return stay(state);
      const completedTours = state.completedTours.includes(tourId)
        ? state.completedTours
        : [...state.completedTours, tourId];
      const effects: TourEffect[] = [{type: 'navigate', to: event.startPath}];
      // After the main onboarding, the page's own tour (if it has one the learner has not done).
      if (tourId === MAIN_TOUR_ID && event.pageTourId && !completedTours.includes(event.pageTourId)) {
        effects.push({type: 'start-tour', tourId: event.pageTourId, afterMs: PAGE_TOUR_DELAY_MS});
      }
      return {state: {currentTourId: null, currentTourStep: FINISHED_STEP, completedTours}, effects};
    }
    case 'skip':
      return stay({...state, currentTourId: null, currentTourStep: SKIPPED_STEP});
    case 'take-again':
      // Asked for from Settings: it starts at once, and a tour finished before stays finished, so leaving the retake
      // early (Skip, Esc, the close button) keeps it on the list it was taken from.
      return tourTransition(state, {type: 'start', tourId: event.tourId, stepCount: event.stepCount});
  }
}
