// WaniKani's API v2 (https://docs.api.wanikani.com): Bearer token, revision 20170710, 60 requests a minute per token.
// What we use: the user (to check a token), the assignments available for review now (the due counts) and the kanji
// subjects (their meanings: a kanji keyword source).
import {z} from 'zod';
import {WANIKANI_API_URL} from '../config.ts';
import {callService, type ServiceAnswer} from './service-request.ts';
import type {DueCounts} from '../../schema/review-stats.ts';

const REVISION = '20170710';
/** Pages of 500 assignments: more than 5,000 reviews due at once are counted by the total only. Subjects come 1,000
 * a page, and WaniKani has about 2,100 kanji. */
const MAX_PAGES = 10;

const headersFor = (token: string) => ({authorization: `Bearer ${token}`, 'wanikani-revision': REVISION});

const userAnswer = z.object({object: z.literal('user'), data: z.object({username: z.string()})});
const assignmentsPage = z.object({
  total_count: z.number().int().nonnegative(),
  pages: z.object({next_url: z.string().nullable()}),
  data: z.array(z.object({data: z.object({subject_type: z.string()})})),
});

export function checkWaniKaniToken(token: string, base = WANIKANI_API_URL): Promise<ServiceAnswer<{username: string}>> {
  return callService(`${base}/user`, {headers: headersFor(token)}, (body) => ({
    username: userAnswer.parse(body).data.username,
  }));
}

/** Radicals and kanji count as kanji meanings, vocabulary (kana vocabulary too) as vocabulary meanings; WaniKani
 * asks a reading with each, which is not our spellings mode; nothing is written by hand. */
export function dueCountsOfAssignments(total: number, subjectTypes: readonly string[]): DueCounts {
  const kanji = subjectTypes.filter((type) => type === 'radical' || type === 'kanji').length;
  const vocab = subjectTypes.filter((type) => type === 'vocabulary' || type === 'kana_vocabulary').length;
  return {total, meanings: {vocab, kanji}, spellings: 0, writing: 0};
}

export async function waniKaniDueCounts(token: string, base = WANIKANI_API_URL): Promise<ServiceAnswer<DueCounts>> {
  let url: string | null = `${base}/assignments?immediately_available_for_review=true`;
  let total = 0;
  const types: string[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const answer: ServiceAnswer<z.output<typeof assignmentsPage>> = await callService(
      url,
      {headers: headersFor(token)},
      (body) => assignmentsPage.parse(body),
    );
    if (answer.type !== 'ok') return answer;
    total = answer.value.total_count;
    types.push(...answer.value.data.map((assignment) => assignment.data.subject_type));
    // Only ever follow pages on the API we were configured with.
    url = answer.value.pages.next_url?.startsWith(`${base}/`) ? answer.value.pages.next_url : null;
  }
  return {type: 'ok', value: dueCountsOfAssignments(total, types)};
}

const kanjiSubjectsPage = z.object({
  pages: z.object({next_url: z.string().nullable()}),
  data: z.array(
    z.object({
      object: z.string(),
      data: z.object({
        characters: z.string().nullable(),
        meanings: z.array(z.object({meaning: z.string(), primary: z.boolean(), accepted_answer: z.boolean()})),
      }),
    }),
  ),
});

/** A kanji subject's accepted meanings, the primary one first. */
export function meaningsOfSubject(meanings: readonly {meaning: string; primary: boolean; accepted_answer: boolean}[]) {
  return meanings
    .filter((meaning) => meaning.accepted_answer)
    .toSorted((a, b) => Number(b.primary) - Number(a.primary))
    .map((meaning) => meaning.meaning);
}

/** Every kanji subject's meanings, by character. */
export async function waniKaniKanjiMeanings(
  token: string,
  base = WANIKANI_API_URL,
): Promise<ServiceAnswer<Record<string, string[]>>> {
  let url: string | null = `${base}/subjects?types=kanji`;
  const meanings: Record<string, string[]> = {};
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const answer: ServiceAnswer<z.output<typeof kanjiSubjectsPage>> = await callService(
      url,
      {headers: headersFor(token)},
      (body) => kanjiSubjectsPage.parse(body),
    );
    if (answer.type !== 'ok') return answer;
    for (const subject of answer.value.data) {
      const accepted = meaningsOfSubject(subject.data.meanings);
      if (subject.object === 'kanji' && subject.data.characters && accepted.length)
        meanings[subject.data.characters] = accepted;
    }
    url = answer.value.pages.next_url?.startsWith(`${base}/`) ? answer.value.pages.next_url : null;
  }
  return {type: 'ok', value: meanings};
}
