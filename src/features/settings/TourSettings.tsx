// Tours (requirements §4.1): which ones the learner has finished, and taking one again: it stays finished (leaving the retake
// early keeps it listed), its step goes back to 0 and it starts in this tab at once, on its page, once what it points
// at is there (other tabs only see that it was taken).
import {memo} from 'react';
import {useRouterState} from '@tanstack/react-router';
import {useTour} from '../tour/use-tour.ts';
import {MAIN_TOUR_ID} from '../tour/tour-machine.ts';
import {notStartedNotice, TOUR_NAMES} from '../tour/tours.ts';
import {useNotify} from '../../app/notices/notices.ts';

export const TourSettings = memo(function TourSettings() {
  const {state, start} = useTour();
  const {notify} = useNotify();
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});
  const takeAgain = async (tourId: string) => {
    if (!(await start(tourId, pathname, 'take-again'))) notify('info', notStartedNotice(TOUR_NAMES[tourId] ?? tourId));
  };
  const completed = state.completedTours;
  return (
    <div className="tour-settings" data-testid="tour-settings">
      {completed.length === 0 ? (
        <p className="hint">
          You have not finished any tour yet. The getting-started tour opens by itself until you finish or skip it.
        </p>
      ) : (
        <ul className="tour-list">
          {completed.map((tourId) => (
            <li key={tourId}>
              <span>
                {TOUR_NAMES[tourId] ?? tourId} <span className="hint-inline">· finished</span>
              </span>
              <button
                type="button"
                className="button button-small button-secondary"
                data-testid={`reset-tour-${tourId}`}
                onClick={() => void takeAgain(tourId)}
              >
                Take it again<span className="visually-hidden">: {TOUR_NAMES[tourId] ?? tourId}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!completed.includes(MAIN_TOUR_ID) && state.currentTourId === null && (
        <button
          type="button"
          className="button button-small"
          data-testid="start-main-tour"
          onClick={() => void takeAgain(MAIN_TOUR_ID)}
        >
          Start the getting-started tour
        </button>
      )}
    </div>
  );
});
