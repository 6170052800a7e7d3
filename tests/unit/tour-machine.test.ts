// Every transition of the tour (requirements §4.1), and the tours' content (requirements §2.7).
import {describe, expect, test} from 'vitest';
import {
  FINISHED_STEP,
  isTourActive,
  MAIN_TOUR_ID,
  PAGE_TOUR_DELAY_MS,
  runsInThisTab,
  shouldAutoStart,
  SKIPPED_STEP,
  TOUR_HIGHLIGHT_MS,
  TOUR_NAVIGATION_DELAY_MS,
  tourTransition,
  type TourState,
} from '../../src/features/tour/tour-machine.ts';
import {
  isOnRoute,
  MAIN_TOUR,
  pageTourFor,
  progressText,
  routeToVisit,
  stepCount,
  stepShowsOn,
  tourCanStart,
  TOURS,
} from '../../src/features/tour/tours.ts';

const fresh: TourState = {currentTourId: null, currentTourStep: 0, completedTours: []};
const at = (step: number, tourId = MAIN_TOUR_ID, completedTours: string[] = []): TourState => ({
  currentTourId: tourId,
  currentTourStep: step,
  completedTours,
});

describe('start', () => {
  test('sets the id and step 0', () => {
    expect(tourTransition(fresh, {type: 'start', tourId: MAIN_TOUR_ID, stepCount: 12})).toEqual({
      state: at(0),
      effects: [],
    });
    expect(
      tourTransition({...fresh, currentTourStep: FINISHED_STEP}, {type: 'start', tourId: 'learn-page', stepCount: 3})
        .state,
    ).toEqual(at(0, 'learn-page'));
  });

  test('a tour with no steps logs an error and ends', () => {
    const {state, effects} = tourTransition(fresh, {type: 'start', tourId: 'empty', stepCount: 0});
    expect(state).toEqual({currentTourId: null, currentTourStep: SKIPPED_STEP, completedTours: []});
    expect(effects).toEqual([{type: 'log-error', message: 'Tour "empty" has no steps'}]);
    expect(isTourActive(state)).toBe(false);
  });
});

describe('next and previous', () => {
  test('next saves the following step, and stays on the last one', () => {
    expect(tourTransition(at(3), {type: 'next', stepCount: 12}).state).toEqual(at(4));
    expect(tourTransition(at(11), {type: 'next', stepCount: 12}).state).toEqual(at(11));
  });

  test('previous saves the step before, never below 0', () => {
    expect(tourTransition(at(4), {type: 'previous'}).state).toEqual(at(3));
    expect(tourTransition(at(0), {type: 'previous'}).state).toEqual(at(0));
  });

  test('without a running tour they change nothing', () => {
    const skipped = {...fresh, currentTourStep: SKIPPED_STEP};
    expect(tourTransition(skipped, {type: 'next', stepCount: 12}).state).toBe(skipped);
    expect(tourTransition(fresh, {type: 'previous'}).state).toBe(fresh);
  });
});

describe('finish', () => {
  test('adds the tour to completed-tours, sets step -2, returns to the starting page, then starts its page tour after 100 ms', () => {
    const {state, effects} = tourTransition(at(11), {
      type: 'finish',
      startPath: '/learn/genki_1/chapter-0',
      pageTourId: 'learn-page',
    });
    expect(state).toEqual({currentTourId: null, currentTourStep: FINISHED_STEP, completedTours: [MAIN_TOUR_ID]});
    expect(effects).toEqual([
      {type: 'navigate', to: '/learn/genki_1/chapter-0'},
      {type: 'start-tour', tourId: 'learn-page', afterMs: PAGE_TOUR_DELAY_MS},
    ]);
    expect(PAGE_TOUR_DELAY_MS).toBe(100);
  });

  test('no page tour where the page has none, or has been toured already', () => {
    expect(tourTransition(at(11), {type: 'finish', startPath: '/', pageTourId: null}).effects).toEqual([
      {type: 'navigate', to: '/'},
    ]);
    const toured = tourTransition(at(12, MAIN_TOUR_ID, ['learn-page']), {
      type: 'finish',
      startPath: '/learn',
      pageTourId: 'learn-page',
    });
    expect(toured.effects).toEqual([{type: 'navigate', to: '/learn'}]);
    expect(toured.state.completedTours).toEqual(['learn-page', MAIN_TOUR_ID]);
  });

  test('finishing a page tour does not chain another one, and a tour is listed once', () => {
    const {state, effects} = tourTransition(at(2, 'learn-page', ['learn-page']), {
      type: 'finish',
      startPath: '/learn',
      pageTourId: 'learn-page',
    });
    expect(state.completedTours).toEqual(['learn-page']);
    expect(effects).toEqual([{type: 'navigate', to: '/learn'}]);
  });

  test('without a running tour nothing happens', () => {
    expect(tourTransition(fresh, {type: 'finish', startPath: '/', pageTourId: null})).toEqual({
      state: fresh,
      effects: [],
    });
  });
});

