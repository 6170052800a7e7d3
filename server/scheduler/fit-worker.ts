// The child process of fit-parameters.ts: one request in, one answer out.
import {evaluateParameters, fitParameters, fsrsItem} from './fsrs-binding.ts';
import type {FitRequest, FitResult} from './fit-parameters.ts';

process.once('message', (request: FitRequest) => {
  void (async () => {
    try {
      const items = request.items.map(fsrsItem);
      // A prediction is scored where days have passed since the previous review (the evaluation refuses the rest).
      const scored = request.items.filter((reviews) => reviews.at(-1)![1] > 0).map(fsrsItem);
      const fittedWeights = await fitParameters(items);
      const result: FitResult = {
        fittedWeights,
        current: evaluateParameters(request.currentWeights, scored),
        fitted: evaluateParameters(fittedWeights, scored),
      };
      process.send!(result, () => process.exit(0));
    } catch (error) {
      process.send!({error: error instanceof Error ? error.message : String(error)}, () => process.exit(1));
    }
  })();
});
