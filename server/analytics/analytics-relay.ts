// The analytics relay (requirements §7.3): the browser posts a pageview to /api/analytics/pageview and this server forwards
// it to the analytics service, so the browser never talks to a third party. The learner is named only by a salted
// hash of their id (visitors by a hash of a random id their browser keeps); no address, cookie or raw id leaves.
// Off unless ANALYTICS_URL is set; nothing is sent for a browser that asks not to be tracked (DNT or GPC).
import {createHash} from 'node:crypto';
import {Hono} from 'hono';
import {z} from 'zod';
import {refusalOfInvalidRequest} from '../refusal-of-error.ts';

export type AnalyticsConfig = {
  /** The service's capture endpoint (a PostHog-style `POST {api_key, event, distinct_id, properties}`); unset: off. */
  url: string | undefined;
  key: string;
  salt: string;
  /** Who is calling: a signed-in user's id, or null. */
  userIDOf: (headers: Headers) => Promise<string | null>;
};

export const pageviewRequest = z.strictObject({
  url: z.url().max(2000),
  path: z.string().startsWith('/').max(1000),
  visitorID: z.uuid().optional(),
});

const FORWARD_TIMEOUT_MS = 5000;

export function analyticsID(salt: string, id: string): string {
  return createHash('sha256').update(salt).update(':').update(id).digest('hex');
}

/** The browser asked not to be tracked: Do Not Track or Global Privacy Control. */
export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
}

export function analyticsRelay(config: AnalyticsConfig) {
  return new Hono()
    .get('/config', (c) => {
      c.header('cache-control', 'no-cache');
      return c.json({enabled: Boolean(config.url)});
    })
    .post('/pageview', async (c) => {
      const request = pageviewRequest.safeParse(await c.req.json().catch(() => null));
      if (!request.success) throw refusalOfInvalidRequest(request.error);
      if (!config.url || asksNotToBeTracked(c.req.raw.headers)) return c.body(null, 204);
      const userID = await config.userIDOf(c.req.raw.headers);
      const subject = userID ?? (request.data.visitorID ? `visitor:${request.data.visitorID}` : null);
      if (!subject) return c.body(null, 204);
      const event = {
        api_key: config.key,
        event: '$pageview',
        distinct_id: analyticsID(config.salt, subject),
        properties: {$current_url: request.data.url, $pathname: request.data.path, $process_person_profile: false},
        timestamp: new Date().toISOString(),
      };
      // A slow or failing service never slows the learner down: the answer does not wait for it.
      void fetch(config.url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      })
        .then((response) => {
          if (!response.ok) console.warn(`analytics service answered ${response.status}`);
        })
        .catch((error: unknown) => console.warn('analytics service unreachable', error));
      return c.body(null, 202);
    });
}
