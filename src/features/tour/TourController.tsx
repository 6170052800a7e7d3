// Runs the tours with driver.js (requirements §2.7, §4.1). The root layout mounts it once: it starts the main tour by itself
// when the settings say so, and, in the tab running the tour (tour-tab.ts), shows the step the settings name: on its
// element (a centred popover when the element is not on the page), with the progress and the buttons, 200 ms after
// its page is there. Only the learner's own click in this tab (Next, Previous, Done) takes them to another page; a
// step whose page they have left waits, hidden, for them to come back. Every click is a transition of
// tour-machine.ts saved to the settings.
import {useEffect, useRef} from 'react';
import {useRouter, useRouterState} from '@tanstack/react-router';
import {driver, type Driver, type PopoverDOM} from 'driver.js';
import 'driver.js/dist/driver.css';
import {useSession} from '../../app/session/use-session.ts';
import {useTour} from './use-tour.ts';
import {
  isTourActive,
  MAIN_TOUR_ID,
  runsInThisTab,
  shouldAutoStart,
  TOUR_HIGHLIGHT_MS,
  TOUR_NAVIGATION_DELAY_MS,
  type TourEffect,
  type TourEvent,
} from './tour-machine.ts';
import {pageTourFor, progressText, routeToVisit, stepShowsOn, TOURS, type Tour} from './tours.ts';
import {endTourInThisTab, tourInThisTab} from './tour-tab.ts';
import {drawnElement, waitForElement} from './tour-targets.ts';
import './tour.css';

