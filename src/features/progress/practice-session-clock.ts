// How long a learner has actually been practising: the time between answers, with a long pause (the learner
// walked away) counting only as IDLE_CAP_MS.
export const IDLE_CAP_MS = 2 * 60_000;
/** The longest duration a session may record (the mutator's limit). */
const MAX_SESSION_SECONDS = 86_400;

export type PracticeClock = {activeMs: number; lastActivityAt: number; questionsAnswered: number};

export function startPracticeClock(now: number): PracticeClock {
  return {activeMs: 0, lastActivityAt: now, questionsAnswered: 0};
}

/** The clock of a stored session taken up again: its time and answers so far, the pause before now not counted. */
export function resumedPracticeClock(durationSeconds: number, questionsAnswered: number, now: number): PracticeClock {
  return {activeMs: durationSeconds * 1000, lastActivityAt: now, questionsAnswered};
}

export function recordAnswerOnClock(clock: PracticeClock, now: number): PracticeClock {
  const gap = Math.min(Math.max(0, now - clock.lastActivityAt), IDLE_CAP_MS);
  return {
    activeMs: clock.activeMs + gap,
    lastActivityAt: Math.max(now, clock.lastActivityAt),
    questionsAnswered: clock.questionsAnswered + 1,
  };
}

export function durationSeconds(clock: PracticeClock): number {
  return Math.min(MAX_SESSION_SECONDS, Math.round(clock.activeMs / 1000));
}
