// Tours (spec §4.1): which ones the learner has finished, and taking one again (reset: it leaves completed-tours
// and the step goes back to 0; the main tour then starts again by itself).
import {useTour} from '../tour/use-tour.ts';
import {MAIN_TOUR_ID} from '../tour/tour-machine.ts';
import {TOUR_NAMES} from '../tour/tours.ts';

export function TourSettings() {
  const {state, dispatch} = useTour();
  const completed = state.completedTours;
  return (
    <div className="tour-settings" data-testid="tour-settings">
      {completed.length === 0 ? (
        <p className="hint">You have not finished any tour yet. The getting-started tour opens by itself until you finish or skip it.</p>
      ) : (
        <ul className="tour-list">
          {completed.map((tourId) => (
            <li key={tourId}>
              <span>{TOUR_NAMES[tourId] ?? tourId} <span className="hint-inline">· finished</span></span>
              <button type="button" className="button button-small button-secondary" data-testid={`reset-tour-${tourId}`}
                onClick={() => dispatch({type: 'reset', tourId})}>Take it again<span className="visually-hidden">: {TOUR_NAMES[tourId] ?? tourId}</span></button>
            </li>
          ))}
        </ul>
      )}
      {!completed.includes(MAIN_TOUR_ID) && state.currentTourId === null && (
        <button type="button" className="button button-small" data-testid="start-main-tour"
          onClick={() => dispatch({type: 'reset', tourId: MAIN_TOUR_ID})}>Start the getting-started tour</button>
      )}
    </div>
  );
}
