// The tours' content (requirements §2.7): the main onboarding, twelve steps each on its route (the last one closes it: a
// closing popover after "Step 12 of 12" read as a thirteenth step), and the page tours of /learn, /vocab and
// /dashboard. Elements are named by data-tour hooks; a step of the main tour whose element is not on the page shows
// as a centred popover, and a page tour starts only where all of its elements are.
import {MAIN_TOUR_ID} from './tour-machine.ts';

export type TourStep = {
  /** The route to show the step on; null: wherever the learner is. A route matches its sub-paths (/learn → /learn/genki_1/chapter-0). */
  route: string | null;
  /** A data-tour hook; null: a centred popover. */
  hook: string | null;
  title: string;
  description: string;
};

export type Tour = {id: string; steps: TourStep[]};

const step = (route: string | null, hook: string | null, title: string, description: string): TourStep => ({
  route,
  hook,
  title,
  description,
});

const MAIN_STEPS: TourStep[] = [
  step(
    null,
    null,
    'Welcome to Genki Study',
    'A two-minute tour of where things are: your dashboard, the chapter paths and your vocabulary. You can skip it and take it again from Settings.',
  ),
  step(
    '/dashboard',
    'dashboard-intro',
    'Your dashboard',
    'Your home base: progress on your chapter, the words you have met, and what is due for review.',
  ),
  step(
    '/dashboard',
    'featured-tools',
    'Featured tools',
    'Jump straight to review, kanji stroke order, the printable practice sheet and the grammar notes.',
  ),
  step(
    '/dashboard',
    'learn-card',
    'Your path',
    'The chapter you are on, how much of it is done, and the step to take next.',
  ),
  step('/dashboard', 'learn-button', 'Learn', 'Open your chapter from anywhere with the Learn button.'),
  step(
    '/learn',
    'lesson-cards',
    'Lesson cards',
    'Each chapter is a path of short steps: lessons, practice, videos and tests, in the order that works.',
  ),
  step(
    '/learn',
    'progress-details',
    'Progress details',
    'See how many steps are done and what comes next; finished steps are ticked on every device.',
  ),
  step(
    '/dashboard',
    'vocab-card',
    'Your vocabulary',
    'How many words and kanji you have met so far, and how many this week.',
  ),
  step('/vocab', 'vocab-area', 'Vocabulary', 'Your decks and the built-in chapter decks live here.'),
  step('/vocab', 'built-in-decks', 'Built-in decks', 'Every chapter’s words, ready to practise or import.'),
  step('/vocab', 'user-decks', 'Your decks', 'Build your own decks, sort them into folders and share them.'),
  step(
    '/vocab',
    'vocab-list',
    'Vocabulary list',
    'Open a deck to see its words, with readings, meanings and notes. That is the tour: start with chapter 0, review a little every day, and the dashboard will show how far you have come.',
  ),
];

export const MAIN_TOUR: Tour = {id: MAIN_TOUR_ID, steps: MAIN_STEPS};

const PAGE_TOUR_LIST: (Tour & {path: string})[] = [
  {
    id: 'dashboard-page',
    path: '/dashboard',
    steps: [
      step('/dashboard', 'week-chart', 'Your week', 'Practice time and reviews for each of the last seven days.'),
      step(
        '/dashboard',
        'forecast',
        'Coming up',
        'How many reviews fall due on each of the next 30 days, so you can plan.',
      ),
      step(
        '/dashboard',
        'heatmap',
        'Consistency',
        'Every day you reviewed this year, your streak, and your true retention: the share of due cards you remembered.',
      ),
      step('/dashboard', 'learn-card', 'Keep going', 'Pick up your path where you left it.'),
    ],
  },
  {
    id: 'learn-page',
    path: '/learn',
    steps: [
      step(
        '/learn',
        'chapter-switcher',
        'Chapters',
        'Move to any chapter of either course; the one you open becomes your active chapter.',
      ),
      step(
        '/learn',
        'lesson-cards',
        'The path',
        'Work through the steps in order; practice cards show how much of their vocabulary you have met.',
      ),
      step('/learn', 'progress-details', 'Up next', 'The current step and the ones after it.'),
    ],
  },
  {
    id: 'vocab-page',
    path: '/vocab',
    steps: [
      step('/vocab', 'vocab-area', 'Your vocabulary', 'Everything you study, in decks.'),
      step('/vocab', 'built-in-decks', 'Built-in decks', 'One deck per chapter, made for this course.'),
      step('/vocab', 'user-decks', 'Your decks', 'Your own decks and folders, and the ones shared with you.'),
      step('/vocab', 'vocab-list', 'Words', 'The words of the open deck.'),
    ],
  },
];

export const TOURS: Record<string, Tour> = Object.fromEntries(
  [MAIN_TOUR, ...PAGE_TOUR_LIST].map((tour) => [tour.id, tour]),
);

export const TOUR_NAMES: Record<string, string> = {
  [MAIN_TOUR_ID]: 'Getting started',
  'dashboard-page': 'Dashboard',
  'learn-page': 'Learn',
  'vocab-page': 'Vocabulary',
};

export function isOnRoute(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** Whether step `index` of `tour` shows on the page at `pathname`: a step away from its route waits, hidden, for the
 * learner to come back to it (a tour never moves them by itself). */
export function stepShowsOn(tour: Tour, index: number, pathname: string): boolean {
  const route = tour.steps[index]?.route ?? null;
  return route === null || isOnRoute(pathname, route);
}

/** Where the learner's own click (Next, Previous, starting the tour) takes them to show step `index`: its route when
 * they are not on it, else nowhere. */
export function routeToVisit(tour: Tour, index: number, pathname: string): string | null {
  return stepShowsOn(tour, index, pathname) ? null : tour.steps[index]!.route;
}

/** Whether `tourId` can start on the page at `pathname`, where `present` says which data-tour hooks are on it: a page
 * tour on its own page with every element it points at (a new learner's dashboard has no charts yet), the
 * getting-started tour anywhere (it moves to its steps' pages itself). */
export function tourCanStart(tourId: string, pathname: string, present: (hook: string) => boolean): boolean {
  const pageTour = PAGE_TOUR_LIST.find((tour) => tour.id === tourId);
  if (!pageTour) return true;
  return isOnRoute(pathname, pageTour.path) && pageTour.steps.every((each) => each.hook === null || present(each.hook));
}

/** Said when a page tour asked for cannot start: its page does not show what it points at yet. */
export function notStartedNotice(tourName: string): string {
  return `The ${tourName} tour starts once this page has something to show: come back after some study.`;
}

/** The page tour of the page at `pathname`, if it has one. */
export function pageTourFor(pathname: string): string | null {
  return PAGE_TOUR_LIST.find((tour) => isOnRoute(pathname, tour.path))?.id ?? null;
}

/** "Step 3 of 12". */
export function progressText(tour: Tour, index: number): string {
  return `Step ${index + 1} of ${tour.steps.length}`;
}

export function stepCount(tourId: string): number {
  return TOURS[tourId]?.steps.length ?? 0;
}
