// Whether this browser may be counted (requirements §7.3): not when it asks not to be tracked (Do Not Track, Global
// Privacy Control).
type PrivacySignals = {doNotTrack?: string | null; globalPrivacyControl?: boolean; msDoNotTrack?: string | null};

export function trackingAllowed(navigatorSignals: PrivacySignals, windowDoNotTrack?: string | null): boolean {
  const dnt = [navigatorSignals.doNotTrack, navigatorSignals.msDoNotTrack, windowDoNotTrack];
  return !dnt.some((value) => value === '1' || value === 'yes') && navigatorSignals.globalPrivacyControl !== true;
}
