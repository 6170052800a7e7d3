// Local stand-ins for the external flashcard services, which tests cannot reach: they speak the documented protocols.
// - AnkiConnect (the Anki add-on, https://git.foosoft.net/alex/anki-connect): POST {action, version, params} to its
//   port, answer {result, error}; a browser origin not in `webCorsOriginList` may only call requestPermission (Anki
//   then asks the learner), every other action answers "Origin not allowed" with another origin in
//   Access-Control-Allow-Origin, so the browser's CORS check fails.
// - WaniKani API v2 (https://docs.api.wanikani.com) under /wanikani/v2: Bearer token, GET /user, GET /assignments with
//   immediately_available_for_review, pages of 500, GET /subjects with types=kanji, pages of 1000, 60 requests a
//   minute per token (429 with RateLimit-Reset).
// - jpdb.io (https://jpdb.io/api-doc) under /jpdb: POST /api/v1/ping with a Bearer key, 403 bad_key otherwise.
// Tests set the accounts through /__stand-in/… (the WaniKani and jpdb stand-in runs in another process than the
// tests that use it).
import http from 'node:http';
import type {AddressInfo} from 'node:net';

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

// ---- AnkiConnect ----

export type AnkiStandInCard = {
  cardId: number;
  fields: Record<string, string>;
  /** `is:due` finds it. */
  due?: boolean;
  /** `-is:new` finds it (it has been reviewed). */
  seen?: boolean;
  /** `introduced:7` finds it (first reviewed in the last 7 days). */
  introducedThisWeek?: boolean;
  /** `prop:due=N` finds it for this N: the day it is due, counted from Anki's today (0: today, a learning card due later
   * today too; 1: tomorrow; negative: overdue). Absent: a due card's is 0, a new card has none. */
  dueInDays?: number;
};

export type AnkiConnectOptions = {
  cards?: AnkiStandInCard[];
  /** Origins in AnkiConnect's webCorsOriginList (its default is only http://localhost). */
  allowedOrigins?: string[];
  /** What the learner answers when Anki asks whether a new origin may connect. */
  permissionAnswer?: 'yes' | 'no';
  /** What `version` answers (6 is AnkiConnect's). */
  version?: number;
  /** Every request answered with this HTTP status instead (a broken bridge). */
  failWithStatus?: number;
};

export type AnkiConnectStandIn = {
  url: string;
  actions: string[];
  answers: {cardId: number; ease: number}[];
  options: AnkiConnectOptions;
  stop: () => Promise<void>;
};

const ANKI_SEARCH_TERMS: Record<string, (card: AnkiStandInCard) => boolean> = {
  'is:due': (card) => Boolean(card.due),
  '-is:due': (card) => !card.due,
  '-is:new': (card) => Boolean(card.seen),
  'introduced:7': (card) => Boolean(card.introducedThisWeek),
};

/** A search of Anki's syntax, as far as the stand-in knows it: terms separated by spaces, all of which must match. */
function ankiSearch(query: string): (card: AnkiStandInCard) => boolean {
  const terms = query
    .split(' ')
    .filter(Boolean)
    .map((term) => {
      const dueDay = /^prop:due=(-?\d+)$/.exec(term);
      if (dueDay)
        return (card: AnkiStandInCard) => (card.dueInDays ?? (card.due ? 0 : undefined)) === Number(dueDay[1]);
      const match = ANKI_SEARCH_TERMS[term];
      if (!match) throw new Error(`the stand-in does not know the query ${query}`);
      return match;
    });
  return (card) => terms.every((term) => term(card));
}

