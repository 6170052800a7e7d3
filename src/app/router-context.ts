// What every route's loader and component can read from the router: who is signed in.
import type {UserClaims} from '../../schema/user-claims.ts';

export type RouterContext = {user: UserClaims | null};
