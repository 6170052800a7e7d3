// postgres.js reads a bigint column as a string (its values may pass 2^53). better-auth's rate limiter does sums on
// its rateLimit."lastRequest", epoch milliseconds (well within 2^53): on the string, "1795727637293" + 60000 made the
// wait it reported 179570968019623 seconds. On better-auth's Kysely, this plugin hands it the number.
import type {KyselyPlugin, UnknownRow} from 'kysely';

const withNumericLastRequest = (row: UnknownRow): UnknownRow =>
  typeof row.lastRequest === 'string' ? {...row, lastRequest: Number(row.lastRequest)} : row;

export const rateLimitClockAsNumber: KyselyPlugin = {
  transformQuery: ({node}) => node,
  transformResult: async ({result}) => ({...result, rows: result.rows.map(withNumericLastRequest)}),
};
