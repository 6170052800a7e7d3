// The Hono application: accounts, Zero's endpoints, the user's claims, the /zero proxy, and (optionally) the client.
import {Hono} from 'hono';
import {secureHeaders} from 'hono/secure-headers';
import {authRoutes} from './auth-routes.ts';
import {zeroEndpoints} from './zero-endpoints.ts';
import {userClaimsEndpoint} from './user-claims.ts';
import {proxyZeroHttp, ZERO_PROXY_PREFIX} from './zero-proxy.ts';
import {reviewStatsEndpoint} from './review/review-stats-endpoint.ts';

export function createApp(options: {client?: Hono} = {}) {
  const app = new Hono()
    .use(secureHeaders())
    .get('/healthz', (c) => c.text('ok'))
    .route('/api/auth', authRoutes)
    .route('/api/zero', zeroEndpoints)
    .route('/api/user', userClaimsEndpoint)
    .route('/api/review', reviewStatsEndpoint)
    .all(`${ZERO_PROXY_PREFIX}/*`, proxyZeroHttp)
    .all('/api/*', (c) => c.json({error: 'Not found'}, 404));
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({error: 'Unknown error occurred'}, 500);
  });
  if (options.client) app.route('/', options.client);
  return app;
}
