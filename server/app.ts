// The Hono application: accounts, Zero's endpoints, the user's claims, the catalogue, stroke images and kanji facts,
// the external flashcard services' keys and counts, the /zero proxy, and (optionally) the client.
import {Hono, type Context} from 'hono';
import {compress} from 'hono/compress';
import {authRoutes} from './auth-routes.ts';
import {zeroEndpoints} from './zero-endpoints.ts';
import {serverMutators} from './mutators/server-mutator-registry.ts';
import {userClaimsEndpoint} from './user-claims.ts';
import {strokeRoutes} from './strokes/stroke-routes.ts';
import {kanjiRoutes} from './kanji/kanji-routes.ts';
import {proxyZeroHttp, ZERO_PROXY_PREFIX} from './zero-proxy.ts';
import {catalogueRoutes} from './catalogue/routes.ts';
import type {Catalogue} from './catalogue/build-catalogue.ts';
import {reviewStatsEndpoint} from './review/review-stats-endpoint.ts';
import {dashboardStatsEndpoint} from './dashboard/dashboard-stats-endpoint.ts';
import {analyticsRoutes} from './analytics/analytics-routes.ts';
import {accountRoutes} from './account/account-routes.ts';
import {schedulerRoutes} from './scheduler/scheduler-routes.ts';
import {serviceRoutes} from './services/service-routes.ts';
import {isServerFailure, refusalOfError} from './refusal-of-error.ts';
import {REFUSAL_STATUS} from '../schema/refusals.ts';
import {securityHeaders} from './security-headers.ts';
import {requestGuard} from './guards/request-guard.ts';

const notFound = (c: Context) => c.json({error: 'Not found'}, 404);

export function createApp(options: {catalogue: Catalogue; client?: Hono}) {
  const app = new Hono()
    .use(securityHeaders())
    .use(requestGuard())
    // zero-cache's calls, answered before the compression below: small answers to a neighbour on the local network,
    // which gzip only made cost more CPU (a compression stream per push and per query transform).
    .route('/api/zero', zeroEndpoints(serverMutators(options.catalogue)))
    // Pages and API answers to browsers are compressed as they go out; built files come precompressed (client-app.ts).
    .use(compress())
    .get('/healthz', (c) => c.text('ok'))
    .route('/api/auth', authRoutes)
    .route('/api/user', userClaimsEndpoint)
    .route('/api/catalogue', catalogueRoutes(options.catalogue))
    .route('/api/strokes', strokeRoutes)
    .route('/api/kanji', kanjiRoutes)
    .route('/api/review', reviewStatsEndpoint)
    .route('/api/dashboard', dashboardStatsEndpoint)
    .route('/api/analytics', analyticsRoutes)
    .route('/api/account', accountRoutes)
    .route('/api/scheduler', schedulerRoutes)
    .route('/api/services', serviceRoutes)
    .all(`${ZERO_PROXY_PREFIX}/*`, proxyZeroHttp)
    // Before the client's pages, which would answer any other path.
    .all('/api/*', notFound);
  // What no route serves (an /api path with another method, a path that normalises to one without a page).
  app.notFound(notFound);
  app.onError((error, c) => {
    const refusal = refusalOfError(error);
    // A refusal of what the caller sent is theirs to read, not the log's (a hostile client could fill it); what the
    // server could not do is logged in full.
    if (isServerFailure(refusal.code)) console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({code: refusal.code, message: refusal.message}, REFUSAL_STATUS[refusal.code]);
  });
  if (options.client) app.route('/', options.client);
  return app;
}
