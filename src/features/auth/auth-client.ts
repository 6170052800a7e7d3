// better-auth's client (sign-in, sign-up, sign-out, password reset). Only the pages and actions that use it load
// it: it is not needed to start the app (session.ts reads the user with a plain request).
import {createAuthClient} from 'better-auth/client';

export const authClient = createAuthClient({baseURL: `${location.origin}/api/auth`});
