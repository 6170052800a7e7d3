// The client side of POST /api/account/delete: once the server has deleted the account, this browser forgets the
// learner as signing out does (Zero's cache, the remembered user, the settings but the colour mode) and every tab
// reloads signed out.
import type {AppZero} from '../../app/zero.ts';
import {refusalOfResponse} from '../../../schema/refusals.ts';
import {announceSessionChanged, forgetRememberedUser} from '../../app/session/session.ts';
import {forgetSettingsExceptColorMode} from '../../app/settings/settings-cookie.ts';

/** Null once deleted (the page is then leaving), or the reason it was not. */
export async function deleteAccount(zero: AppZero, confirmEmail: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch('/api/account/delete', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({confirmEmail}),
    });
  } catch {
    return 'The server could not be reached. Check your connection and try again.';
  }
  const refusal = refusalOfResponse(response.status, await response.json().catch(() => null));
  if (refusal) return refusal.message;
  forgetRememberedUser();
  await zero.delete();
  forgetSettingsExceptColorMode();
  announceSessionChanged();
  location.assign('/');
  return null;
}
