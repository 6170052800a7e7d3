import type {AppZero} from '../../app/zero.ts';
import {announceSessionChanged, forgetRememberedUser} from '../../app/session/session.ts';
import {forgetSettingsExceptColorMode} from '../../app/settings/settings-cookie.ts';

/** Ends the session and removes the learner's synced data from this browser before showing the signed-out app. */
export async function signOut(zero: AppZero) {
  const {authClient} = await import('./auth-client.ts');
  await authClient.signOut();
  forgetRememberedUser();
  await zero.delete();
  forgetSettingsExceptColorMode();
  announceSessionChanged();
  location.assign('/');
}
