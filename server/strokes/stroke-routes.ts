// The stroke endpoint: KanjiVG images by code point (GET, cached forever: a file never changes under its name) and
// "stroke images for items" (POST, requirements §7.2) for fetching a review's images in one call.
import {Hono, type Context} from 'hono';
import {STROKE_CODEPOINT, strokeImagesRequestSchema} from '../../schema/strokes.ts';
import {readStrokeImages, readStrokeStartsText, readStrokeSvg} from './stroke-files.ts';
import {firstIssueMessage} from '../refusal-of-error.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const STROKE_FILE = /^(?<codepoint>[^.]*)\.(?<kind>svg|json)$/;
const CONTENT_TYPES = {svg: 'image/svg+xml', json: 'application/json'} as const;

function serveImmutable(c: Context, body: string | null, contentType: string) {
  if (body === null) return c.json({error: 'No stroke image'}, 404);
  return c.body(body, 200, {'content-type': contentType, 'cache-control': IMMUTABLE});
}

export const strokeRoutes = new Hono()
  .get('/:file', async (c) => {
    const match = STROKE_FILE.exec(c.req.param('file'));
    const codepoint = match?.groups?.codepoint ?? '';
    if (!match || !STROKE_CODEPOINT.test(codepoint)) {
      return c.json({error: 'Expected a 5-digit lower-case hexadecimal code point, e.g. /api/strokes/05b57.svg'}, 400);
    }
    const kind = match.groups!.kind as keyof typeof CONTENT_TYPES;
    const body = kind === 'svg' ? await readStrokeSvg(codepoint) : await readStrokeStartsText(codepoint);
    return serveImmutable(c, body, CONTENT_TYPES[kind]);
  })
  .post('/', async (c) => {
    const request = strokeImagesRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!request.success) return c.json({error: firstIssueMessage(request.error.issues)}, 400);
    c.header('cache-control', 'no-store');
    return c.json(await readStrokeImages(request.data.characters));
  });
