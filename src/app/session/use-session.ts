import {useRouteContext} from '@tanstack/react-router';
import type {AppZero} from '../zero.ts';
import type {UserClaims} from '../../../schema/user-claims.ts';
import {useZeroRuntime} from '../zero-runtime.ts';

/** The signed-in user (or null), from the router context set up in main.tsx, and the Zero client: read `zero` only
 * inside <WithZero> (a route that needs Zero, or a zeroPart), where it is always there. */
export function useSession(): {user: UserClaims | null; zero: AppZero} {
  const user = useRouteContext({from: '__root__', select: (context) => context.user});
  const runtime = useZeroRuntime();
  return {
    user,
    get zero() {
      if (!runtime) throw new Error('Zero is read outside <WithZero>, before it has started');
      return runtime.zero;
    },
  };
}
