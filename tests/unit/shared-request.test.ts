import {describe, expect, test} from 'vitest';
import {sharedRequest} from '../../src/app/shared-request.ts';

/** A request whose answers the test releases one by one; each answer is the request's number. */
function controlledRequests() {
  const releases: (() => void)[] = [];
  let started = 0;
  const request = () => {
    const number = ++started;
    return new Promise<number>((resolve) => releases.push(() => resolve(number)));
  };
  return {request, started: () => started, release: (index: number) => releases[index]!()};
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sharedRequest', () => {
  test('callers of the same moment share one request', async () => {
    const {request, started, release} = controlledRequests();
    const ask = sharedRequest(request);
    const answers = [ask(), ask(), ask()];
    await tick();
    expect(started()).toBe(1);
    release(0);
    expect(await Promise.all(answers)).toEqual([1, 1, 1]);
  });

  test('a caller while a request runs gets the next one, shared with the others who asked meanwhile', async () => {
    const {request, started, release} = controlledRequests();
    const ask = sharedRequest(request);
    const first = ask();
    await tick();
    const second = [ask(), ask()];
    await tick();
    expect(started()).toBe(1);
    release(0);
    expect(await first).toBe(1);
    await tick();
    expect(started()).toBe(2);
    release(1);
    expect(await Promise.all(second)).toEqual([2, 2]);
  });

  test('a failed request fails its callers only; the next caller gets a new request', async () => {
    let calls = 0;
    const ask = sharedRequest(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(ask()).rejects.toThrow('offline');
    expect(await ask()).toBe(2);
  });
});
