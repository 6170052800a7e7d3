/**
 * usePracticeSession(modulePath: string): {recordAnswer: () => void}
 *
 * Times a practice session (spec §4.5) for the signed-in learner. Call `recordAnswer()` after every answered
 * question: the first call starts a session for `modulePath` (zero duration, zero answered), every call then
 * updates it with the active duration (pauses count at most 2 minutes) and the number of questions answered.
 * A new `modulePath` starts a new session on its next answer. Signed out, it does nothing: practice still works,
 * it is just not saved.
 */
import {useCallback, useEffect, useRef} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {mutators} from '../../../schema/mutators.ts';
import {submitWrite} from '../../app/outbox/use-outbox.ts';
import {useSession} from '../auth/use-session.ts';
import {durationSeconds, recordAnswerOnClock, startPracticeClock, type PracticeClock} from './practice-session-clock.ts';

type RunningSession = {sessionID: string | null; startedAt: number; clock: PracticeClock};

export function usePracticeSession(modulePath: string) {
  const zero = useZero();
  const {user} = useSession();
  const session = useRef<RunningSession | null>(null);

  useEffect(() => {
    const now = Date.now();
    session.current = {sessionID: null, startedAt: now, clock: startPracticeClock(now)};
  }, [modulePath]);

  const recordAnswer = useCallback(() => {
    const running = session.current;
    if (!user || !running) return;
    const now = Date.now();
    if (running.sessionID === null) {
      running.sessionID = crypto.randomUUID();
      void submitWrite(zero, mutators.practiceSessions.start({sessionID: running.sessionID, modulePath, startedAt: running.startedAt}));
    }
    running.clock = recordAnswerOnClock(running.clock, now);
    void submitWrite(zero, mutators.practiceSessions.update({
      sessionID: running.sessionID,
      durationSeconds: durationSeconds(running.clock),
      questionsAnswered: running.clock.questionsAnswered,
      updatedAt: Math.max(now, running.startedAt),
    }));
  }, [user, zero, modulePath]);

  return {recordAnswer};
}
