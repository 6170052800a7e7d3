import {describe, expect, it} from 'vitest';
import {settingsReadyToDecide} from '../../src/app/settings/settings-to-decide-on.ts';

describe('settingsReadyToDecide', () => {
  const base = {loaded: true, confirmed: false, online: true, waited: false};

  it('waits for the server while online, though this device has a copy', () => {
    expect(settingsReadyToDecide(base)).toBe(false);
  });

  it('decides once the server has answered', () => {
    expect(settingsReadyToDecide({...base, confirmed: true})).toBe(true);
  });

  it('takes the device copy offline, or once the wait is over', () => {
    expect(settingsReadyToDecide({...base, online: false})).toBe(true);
    expect(settingsReadyToDecide({...base, waited: true})).toBe(true);
  });

  it('never decides on nothing', () => {
    expect(settingsReadyToDecide({...base, loaded: false, online: false, waited: true})).toBe(false);
  });
});
