// "Tour" in the header: a tour of the page the learner is on (its page tour), or the getting-started tour where the page
// has none.
import {useRouterState} from '@tanstack/react-router';
import {useTour} from './use-tour.ts';
import {isTourActive, MAIN_TOUR_ID} from './tour-machine.ts';
import {pageTourFor, stepCount} from './tours.ts';
import {rememberStartPath} from './tour-start.ts';

export function TourButton() {
  const {state, dispatch, confirmed} = useTour();
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});
  const tourId = pageTourFor(pathname) ?? MAIN_TOUR_ID;
  const start = () => {
    rememberStartPath(tourId, pathname);
    dispatch({type: 'start', tourId, stepCount: stepCount(tourId)});
  };
  return (
    <button type="button" className="tour-button" onClick={start} disabled={!confirmed || isTourActive(state)} data-testid="tour-button">
      Tour<span className="visually-hidden">{tourId === MAIN_TOUR_ID ? ': getting started' : ' of this page'}</span>
    </button>
  );
}
