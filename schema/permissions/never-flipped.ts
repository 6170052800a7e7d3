// zero-cache 1.9's query planner may run an EXISTS as a flipped join, the related rows driving it. Flipped, the deck
// filters (an OR of ownership and membership) sometimes missed a change of membership: a learner who had just joined a
// deck did not get it, and one removed from a deck kept it, until the page was reloaded. The planner chose the flip on
// some runs only; forced, it broke tests/integration/deck-membership-sync.test.ts on every run. Every EXISTS of a read
// filter is therefore pinned as a semi-join, the parent rows driving it.
export const NEVER_FLIPPED = {flip: false} as const;