test('skipping or closing sets the id to null and the step to -1', () => {
  expect(tourTransition(at(0), {type: 'skip'}).state).toEqual({
    currentTourId: null,
    currentTourStep: SKIPPED_STEP,
    completedTours: [],
  });
  expect(tourTransition(at(7, MAIN_TOUR_ID, ['x']), {type: 'skip'}).state).toEqual({
    currentTourId: null,
    currentTourStep: SKIPPED_STEP,
    completedTours: ['x'],
  });
});

describe('the tab a tour runs in', () => {
  test('only the tab that started the running tour shows it; every other tab, and a tab after it ended, shows none', () => {
    expect(runsInThisTab(at(3), MAIN_TOUR_ID)).toBe(true);
    expect(runsInThisTab(at(3), null)).toBe(false);
    expect(runsInThisTab(at(3), 'learn-page')).toBe(false);
    expect(runsInThisTab(at(0, 'learn-page'), MAIN_TOUR_ID)).toBe(false);
    expect(runsInThisTab({...fresh, currentTourStep: SKIPPED_STEP}, MAIN_TOUR_ID)).toBe(false);
    expect(runsInThisTab({...fresh, currentTourStep: FINISHED_STEP}, MAIN_TOUR_ID)).toBe(false);
  });

  test('a step shows on its route; away from it the tour waits, and only a click in the tour goes there', () => {
    const learn = TOURS['learn-page']!;
    expect(stepShowsOn(learn, 1, '/learn/genki_1/chapter-0')).toBe(true);
    expect(stepShowsOn(learn, 1, '/vocab')).toBe(false);
    // The welcome step shows wherever the learner is.
    expect(stepShowsOn(MAIN_TOUR, 0, '/settings')).toBe(true);
    expect(routeToVisit(MAIN_TOUR, 0, '/settings')).toBeNull();
    expect(routeToVisit(MAIN_TOUR, 1, '/settings')).toBe('/dashboard');
    expect(routeToVisit(MAIN_TOUR, 5, '/learn/genki_1/chapter-0')).toBeNull();
    expect(routeToVisit(TOURS['dashboard-page']!, 0, '/settings')).toBe('/dashboard');
  });
});

describe('auto-start', () => {
  test('only when not completed, the step is neither -2 nor -1, and no tour is running', () => {
    expect(shouldAutoStart(fresh)).toBe(true);
    expect(shouldAutoStart({...fresh, completedTours: [MAIN_TOUR_ID]})).toBe(false);
    expect(shouldAutoStart({...fresh, currentTourStep: FINISHED_STEP})).toBe(false);
    expect(shouldAutoStart({...fresh, currentTourStep: SKIPPED_STEP})).toBe(false);
    expect(shouldAutoStart(at(3))).toBe(false);
    expect(shouldAutoStart(at(0, 'learn-page'))).toBe(false);
    // A page tour done, the main one not: it still starts.
    expect(shouldAutoStart({...fresh, completedTours: ['learn-page']})).toBe(true);
  });
});

