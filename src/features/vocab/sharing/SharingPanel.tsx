// Sharing a deck. The owner makes it public (anyone may practise it and copy it; the owner sees how many copies),
// hands out invite links that make someone an editor (optionally expiring; revocable), and removes editors. An
// editor sees who else edits and may leave.
import {useState} from 'react';
import {queries} from '../../../../schema/queries.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {DECK_LIMITS} from '../../../../schema/decks/deck-limits.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {setDeckPublic} from '../decks/deck-writes.ts';
import type {FieldVersions} from '../../../../schema/writes/field-versions.ts';
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';
import {useSession} from '../../../app/session/use-session.ts';

import {CopyField} from './CopyField.tsx';
import {INVITE_EXPIRY_CHOICES, inviteState, inviteURL, newInviteToken, publicDeckURL} from './invite-token.ts';
import {plural} from '../../../app/plural.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

type Deck = {
  deck_id: number;
  user_id: string;
  deck_name: string;
  versions: FieldVersions;
  share?: {import_count: number} | null;
};

const DAY_MS = 86_400_000;

export function SharingPanel({deck, isOwner, onLeft}: {deck: Deck; isOwner: boolean; onLeft: () => void}) {
  const {user, zero} = useSession();
  const [members] = useSyncedQuery(queries.decks.members({deckID: deck.deck_id}), {ttl: '5m'});
  const [invites] = useSyncedQuery(isOwner ? queries.decks.invites({deckID: deck.deck_id}) : null, {ttl: '5m'});
  const [expiry, setExpiry] = useState(0);
  const [confirm, setConfirm] = useState<{kind: 'remove'; userID: string; name: string} | {kind: 'leave'} | null>(null);
  const origin = location.origin;
  const now = Date.now();
  const isPublic = Boolean(deck.share);
  const openInvites = (invites ?? []).filter((invite) => inviteState(invite, now) === 'open');

  const createInvite = () => {
    const days = INVITE_EXPIRY_CHOICES[expiry]!.days;
    const createdAt = Date.now();
    void submitWrite(
      zero,
      mutators.deckSharing.createInvite({
        deckID: deck.deck_id,
        token: newInviteToken(),
        expiresAt: days === null ? null : createdAt + days * DAY_MS,
        createdAt,
      }),
    );
  };

  return (
    <section className="sharing-panel card" aria-labelledby="sharing-title" data-testid="sharing-panel">
      <h3 id="sharing-title">Sharing</h3>
      {isOwner && (
        <div className="sharing-block">
          <label className="toggle">
            <input
              type="checkbox"
              checked={isPublic}
              data-testid="deck-public-toggle"
              onChange={(event) => void setDeckPublic(zero, deck, event.target.checked)}
            />
            <span>Public: anyone with the link can practise this deck and copy it</span>
          </label>
          {deck.share && (
            <>
              <CopyField
                label="Public link"
                value={publicDeckURL(origin, deck.user_id, deck.deck_id)}
                testID="deck-public-link"
              />
              <p className="hint" data-testid="deck-import-count">
                Copied {plural(deck.share.import_count, 'time')} by other learners.
              </p>
            </>
          )}
        </div>
      )}

      {isOwner && (
        <div className="sharing-block">
          <h4>Invite editors</h4>
          <p className="hint">
            Anyone who opens an invite link while signed in can edit the words of this deck with you.
          </p>
          <div className="button-row">
            <label>
              Expires{' '}
              <select
                value={expiry}
                onChange={(event) => setExpiry(Number(event.target.value))}
                data-testid="invite-expiry"
              >
                {INVITE_EXPIRY_CHOICES.map((choice, index) => (
                  <option key={choice.label} value={index}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button-small"
              data-testid="invite-create"
              disabled={openInvites.length >= DECK_LIMITS.openInvitesPerDeck}
              onClick={createInvite}
            >
              Create an invite link
            </button>
          </div>
          {(invites ?? []).length > 0 && (
            <ul className="sharing-list" data-testid="invite-list">
              {(invites ?? []).map((invite) => {
                const state = inviteState(invite, now);
                return (
                  <li key={invite.token} data-testid="invite-row" data-state={state}>
                    {state === 'open' ? (
                      <CopyField
                        label="Invite link"
                        value={inviteURL(origin, invite.token, deck.deck_id)}
                        testID="invite-link"
                      />
                    ) : (
                      <span className="hint">
                        {state === 'revoked' ? 'Revoked link' : 'Expired link'} · made{' '}
                        {new Date(invite.created_at).toLocaleDateString()}
                      </span>
                    )}
                    <span className="hint-inline">
                      {state === 'open' &&
                        (invite.expires_at
                          ? `Expires ${new Date(invite.expires_at).toLocaleString()}`
                          : 'Never expires')}
                    </span>
                    {state === 'open' && (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        data-testid="invite-revoke"
                        onClick={() =>
                          void submitWrite(
                            zero,
                            mutators.deckSharing.revokeInvite({token: invite.token, revokedAt: Date.now()}),
                          )
                        }
                      >
                        Revoke
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      <div className="sharing-block">
        <h4>Editors</h4>
        {(members ?? []).length === 0 ? (
          <p className="hint" data-testid="editor-list-empty">
            Nobody else edits this deck yet.
          </p>
        ) : (
          <ul className="sharing-list" data-testid="editor-list">
            {(members ?? []).map((member) => (
              <li key={member.user_id} data-testid="editor-row">
                <span>
                  {member.display_name || 'An editor'}
                  {member.user_id === user?.id && ' (you)'}
                </span>
                {isOwner && (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    data-testid="editor-remove"
                    onClick={() =>
                      setConfirm({kind: 'remove', userID: member.user_id, name: member.display_name || 'this editor'})
                    }
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!isOwner && (
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="deck-leave"
            onClick={() => setConfirm({kind: 'leave'})}
          >
            Leave this deck
          </button>
        )}
      </div>

      <ConfirmDialog
        open={confirm !== null}
        testID="sharing-confirm"
        onCancel={() => setConfirm(null)}
        title={confirm?.kind === 'remove' ? `Remove ${confirm.name}?` : `Leave “${deck.deck_name}”?`}
        actions={[
          {
            label: confirm?.kind === 'remove' ? 'Remove' : 'Leave',
            tone: 'danger',
            testID: 'sharing-confirm-accept',
            onSelect: () => {
              if (!confirm || !user) return;
              const userID = confirm.kind === 'remove' ? confirm.userID : user.id;
              void submitWrite(zero, mutators.deckSharing.removeMember({deckID: deck.deck_id, userID}));
              setConfirm(null);
              if (confirm.kind === 'leave') onLeft();
            },
          },
        ]}
      >
        <p>
          {confirm?.kind === 'remove'
            ? 'They can no longer edit this deck; their changes not yet saved are refused.'
            : 'You can no longer edit it unless you are invited again.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
