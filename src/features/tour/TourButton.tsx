// "Tour" in the header: a tour of the page the learner is on (its page tour), or the getting-started tour where the page
// has none.
import {useRouterState} from '@tanstack/react-router';
import {useTour} from './use-tour.ts';
import {isTourActive, MAIN_TOUR_ID} from './tour-machine.ts';
import {pageTourFor} from './tours.ts';

export function TourButton() {
  const {state, start, confirmed} = useTour();
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});
  const tourId = pageTourFor(pathname) ?? MAIN_TOUR_ID;
  return (
    <button type="button" className="tour-button" onClick={() => start(tourId, pathname)} disabled={!confirmed || isTourActive(state)} data-testid="tour-button">
      Tour<span className="visually-hidden">{tourId === MAIN_TOUR_ID ? ': getting started' : ' of this page'}</span>
    </button>
  );
}
