// /vocab?invite={token}&deck={deckID}: a signed-in learner opening an invite link becomes an editor of the deck (the
// server checks the token: revoked or expired links are refused, with the reason), and the deck opens, under "Shared
// with me", as soon as it syncs; at once, with a word saying so, when the learner could already edit it.
// A visitor signs in first and comes back here.
import {useEffect, useRef, useState} from 'react';
import {Navigate} from '@tanstack/react-router';
import {useSession} from '../../../app/session/use-session.ts';
import {useNotify} from '../../../app/notices/notices.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {refusalOf} from '../../../../schema/refusals.ts';
import type {MyDecks} from '../decks/use-my-decks.ts';
import {invitedDeck} from './invited-deck.ts';

type Props = {
  token: string;
  deckID: number | undefined;
  mine: MyDecks;
  onAccepted: (deckID: number) => void;
  onClose: () => void;
};
type State = {step: 'waiting' | 'accepting' | 'accepted' | 'already'} | {step: 'refused'; message: string};

/** How long to wait for the newly shared deck to sync before saying it is already among the shared ones. */
const ARRIVAL_WAIT_MS = 20_000;

export function InviteAccept({token, deckID, mine, onAccepted, onClose}: Props) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const [state, setState] = useState<State>({step: 'waiting'});
  const before = useRef<Set<number>>(new Set());
  const sent = useRef<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (!user || !mine.loaded || sent.current === token) return;
    sent.current = token;
    before.current = new Set([...mine.decks, ...mine.shared].map((deck) => deck.deck_id));
    setState({step: 'accepting'});
    void submitWrite(zero, mutators.deckSharing.acceptInvite({token, acceptedAt: Date.now()})).server.then((answer) => {
      const refusal = refusalOf(answer);
      setState(refusal ? {step: 'refused', message: refusal.message} : {step: 'accepted'});
    });
  }, [user, mine.loaded, mine.decks, mine.shared, token, zero]);

  useEffect(() => {
    if (state.step !== 'accepted' || opened.current) return;
    const deck = invitedDeck({
      named: deckID,
      before: before.current,
      shared: mine.shared.map((deck) => deck.deck_id),
      owned: mine.decks.map((deck) => deck.deck_id),
    });
    if (deck) {
      opened.current = true;
      if (deck.already) notify('info', 'You can already edit this deck.');
      onAccepted(deck.deckID);
      return;
    }
    const timer = setTimeout(() => setState({step: 'already'}), ARRIVAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state.step, deckID, mine.shared, mine.decks, notify, onAccepted]);

  if (!user) {
    const back = `/vocab?invite=${encodeURIComponent(token)}${deckID === undefined ? '' : `&deck=${deckID}`}`;
    return <Navigate to="/auth" search={{mode: 'sign-in', redirect: back}} replace />;
  }
  if (state.step === 'refused' || state.step === 'already') {
    return (
      <div
        className={`callout ${state.step === 'refused' ? 'callout-warn' : 'callout-ok'} vocab-invite-result`}
        role="alert"
        data-testid="invite-result"
        data-state={state.step}
      >
        <p>
          {state.step === 'refused' ? state.message : 'You can already edit this deck: it is under “Shared with me”.'}
        </p>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return (
    <p className="hint" role="status" data-testid="invite-accepting">
      Joining the shared deck…
    </p>
  );
}
