// How often one client address may call the account endpoints (better-auth rules: seconds, requests).
// Generous enough for a classroom behind one address, tight enough to make password guessing slow.
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': {window: 60, max: 10},
  '/sign-up/email': {window: 60, max: 10},
  '/request-password-reset': {window: 300, max: 5},
  '/reset-password': {window: 300, max: 10},
};
