// Invite links: a random 32-character token (the secret), and the address that carries it.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function newInviteToken(): string {
  // 64 symbols: every byte maps to one without bias.
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => ALPHABET[byte % 64]).join('');
}

/** The token is the secret; the deck id only tells the page which deck to open once the server has let the learner in. */
export function inviteURL(origin: string, token: string, deckID: number): string {
  return `${origin}/vocab?invite=${encodeURIComponent(token)}&deck=${deckID}`;
}

export function publicDeckURL(origin: string, userID: string, deckID: number): string {
  return `${origin}/practice/${encodeURIComponent(userID)}/${deckID}`;
}

export const INVITE_EXPIRY_CHOICES = [
  {label: 'Never', days: null},
  {label: 'In 1 day', days: 1},
  {label: 'In 7 days', days: 7},
  {label: 'In 30 days', days: 30},
] as const;

/** What an invite row says about itself. */
export function inviteState(
  invite: {expires_at?: number | null; revoked_at?: number | null},
  now: number,
): 'open' | 'expired' | 'revoked' {
  if (invite.revoked_at != null) return 'revoked';
  if (invite.expires_at != null && invite.expires_at <= now) return 'expired';
  return 'open';
}
