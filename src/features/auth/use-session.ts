import {useRouteContext} from '@tanstack/react-router';

/** The signed-in user (or null) and the Zero client, from the router context set up in main.tsx. */
export function useSession() {
  return useRouteContext({from: '__root__', select: ({user, zero}) => ({user, zero})});
}
