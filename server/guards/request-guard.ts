// What every request that changes something must pass before a route sees it: it comes from one of our pages
// (request-origin.ts), its body is within the address's limit (body-limits.ts) and is JSON without duplicate keys
// (strict-json.ts). A refusal is our `{code, message}`; the route then reads the body already checked.
import type {Context, MiddlewareHandler} from 'hono';
import {REFUSAL_STATUS, type RefusalCode} from '../../schema/refusals.ts';
import {ALLOWED_ORIGINS} from './allowed-origins.ts';
import {isFromOurPages} from './request-origin.ts';
import {bodyLimitOf, formatLimit} from './body-limits.ts';
import {BodyNotTextError, BodyTooLargeError, readBodyWithin} from './read-body.ts';
import {parseStrictJSON, StrictJSONError} from './strict-json.ts';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_OUR_PAGE_MESSAGE = 'This request did not come from a Genki Study page';
const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

const isJSONType = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType.trim());

function refuse(c: Context, code: RefusalCode, message: string, status: number = REFUSAL_STATUS[code]) {
  return c.json({code, message}, status as 400);
}

export function requestGuard(allowed: readonly string[] = ALLOWED_ORIGINS): MiddlewareHandler {
  return async (c, next) => {
    if (!CHANGING_METHODS.has(c.req.method)) return next();
    const request = c.req.raw;
    if (!isFromOurPages(request.headers, allowed)) return refuse(c, 'forbidden', NOT_OUR_PAGE_MESSAGE);
    const contentType = request.headers.get('content-type');
    if (contentType !== null && !isJSONType(contentType)) return refuse(c, 'invalid-input', NOT_JSON_MESSAGE, 415);
    const limit = bodyLimitOf(c.req.path);
    let text: string;
    try {
      text = await readBodyWithin(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return refuse(c, 'too-large', `This request is larger than the ${formatLimit(limit)} this address takes`);
      if (error instanceof BodyNotTextError) return refuse(c, 'invalid-input', 'The request body is not UTF-8 text');
      throw error;
    }
    if (text) {
      if (contentType === null) return refuse(c, 'invalid-input', NOT_JSON_MESSAGE, 415);
      try {
        parseStrictJSON(text);
      } catch (error) {
        if (error instanceof StrictJSONError) return refuse(c, 'invalid-input', error.message);
        throw error;
      }
    }
    c.req.raw = new Request(request.url, {method: request.method, headers: request.headers, body: text || undefined});
    return next();
  };
}
