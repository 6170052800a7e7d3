// jpdb.io's API (https://jpdb.io/api-doc): POST with a Bearer key. It has no due counts (requirements §8: NOT_SUPPORTED);
// we only check that a key opens it.
import {JPDB_API_URL} from '../config.ts';
import {callService, type ServiceAnswer} from './service-request.ts';

export function checkJpdbKey(key: string, base = JPDB_API_URL): Promise<ServiceAnswer<null>> {
  return callService(
    `${base}/api/v1/ping`,
    {
      method: 'POST',
      headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json'},
      body: '{}',
    },
    () => null,
  );
}
