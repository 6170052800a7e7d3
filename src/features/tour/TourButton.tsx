// "Tour" in the header: a tour of the page the learner is on (its page tour, once the elements it points at are
// there), or else the getting-started tour.
import {useRouterState} from '@tanstack/react-router';
import {useTour} from './use-tour.ts';
import {MAIN_TOUR_ID} from './tour-machine.ts';
import {pageTourFor, stepShowsOn, TOURS} from './tours.ts';
import {useTourCanStart} from './tour-targets.ts';

export function TourButton() {
  const {state, start, confirmed, runsHere} = useTour();
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});
  const pageTour = pageTourFor(pathname);
  const pageTourCanStart = useTourCanStart(pageTour ?? MAIN_TOUR_ID, pathname);
  const tourId = pageTour && pageTourCanStart ? pageTour : MAIN_TOUR_ID;
  // A tour of this tab waiting on another page (the learner left it) gives way to the one asked for here.
  const running = state.currentTourId === null ? undefined : TOURS[state.currentTourId];
  const showing = runsHere && running !== undefined && stepShowsOn(running, state.currentTourStep, pathname);
  return (
    <button
      type="button"
      className="tour-button"
      onClick={() => void start(tourId, pathname)}
      disabled={!confirmed || showing}
      data-testid="tour-button"
    >
      Tour<span className="visually-hidden">{tourId === MAIN_TOUR_ID ? ': getting started' : ' of this page'}</span>
    </button>
  );
}
