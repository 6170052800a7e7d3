// "Optimise my schedule" (POST /api/scheduler/optimise): what the learner asks and what they are shown before they
// decide to apply the fitted parameters.
import {z} from 'zod';
import {isTimeZone} from './dashboard-stats.ts';
import {schedulerSettingsSchema} from './settings.ts';

/** Fewer reviews than this say too little about a learner's memory to fit 21 parameters. */
export const MINIMUM_REVIEWS_TO_OPTIMISE = 400;
export const WORKLOAD_DAYS = 30;

export const optimiseRequest = z.strictObject({
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
  /** The retention to estimate the workload at (the learner's choice on the page). */
  desiredRetention: schedulerSettingsSchema.shape.desiredRetention,
});
export type OptimiseRequest = z.output<typeof optimiseRequest>;

export type OptimisationResult = {
  reviews: number;
  /** The parameters reviews use now (the learner's fitted ones, or FSRS's defaults), and the newly fitted ones. */
  currentWeights: number[];
  fittedWeights: number[];
  /** How well each set predicts the learner's own answers (lower is better). */
  logLoss: {current: number; fitted: number};
  rmse: {current: number; fitted: number};
  /** Expected reviews a day over the next 30 days at the desired retention, with each set. */
  workload: {current: number; fitted: number; days: number; desiredRetention: number};
};

export type ReviewCount = {reviews: number; minimum: number};