test('taking a tour again (Settings) starts it at once, for the main tour and a page tour alike; finished, it stays finished', () => {
  const done: TourState = {
    currentTourId: null,
    currentTourStep: FINISHED_STEP,
    completedTours: ['learn-page', MAIN_TOUR_ID],
  };
  expect(tourTransition(done, {type: 'take-again', tourId: MAIN_TOUR_ID, stepCount: 12})).toEqual({
    state: at(0, MAIN_TOUR_ID, ['learn-page', MAIN_TOUR_ID]),
    effects: [],
  });
  const retaken = tourTransition(done, {type: 'take-again', tourId: 'learn-page', stepCount: 3}).state;
  expect(retaken).toEqual(at(0, 'learn-page', ['learn-page', MAIN_TOUR_ID]));
  // Left early (Skip or Esc), it is still listed as finished; finished again, it is listed once.
  expect(tourTransition(retaken, {type: 'skip'}).state.completedTours).toEqual(['learn-page', MAIN_TOUR_ID]);
  expect(
    tourTransition(retaken, {type: 'finish', startPath: '/settings', pageTourId: null}).state.completedTours,
  ).toEqual(['learn-page', MAIN_TOUR_ID]);
  // Skipped earlier (never finished): it starts all the same.
  const skipped: TourState = {currentTourId: null, currentTourStep: SKIPPED_STEP, completedTours: []};
  expect(tourTransition(skipped, {type: 'take-again', tourId: MAIN_TOUR_ID, stepCount: 12}).state).toEqual(at(0));
  // A tour without steps still logs and ends.
  const empty = tourTransition(skipped, {type: 'take-again', tourId: 'empty', stepCount: 0});
  expect(empty.state).toEqual(skipped);
  expect(empty.effects).toEqual([{type: 'log-error', message: 'Tour "empty" has no steps'}]);
});

describe('the tours', () => {
  test('the main tour: 12 steps on the routes of §2.7; the last one closes it', () => {
    expect(MAIN_TOUR.steps.map((step) => step.route)).toEqual([
      null,
      '/dashboard',
      '/dashboard',
      '/dashboard',
      '/dashboard',
      '/learn',
      '/learn',
      '/dashboard',
      '/vocab',
      '/vocab',
      '/vocab',
      '/vocab',
    ]);
    expect(MAIN_TOUR.steps.slice(8, 12).map((step) => step.hook)).toEqual([
      'vocab-area',
      'built-in-decks',
      'user-decks',
      'vocab-list',
    ]);
    expect(MAIN_TOUR.steps[4]!.hook).toBe('learn-button');
    expect(MAIN_TOUR.steps.at(-1)!.description).toContain('That is the tour');
  });

  test('progress reads "Step n of 12", and nothing follows step 12', () => {
    expect(progressText(MAIN_TOUR, 0)).toBe('Step 1 of 12');
    expect(progressText(MAIN_TOUR, 11)).toBe('Step 12 of 12');
    expect(stepCount(MAIN_TOUR_ID)).toBe(12);
    expect(progressText(TOURS['learn-page']!, 0)).toBe('Step 1 of 3');
  });

  test('a page tour starts only on its page with every element it points at; the getting-started tour anywhere', () => {
    const all = () => true;
    const withoutCharts = (hook: string) => !['week-chart', 'forecast', 'heatmap'].includes(hook);
    expect(tourCanStart('dashboard-page', '/dashboard', all)).toBe(true);
    expect(tourCanStart('dashboard-page', '/dashboard', withoutCharts)).toBe(false);
    expect(tourCanStart('dashboard-page', '/settings', all)).toBe(false);
    expect(tourCanStart('learn-page', '/learn/genki_1/chapter-0', all)).toBe(true);
    expect(tourCanStart(MAIN_TOUR_ID, '/settings', () => false)).toBe(true);
  });

  test('page tours exist for /learn, /vocab and /dashboard, matched by path prefix', () => {
    expect(pageTourFor('/learn/genki_1/chapter-3')).toBe('learn-page');
    expect(pageTourFor('/vocab')).toBe('vocab-page');
    expect(pageTourFor('/dashboard')).toBe('dashboard-page');
    expect(pageTourFor('/')).toBeNull();
    expect(pageTourFor('/learning')).toBeNull();
    expect(isOnRoute('/learn', '/learn')).toBe(true);
    expect(isOnRoute('/learnt', '/learn')).toBe(false);
    for (const id of ['learn-page', 'vocab-page', 'dashboard-page']) expect(stepCount(id)).toBeGreaterThan(0);
    expect(stepCount('no-such-tour')).toBe(0);
    expect(Object.keys(TOURS)).toContain(MAIN_TOUR_ID);
  });

  test('the timings of requirements §9', () => {
    expect([TOUR_NAVIGATION_DELAY_MS, PAGE_TOUR_DELAY_MS, TOUR_HIGHLIGHT_MS]).toEqual([200, 100, 400]);
  });
});
