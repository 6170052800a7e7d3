// When settings may decide something taken once, on arrival (where /learn opens, whether a practice run asks kanji
// first). This device's copy of the profile may be from before a change made a moment ago: Zero writes its copy to
// IndexedDB some time after the server has confirmed a change, and the confirmed change has left the outbox by then.
// So the server's answer is waited for while it can come soon; offline, or once it has been waited for long enough,
// the device's copy decides.

/** How long a decision waits for the server's copy of the settings before taking this device's. */
export const SERVER_SETTINGS_WAIT_MS = 3000;

export function settingsReadyToDecide(state: {
  loaded: boolean;
  confirmed: boolean;
  online: boolean;
  waited: boolean;
}): boolean {
  return state.confirmed || (state.loaded && (!state.online || state.waited));
}
