// The signed-in user as the client sees it (requirements §3.1). created_at is always empty.
export type UserClaims = {
  id: string;
  email: string;
  phone: string;
  app_metadata: {provider: 'email'};
  user_metadata: {name: string; email_verified: boolean};
  role: 'authenticated';
  aud: 'authenticated';
  created_at: '';
  is_anonymous: boolean;
};

export const AUTHENTICATION_FAILED = 'Authentication failed';
export type UserClaimsResult = {user: UserClaims; error: null} | {user: null; error: typeof AUTHENTICATION_FAILED};
