// /api/analytics as the app mounts it: configured from the environment (ANALYTICS_URL, ANALYTICS_KEY,
// ANALYTICS_SALT; the salt defaults to the auth secret), callers known by their session.
import {AUTH_SECRET} from '../config.ts';
import {callerFromHeaders} from '../session.ts';
import {analyticsRelay} from './analytics-relay.ts';

export const analyticsRoutes = analyticsRelay({
  url: process.env.ANALYTICS_URL || undefined,
  key: process.env.ANALYTICS_KEY ?? '',
  salt: process.env.ANALYTICS_SALT ?? AUTH_SECRET,
  userIDOf: async (headers) => (await callerFromHeaders(headers)).userID,
});
