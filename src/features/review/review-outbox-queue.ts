// The outbox's logic, apart from IndexedDB and Zero: its order, the card states pending answers lead to, and
// the replay of pending answers one at a time.
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';

/** One answer waiting for the server. `seq` orders the outbox: the order the answers were given. */
export type OutboxEntry = {reviewID: string; userID: string; seq: number; review: GradeReviewArgs};
