import {describe, expect, it} from 'vitest';
import {inviteToken} from '../../schema/decks/deck-args.ts';
import {inviteState, inviteURL, newInviteToken, publicDeckURL} from '../../src/features/vocab/sharing/invite-token.ts';

describe('invite links', () => {
  it('carry a fresh 32-character token the invite validator accepts', () => {
    const tokens = new Set(Array.from({length: 200}, newInviteToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toHaveLength(32);
      expect(inviteToken.safeParse(token).success).toBe(true);
    }
    expect(inviteURL('https://genki.example', 'abc_DEF-123', 42)).toBe(
      'https://genki.example/vocab?invite=abc_DEF-123&deck=42',
    );
    expect(publicDeckURL('https://genki.example', 'user 1', 42)).toBe('https://genki.example/practice/user%201/42');
  });

  it('say whether they are open, expired or revoked', () => {
    expect(inviteState({expires_at: null, revoked_at: null}, 1000)).toBe('open');
    expect(inviteState({expires_at: 2000}, 1000)).toBe('open');
    expect(inviteState({expires_at: 1000}, 1000)).toBe('expired');
    expect(inviteState({expires_at: 2000, revoked_at: 500}, 1000)).toBe('revoked');
  });
});
