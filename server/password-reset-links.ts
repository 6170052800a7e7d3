// A learner may ask for several reset links (say, one got lost). Once one of them has set a new password, the others
// must not set another: whoever holds an older email could take the account back.
import {sql} from './db.ts';

/** Forgets every unused reset link of the user. better-auth keeps one row per link in auth.verification, identifier
 * "reset-password:<token>", value the user's id. */
export async function forgetPasswordResetLinks(userID: string): Promise<void> {
  await sql`delete from auth.verification where value = ${userID} and identifier like 'reset-password:%'`;
}
