// The child process of fit-parameters.ts: one request in, one answer out.
import {computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview} from '@open-spaced-repetition/binding';
import type {FitRequest, FitResult} from './fit-parameters.ts';

process.once('message', (request: FitRequest) => {
  void (async () => {
    try {
      const toItem = (reviews: FitRequest['items'][number]) => new FSRSBindingItem(reviews.map(([rating, deltaT]) => new FSRSBindingReview(rating, deltaT)));
      const items = request.items.map(toItem);
      // A prediction is scored where days have passed since the previous review (the evaluation refuses the rest).
      const scored = request.items.filter((reviews) => reviews.at(-1)![1] > 0).map(toItem);
      const fittedWeights = await computeParameters(items, {enableShortTerm: true});
      const evaluate = (weights: number[]) => {
        const {logLoss, rmseBins} = new FSRSBinding(weights).evaluate(scored);
        return {logLoss, rmseBins};
      };
      const result: FitResult = {fittedWeights, current: evaluate(request.currentWeights), fitted: evaluate(fittedWeights)};
      process.send!(result, () => process.exit(0));
    } catch (error) {
      process.send!({error: error instanceof Error ? error.message : String(error)}, () => process.exit(1));
    }
  })();
});