export async function startAnkiConnectStandIn(options: AnkiConnectOptions = {}, port = 0): Promise<AnkiConnectStandIn> {
  const actions: string[] = [];
  const answers: {cardId: number; ease: number}[] = [];
  const allowed = new Set(options.allowedOrigins ?? ['http://localhost']);
  const cards = () => options.cards ?? [];

  const act = (action: string, params: Record<string, unknown>): unknown => {
    switch (action) {
      case 'version':
        return options.version ?? 6;
      case 'findCards':
        return cards()
          .filter(ankiSearch(String(params.query)))
          .map((card) => card.cardId);
      case 'multi': {
        // Each action's answer in order; as {result, error} for an action that names version 6, as AnkiConnect does.
        const calls = Array.isArray(params.actions)
          ? (params.actions as {action: string; version?: number; params?: Record<string, unknown>}[])
          : [];
        return calls.map((call) => {
          try {
            const result = act(call.action, call.params ?? {});
            return call.version === 6 ? {result, error: null} : result;
          } catch (error) {
            return {result: null, error: (error as Error).message};
          }
        });
      }
      case 'cardsInfo': {
        const ids = new Set(Array.isArray(params.cards) ? params.cards : []);
        return cards()
          .filter((card) => ids.has(card.cardId))
          .map((card) => ({
            cardId: card.cardId,
            fields: Object.fromEntries(
              Object.entries(card.fields).map(([name, value], order) => [name, {value, order}]),
            ),
            fieldOrder: 0,
            question: card.fields[Object.keys(card.fields)[0]!] ?? '',
            answer: '',
            modelName: 'Basic',
            deckName: 'Japanese',
            note: card.cardId * 10,
            reps: card.seen ? 3 : 0,
          }));
      }
      case 'answerCards': {
        // Anki schedules each card it has; true for those, false for a card it does not know. Again (ease 1) puts a
        // card into (re)learning, its first step (10 minutes by default) within Anki's learn-ahead limit (20 minutes),
        // so `is:due` still finds it.
        const given = Array.isArray(params.answers) ? (params.answers as {cardId: number; ease: number}[]) : [];
        return given.map(({cardId, ease}) => {
          const card = cards().find((each) => each.cardId === cardId);
          if (!card) return false;
          answers.push({cardId, ease});
          card.due = ease === 1;
          // Which later day a card passed is due is Anki's scheduling, which the stand-in does not play.
          card.dueInDays = ease === 1 ? 0 : undefined;
          card.seen = true;
          return true;
        });
      }
      default:
        throw new Error('unsupported action');
    }
  };

  const server = http.createServer(async (request, response) => {
    const origin = request.headers.origin;
    const originAllowed = origin === undefined || allowed.has(origin);
    let corsOrigin = origin && allowed.has(origin) ? origin : 'http://localhost';
    const send = (body: string) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': corsOrigin,
        'access-control-allow-headers': '*',
        ...(request.headers['access-control-request-private-network'] === 'true'
          ? {'access-control-allow-private-network': 'true'}
          : {}),
      });
      response.end(body);
    };
    const raw = await readBody(request);
    if (options.failWithStatus) {
      response.writeHead(options.failWithStatus, http.STATUS_CODES[options.failWithStatus]).end();
      return;
    }
    if (request.method === 'OPTIONS') return send('');
    if (raw.length === 0) return send(`AnkiConnect v.${options.version ?? 6}`);
    let call: {action?: unknown; params?: Record<string, unknown>};
    try {
      call = JSON.parse(raw);
    } catch {
      return send('null');
    }
    const action = String(call.action ?? '');
    actions.push(action);
    if (action === 'requestPermission') {
      if (originAllowed)
        return send(
          JSON.stringify({
            result: {permission: 'granted', requireApikey: false, version: options.version ?? 6},
            error: null,
          }),
        );
      corsOrigin = origin ?? '';
      if (options.permissionAnswer === 'yes' && origin) {
        allowed.add(origin);
        return send(
          JSON.stringify({
            result: {permission: 'granted', requireApikey: false, version: options.version ?? 6},
            error: null,
          }),
        );
      }
      return send(JSON.stringify({result: {permission: 'denied'}, error: null}));
    }
    if (!originAllowed) return send(JSON.stringify({result: null, error: 'Origin not allowed'}));
    try {
      send(JSON.stringify({result: act(action, call.params ?? {}), error: null}));
    } catch (error) {
      send(JSON.stringify({result: null, error: (error as Error).message}));
    }
  });
  const listening = await listen(server, port);
  return {url: `http://127.0.0.1:${listening}`, actions, answers, options, stop: () => close(server)};
}

// ---- WaniKani and jpdb ----

export type WaniKaniAccount = {
  username: string;
  assignments: {subject_type: string; availableNow: boolean}[];
  /** The kanji subjects this token sees: the first meaning is the primary one. */
  kanji?: {characters: string; meanings: string[]}[];
};
const WANIKANI_PAGE = 500;
const WANIKANI_SUBJECTS_PAGE = 1000;
const WANIKANI_PER_MINUTE = 60;

export type KeyedServicesStandIn = {url: string; wanikaniURL: string; jpdbURL: string; stop: () => Promise<void>};

