import {describe, expect, it} from 'vitest';
import {inviteToken} from '../../schema/decks/deck-args.ts';
import {inviteState, inviteURL, newInviteToken, publicDeckURL} from '../../src/features/vocab/sharing/invite-token.ts';
import {refusalNotice} from '../../src/features/outbox/pending-label.ts';

describe('invite links', () => {
  it('carry a fresh 32-character token the invite validator accepts', () => {
    const tokens = new Set(Array.from({length: 200}, newInviteToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toHaveLength(32);
      expect(inviteToken.safeParse(token).success).toBe(true);
    }
    expect(inviteURL('https://genki.example', 'abc_DEF-123', 42)).toBe('https://genki.example/vocab?invite=abc_DEF-123&deck=42');
    expect(publicDeckURL('https://genki.example', 'user 1', 42)).toBe('https://genki.example/practice/user%201/42');
  });

  it('say whether they are open, expired or revoked', () => {
    expect(inviteState({expires_at: null, revoked_at: null}, 1000)).toBe('open');
    expect(inviteState({expires_at: 2000}, 1000)).toBe('open');
    expect(inviteState({expires_at: 1000}, 1000)).toBe('expired');
    expect(inviteState({expires_at: 2000, revoked_at: 500}, 1000)).toBe('revoked');
  });
});

describe('refused deck writes', () => {
  it('are told once, in words about what was lost', () => {
    expect(refusalNotice('deckItems.setFields', 'This word no longer exists')).toBe('A change to a word could not be saved: This word no longer exists');
    expect(refusalNotice('decks.create', 'You can have at most 200 decks')).toBe('A change to your decks could not be saved: You can have at most 200 decks');
    expect(refusalNotice('folders.move', 'x')).toMatch(/^A change to your decks/);
    expect(refusalNotice('deckSharing.setPublic', 'x')).toMatch(/^A sharing change/);
    // Answered where they happen: the import dialog and the invite page; an import sent for a closed tab, here.
    expect(refusalNotice('deckItems.addMany', 'x')).toBeNull();
    expect(refusalNotice('deckItems.addMany', 'A deck can hold at most 5,000 words (it has 4,001)', false))
      .toBe('An import was refused, so none of its words were added: A deck can hold at most 5,000 words (it has 4,001)');
    expect(refusalNotice('deckSharing.acceptInvite', 'x')).toBeNull();
  });
});
