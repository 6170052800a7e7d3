// GET /api/kanji/:character: one kanji's KANJIDIC facts for kanji cards. The data only changes with a package
// update, so browsers keep an answer for a day.
import {Hono} from 'hono';
import {readKanjiInfo} from './kanjidic.ts';

const ONE_DAY = 'public, max-age=86400';

export const kanjiRoutes = new Hono().get('/:character', (c) => {
  const character = c.req.param('character');
  if ([...character].length !== 1) return c.json({error: 'Expected a single character, e.g. /api/kanji/字'}, 400);
  const info = readKanjiInfo(character);
  if (!info) return c.json({error: 'Not a kanji in KANJIDIC'}, 404);
  c.header('cache-control', ONE_DAY);
  return c.json(info);
});
