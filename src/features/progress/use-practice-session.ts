/**
 * usePracticeSession(modulePath: string, resumeFrom?: ResumedSession | null): {recordAnswer: (run?) => void}
 *
 * Times a practice session (requirements §4.5) for the signed-in learner. Call `recordAnswer()` after every answered
 * question: the first call starts a session for `modulePath` (zero duration, zero answered), every call then
 * updates it with the active duration (pauses count at most 2 minutes) and the number of questions answered, and,
 * given one, where the practice run now stands. With `resumeFrom` (a session whose run is being taken up again)
 * the answers go on in that session, adding to its duration and count. A new `modulePath` starts a new session on
 * its next answer. Signed out, it does nothing: practice still works, it is just not saved.
 */
import {useCallback, useEffect, useRef} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {mutators} from '../../../schema/mutators.ts';
import {submitWrite} from '../../app/outbox/use-outbox.ts';
import {useSession} from '../../app/session/use-session.ts';
import {
  durationSeconds,
  recordAnswerOnClock,
  resumedPracticeClock,
  startPracticeClock,
  type PracticeClock,
} from './practice-session-clock.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';

type RunningSession = {sessionID: string | null; startedAt: number; clock: PracticeClock};

/** A stored session to go on with. */
export type ResumedSession = {
  session_id: string;
  created_at: number;
  duration_seconds: number;
  questions_answered: number;
  last_updated_at: number;
};

export function usePracticeSession(modulePath: string, resumeFrom?: ResumedSession | null) {
  const zero = useZero();
  const {user} = useSession();
  const session = useRef<RunningSession | null>(null);

  const resumedID = resumeFrom?.session_id;
  const resumedAt = resumeFrom?.last_updated_at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resumedID` and `resumedAt` stand for resumeFrom, a new object whenever its row syncs.
  useEffect(() => {
    const now = Date.now();
    session.current = resumeFrom
      ? {
          sessionID: resumeFrom.session_id,
          startedAt: resumeFrom.created_at,
          clock: resumedPracticeClock(resumeFrom.duration_seconds, resumeFrom.questions_answered, now),
        }
      : {sessionID: null, startedAt: now, clock: startPracticeClock(now)};
  }, [modulePath, resumedID, resumedAt]);

  const recordAnswer = useCallback(
    (run?: PracticeRunSnapshot) => {
      const running = session.current;
      if (!user || !running) return;
      const now = Date.now();
      if (running.sessionID === null) {
        running.sessionID = crypto.randomUUID();
        void submitWrite(
          zero,
          mutators.practiceSessions.start({sessionID: running.sessionID, modulePath, startedAt: running.startedAt}),
        );
      }
      running.clock = recordAnswerOnClock(running.clock, now);
      void submitWrite(
        zero,
        mutators.practiceSessions.update({
          sessionID: running.sessionID,
          durationSeconds: durationSeconds(running.clock),
          questionsAnswered: running.clock.questionsAnswered,
          updatedAt: Math.max(now, running.startedAt),
          ...(run && {run}),
        }),
      );
    },
    [user, zero, modulePath],
  );

  return {recordAnswer};
}
