// /vocab?invite={token}: a signed-in learner opening an invite link becomes an editor of the deck (the server checks
// the token: revoked or expired links are refused, with the reason), and the deck opens under "Shared with me".
// A visitor signs in first and comes back here.
import {useEffect, useRef, useState} from 'react';
import {Navigate} from '@tanstack/react-router';
import {useSession} from '../../auth/use-session.ts';
import {submitWrite} from '../../../app/outbox/write-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {refusalOf} from '../../../../schema/refusals.ts';
import type {MyDecks} from '../decks/use-my-decks.ts';

type Props = {token: string; mine: MyDecks; onAccepted: (deckID: number) => void; onClose: () => void};
type State = {step: 'waiting'} | {step: 'accepting'} | {step: 'refused'; message: string} | {step: 'already'};

/** How long to wait for the newly shared deck to sync before saying it is already among the shared ones. */
const ARRIVAL_WAIT_MS = 8000;

export function InviteAccept({token, mine, onAccepted, onClose}: Props) {
  const {user, zero} = useSession();
  const [state, setState] = useState<State>({step: 'waiting'});
  const before = useRef<Set<number> | null>(null);
  const accepted = useRef(false);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !mine.loaded || sent.current === token) return;
    sent.current = token;
    before.current = new Set(mine.shared.map((deck) => deck.deck_id));
    setState({step: 'accepting'});
    void submitWrite(zero, mutators.deckSharing.acceptInvite({token, acceptedAt: Date.now()})).server.then((answer) => {
      const refusal = refusalOf(answer);
      if (refusal) setState({step: 'refused', message: refusal.message});
      else accepted.current = true;
    });
  }, [user, mine.loaded, mine.shared, token, zero]);

  useEffect(() => {
    if (state.step !== 'accepting' || !before.current) return;
    const arrived = mine.shared.find((deck) => !before.current!.has(deck.deck_id));
    if (arrived) {
      onAccepted(arrived.deck_id);
      return;
    }
    const timer = setTimeout(() => accepted.current && setState({step: 'already'}), ARRIVAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mine.shared, state.step, onAccepted]);

  if (!user) return <Navigate to="/auth" search={{mode: 'sign-in', redirect: `/vocab?invite=${encodeURIComponent(token)}`}} replace />;
  if (state.step === 'refused' || state.step === 'already') {
    return (
      <div className={`callout ${state.step === 'refused' ? 'callout-warn' : 'callout-ok'} vocab-invite-result`} role="alert" data-testid="invite-result" data-state={state.step}>
        <p>{state.step === 'refused' ? state.message : 'You can already edit this deck: it is under “Shared with me”.'}</p>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>Close</button>
      </div>
    );
  }
  return <p className="hint" role="status" data-testid="invite-accepting">Joining the shared deck…</p>;
}