export function TourController() {
  const {user} = useSession();
  const {state, currentState, dispatch, start, confirmed, runsHere, deviceType} = useTour();
  const router = useRouter();
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});
  const driverRef = useRef<Driver | null>(null);
  const autoStarted = useRef(false);
  // Handlers created for a popover must act on the state of the moment they are clicked.
  const latest = useRef({dispatch, start, router});
  latest.current = {dispatch, start, router};
  const currentPath = () => latest.current.router.state.location.pathname;

  const run = (effects: TourEffect[]) => {
    for (const effect of effects) {
      if (effect.type === 'navigate') {
        if (currentPath() !== effect.to) latest.current.router.history.push(effect.to);
      } else if (effect.type === 'start-tour') {
        setTimeout(() => startTour(effect.tourId), effect.afterMs);
      }
    }
  };

  const send = (event: TourEvent) => run(latest.current.dispatch(event).effects);

  /** Next or Previous, clicked in this tab: the learner goes with the tour to the new step's page. */
  const move = (tour: Tour, event: TourEvent) => {
    const {state: next} = latest.current.dispatch(event);
    const to = isTourActive(next) ? routeToVisit(tour, next.currentTourStep, currentPath()) : null;
    if (to) latest.current.router.history.push(to);
  };

  const startTour = (tourId: string) => {
    void latest.current.start(tourId, currentPath()).then((effects) => run(effects ?? []));
  };

  // Requirements §4.1: the main tour starts by itself (for a signed-in learner, once per page load).
  useEffect(() => {
    if (!user || !confirmed || autoStarted.current || !shouldAutoStart(state)) return;
    autoStarted.current = true;
    startTour(MAIN_TOUR_ID);
  });

  // The tour this tab ran has ended, here or elsewhere, or another has taken its place: this tab no longer runs one.
  // Both read as they are now (a click may have started one since the last render).
  useEffect(() => {
    const inTab = tourInThisTab();
    if (confirmed && inTab && !runsInThisTab(currentState(), inTab.tourId)) endTourInThisTab();
  });

  const {currentTourId: tourId, currentTourStep: step} = state;
  const tour = tourId === null ? undefined : TOURS[tourId];
  const index = tour ? Math.min(step, tour.steps.length - 1) : 0;
  const shown = runsHere && tour !== undefined && tour.steps.length > 0 && stepShowsOn(tour, index, pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a step is shown again only when the step or the page changes, not when the handlers are new.
  useEffect(() => {
    if (runsHere && tourId !== null && (!tour || tour.steps.length === 0)) {
      // Requirements §8: a tour without steps logs an error and ends.
      send({type: 'start', tourId, stepCount: 0});
      return;
    }
    if (!shown || !tour) {
      driverRef.current?.destroy();
      driverRef.current = null;
      return;
    }
    const current = tour.steps[index]!;
    let cancelled = false;
    const timer = setTimeout(() => {
      // While the element is awaited, the previous step's popover does not linger.
      if (current.hook && !drawnElement(current.hook)) {
        driverRef.current?.destroy();
        driverRef.current = null;
      }
      void waitForElement(current.hook, () => cancelled).then((element) => {
        if (cancelled) return;
        driverRef.current ??= createDriver(skip);
        showStep(driverRef.current, tour, index, element, deviceType, {
          next: () =>
            index === tour.steps.length - 1 ? finish() : move(tour, {type: 'next', stepCount: tour.steps.length}),
          previous: () => move(tour, {type: 'previous'}),
          skip,
        });
      });
    }, TOUR_NAVIGATION_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [shown, runsHere, tourId, index, pathname]);

  useEffect(
    () => () => {
      driverRef.current?.destroy();
      driverRef.current = null;
    },
    [],
  );

  const skip = () => {
    endTourInThisTab();
    send({type: 'skip'});
  };

  const finish = () => {
    const startPath = tourInThisTab()?.startPath ?? currentPath();
    endTourInThisTab();
    send({type: 'finish', startPath, pageTourId: pageTourFor(startPath)});
  };

  return null;
}

function createDriver(onDismiss: () => void): Driver {
  const instance: Driver = driver({
    animate: true,
    duration: TOUR_HIGHLIGHT_MS,
    allowClose: true,
    // A stray click beside the popover does not end the tour; Escape and the close button do.
    overlayClickBehavior: () => {},
    stagePadding: 8,
    stageRadius: 10,
    popoverClass: 'genki-tour',
    onDestroyStarted: () => {
      onDismiss();
      instance.destroy();
    },
  });
  return instance;
}

/** driver.js marks the highlighted element (or its invisible stand-in for a centred step) as the trigger of a popup
 * dialog. It triggers nothing, and on a region or a plain element those attributes are not allowed (axe: critical);
 * the popover announces itself as a dialog without them. */
function dropPopupTriggerAttributes() {
  for (const element of document.querySelectorAll('.driver-active-element, #driver-dummy-element')) {
    for (const attribute of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element.removeAttribute(attribute);
  }
}

type StepActions = {next: () => void; previous: () => void; skip: () => void};

function showStep(
  instance: Driver,
  tour: Tour,
  index: number,
  element: Element | null,
  deviceType: 'mobile' | 'desktop' | null,
  actions: StepActions,
) {
  const current = tour.steps[index]!;
  const first = index === 0;
  const last = index === tour.steps.length - 1;
  instance.highlight({
    ...(element ? {element} : {}),
    popover: {
      title: current.title,
      description: current.description,
      showProgress: true,
      progressText: progressText(tour, index),
      showButtons: first ? ['next', 'close'] : ['next', 'previous', 'close'],
      nextBtnText: last ? 'Done' : 'Next',
      prevBtnText: 'Previous',
      side: deviceType === 'desktop' ? 'right' : 'bottom',
      align: deviceType === 'desktop' ? 'start' : 'center',
      onNextClick: actions.next,
      onPrevClick: actions.previous,
      onCloseClick: actions.skip,
      onPopoverRender: (popover: PopoverDOM) => {
        // Once driver.js has marked the highlighted element (later in the same task).
        queueMicrotask(dropPopupTriggerAttributes);
        popover.wrapper.dataset.tourId = tour.id;
        popover.wrapper.dataset.tourStep = String(index);
        popover.wrapper.dataset.tourTarget = element && current.hook ? current.hook : 'none';
        popover.closeButton.setAttribute('aria-label', 'Close the tour');
        if (first) {
          const skip = document.createElement('button');
          skip.type = 'button';
          skip.className = 'driver-popover-footer-btn genki-tour-skip';
          skip.textContent = 'Skip';
          skip.addEventListener('click', actions.skip);
          popover.footerButtons.prepend(skip);
        }
      },
    },
  });
}
