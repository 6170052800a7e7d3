// /api/services: the signed-in learner's keys for WaniKani and jpdb, and what the live one says is due.
//   GET    /                        which services hold a key (never the key)
//   PUT    /{service}/key {key}     checks the key with the service; saves it only if the service accepts it
//   DELETE /{service}/key           forgets it
//   GET    /{service}/due-counts    the service's due counts, or why it has none (requirements §8: jpdb NOT_SUPPORTED)
//   GET    /wanikani/kanji-meanings WaniKani's meanings of its kanji from the learner's account (a kanji keyword source)
// Anki is not here: AnkiConnect runs on the learner's computer and only their browser can reach it.
import {Hono} from 'hono';
import {sql} from '../db.ts';
import {signedInCallerID} from '../session.ts';
import {Refusal} from '../../schema/refusals.ts';
import {refusalOfInvalidRequest} from '../refusal-of-error.ts';
import {
  keyedServiceName,
  SERVICE_LABELS,
  serviceKeyRequest,
  type KeyedService,
} from '../../schema/external-services.ts';
import {forgetServiceKey, saveServiceKey, serviceKeyStatus} from './service-keys.ts';
import {recordServiceKeyValidity} from './service-validity.ts';
import {checkWaniKaniToken} from './wanikani-api.ts';
import {checkJpdbKey} from './jpdb-api.ts';
import {forgetDueCounts, serviceDueCounts} from './service-due-counts.ts';
import {KeyCheckLimiter} from './key-check-limiter.ts';
import {forgetKanjiMeanings, kanjiMeaningsOfWaniKani} from './wanikani-kanji-meanings.ts';

const keyChecks = new KeyCheckLimiter();

function serviceOf(name: string): KeyedService {
  const parsed = keyedServiceName.safeParse(name);
  if (!parsed.success) throw refusalOfInvalidRequest(parsed.error);
  return parsed.data;
}

const checkKey = (service: KeyedService, key: string) =>
  service === 'wanikani' ? checkWaniKaniToken(key) : checkJpdbKey(key);

export const serviceRoutes = new Hono()
  .get('/', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    c.header('cache-control', 'no-store');
    return c.json(await serviceKeyStatus(sql, userID));
  })
  .put('/:service/key', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    const service = serviceOf(c.req.param('service'));
    const request = serviceKeyRequest.safeParse(await c.req.json().catch(() => null));
    if (!request.success) throw refusalOfInvalidRequest(request.error);
    const label = SERVICE_LABELS[service];
    if (!keyChecks.allow(userID))
      throw new Refusal('limit', `Too many keys tried: wait a few minutes before checking another ${label} key`);
    const answer = await checkKey(service, request.data.key);
    switch (answer.type) {
      case 'key-rejected':
        throw new Refusal('invalid-input', `${label} did not accept this key: check that you copied all of it`);
      case 'rate-limited':
        throw new Refusal('server-unavailable', `${label} asks us to slow down: try again in a minute`);
      case 'unreachable':
        console.warn(`checking a ${label} key: ${answer.detail}`);
        throw new Refusal('server-unavailable', `${label} could not be reached just now: try again in a moment`);
    }
    const checkedAt = Date.now();
    await saveServiceKey(sql, userID, service, request.data.key, checkedAt);
    await recordServiceKeyValidity(sql, userID, service, true, checkedAt);
    forgetDueCounts(userID);
    forgetKanjiMeanings(userID);
    return c.json({saved: true, checkedAt});
  })
  .delete('/:service/key', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    const service = serviceOf(c.req.param('service'));
    await forgetServiceKey(sql, userID, service);
    await recordServiceKeyValidity(sql, userID, service, false);
    forgetDueCounts(userID);
    forgetKanjiMeanings(userID);
    return c.json({saved: false, checkedAt: null});
  })
  .get('/wanikani/kanji-meanings', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    c.header('cache-control', 'private, no-cache');
    return c.json(await kanjiMeaningsOfWaniKani(sql, userID));
  })
  .get('/:service/due-counts', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    const service = serviceOf(c.req.param('service'));
    c.header('cache-control', 'no-store');
    return c.json(await serviceDueCounts(sql, userID, service));
  });
