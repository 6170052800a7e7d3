// The FSRS optimiser's native module (fsrs-rs, from @open-spaced-repetition/binding-linux-x64-gnu). The wrapper package
// @open-spaced-repetition/binding only picks a platform build, and its optional dependencies for platforms the
// registry here does not serve keep `npm ci` from accepting the lock file; this app runs on linux-x64 anyway
// (embedded Postgres and zero-cache's SQLite are linux-x64 builds too), so it loads that build directly.
import {createRequire} from 'node:module';

export interface FsrsReview {
  readonly rating: number;
  readonly deltaT: number;
}
export interface FsrsItem {
  readonly reviews: FsrsReview[];
}
export interface ModelEvaluation {
  logLoss: number;
  rmseBins: number;
}
export interface FsrsModel {
  evaluate(trainSet: FsrsItem[]): ModelEvaluation;
}

interface NativeFsrsBinding {
  FSRSBindingReview: new (rating: number, deltaT: number) => FsrsReview;
  FSRSBindingItem: new (reviews: FsrsReview[]) => FsrsItem;
  FSRSBinding: new (parameters?: number[]) => FsrsModel;
  computeParameters(trainSet: FsrsItem[], options?: {enableShortTerm: boolean}): Promise<number[]>;
}

const native = createRequire(import.meta.url)('@open-spaced-repetition/binding-linux-x64-gnu') as NativeFsrsBinding;

/** One card's history as the optimiser reads it: [rating 1–4, days since the previous review] per review. */
export const fsrsItem = (reviews: readonly (readonly [number, number])[]): FsrsItem =>
  new native.FSRSBindingItem(reviews.map(([rating, deltaT]) => new native.FSRSBindingReview(rating, deltaT)));

export const fitParameters = (items: FsrsItem[]): Promise<number[]> =>
  native.computeParameters(items, {enableShortTerm: true});

export const evaluateParameters = (weights: number[], items: FsrsItem[]): ModelEvaluation => {
  const {logLoss, rmseBins} = new native.FSRSBinding(weights).evaluate(items);
  return {logLoss, rmseBins};
};