export async function startKeyedServicesStandIn(port = 0): Promise<KeyedServicesStandIn> {
  const wanikani = new Map<string, WaniKaniAccount>();
  const jpdbKeys = new Set<string>();
  const calls = new Map<string, number[]>();
  let base = '';

  const json = (response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, {'content-type': 'application/json; charset=utf-8', ...headers});
    response.end(JSON.stringify(body));
  };
  const bearer = (request: http.IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

  function waniKani(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const token = bearer(request);
    const account = token ? wanikani.get(token) : undefined;
    if (!token || !account) return json(response, 401, {error: 'Unauthorized. Nice try.', code: 401});
    const now = Date.now();
    const recent = (calls.get(token) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= WANIKANI_PER_MINUTE) {
      return json(
        response,
        429,
        {error: 'Rate limit exceeded', code: 429},
        {
          'ratelimit-limit': String(WANIKANI_PER_MINUTE),
          'ratelimit-reset': String(Math.ceil((recent[0]! + 60_000) / 1000)),
        },
      );
    }
    calls.set(token, [...recent, now]);
    const path = url.pathname.slice('/wanikani/v2'.length);
    if (path === '/user')
      return json(response, 200, {
        object: 'user',
        url: `${base}/wanikani/v2/user`,
        data: {username: account.username, level: 3},
      });
    if (path === '/assignments') {
      const available =
        url.searchParams.get('immediately_available_for_review') !== null
          ? account.assignments.filter((assignment) => assignment.availableNow)
          : account.assignments;
      return json(
        response,
        200,
        collectionPage(url, available, WANIKANI_PAGE, (assignment) => ({
          object: 'assignment',
          data: {subject_type: assignment.subject_type, srs_stage: 1},
        })),
      );
    }
    if (path === '/subjects') {
      const kanji = url.searchParams.get('types')?.split(',').includes('kanji') ? (account.kanji ?? []) : [];
      return json(
        response,
        200,
        collectionPage(url, kanji, WANIKANI_SUBJECTS_PAGE, (subject) => ({
          object: 'kanji',
          data: {
            characters: subject.characters,
            meanings: subject.meanings.map((meaning, order) => ({
              meaning,
              primary: order === 0,
              accepted_answer: true,
            })),
            auxiliary_meanings: [],
          },
        })),
      );
    }
    return json(response, 404, {error: 'Not found', code: 404});
  }

  /** One page of a WaniKani collection, paged by `page_after_id` as WaniKani pages them. */
  function collectionPage<T>(url: URL, items: readonly T[], perPage: number, resource: (item: T) => object) {
    const after = Number(url.searchParams.get('page_after_id') ?? 0);
    const next = after + perPage < items.length ? new URL(url.href) : null;
    next?.searchParams.set('page_after_id', String(after + perPage));
    return {
      object: 'collection',
      url: url.href,
      total_count: items.length,
      pages: {per_page: perPage, next_url: next ? `${base}${next.pathname}${next.search}` : null, previous_url: null},
      data: items.slice(after, after + perPage).map((item, index) => ({id: after + index + 1, ...resource(item)})),
    };
  }

  function jpdb(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const key = bearer(request);
    if (url.pathname !== '/jpdb/api/v1/ping' || request.method !== 'POST')
      return json(response, 404, {error_code: 'not_found'});
    if (!key || !jpdbKeys.has(key))
      return json(response, 403, {error_code: 'bad_key', error_message: 'the API key is invalid'});
    return json(response, 200, {});
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    if (url.pathname === '/__stand-in/health') return json(response, 200, {ok: true});
    const token = /^\/__stand-in\/(wanikani|jpdb)\/(.+)$/.exec(url.pathname);
    if (token && request.method === 'PUT') {
      const key = decodeURIComponent(token[2]!);
      if (token[1] === 'wanikani') wanikani.set(key, JSON.parse(body) as WaniKaniAccount);
      else jpdbKeys.add(key);
      return json(response, 200, {ok: true});
    }
    if (token && request.method === 'DELETE') {
      const key = decodeURIComponent(token[2]!);
      if (token[1] === 'wanikani') wanikani.delete(key);
      else jpdbKeys.delete(key);
      return json(response, 200, {ok: true});
    }
    if (token && request.method === 'GET' && token[1] === 'wanikani') {
      return json(response, 200, {calls: (calls.get(decodeURIComponent(token[2]!)) ?? []).length});
    }
    if (url.pathname.startsWith('/wanikani/v2/')) return waniKani(request, response, url);
    if (url.pathname.startsWith('/jpdb/')) return jpdb(request, response, url);
    json(response, 404, {error: 'Not found'});
  });
  const listening = await listen(server, port);
  base = `http://127.0.0.1:${listening}`;
  return {url: base, wanikaniURL: `${base}/wanikani/v2`, jpdbURL: `${base}/jpdb`, stop: () => close(server)};
}

/** For tests in another process than the stand-in: give a WaniKani token an account, or make a jpdb key valid. */
export async function setWaniKaniAccount(standInURL: string, token: string, account: WaniKaniAccount) {
  const response = await fetch(`${standInURL}/__stand-in/wanikani/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`the stand-in refused the account: ${response.status}`);
}

export async function addJpdbKey(standInURL: string, key: string) {
  const response = await fetch(`${standInURL}/__stand-in/jpdb/${encodeURIComponent(key)}`, {method: 'PUT', body: '{}'});
  if (!response.ok) throw new Error(`the stand-in refused the key: ${response.status}`);
}

/** The service no longer accepts the token or key (the learner revoked it there). */
export async function revokeAtService(standInURL: string, service: 'wanikani' | 'jpdb', key: string) {
  await fetch(`${standInURL}/__stand-in/${service}/${encodeURIComponent(key)}`, {method: 'DELETE'});
}

/** How many calls a WaniKani token made in the last minute. */
export async function waniKaniCalls(standInURL: string, token: string): Promise<number> {
  return (
    (await (await fetch(`${standInURL}/__stand-in/wanikani/${encodeURIComponent(token)}`)).json()) as {calls: number}
  ).calls;
}
