// Listening practice from a chapter's path, with the device's speech stubbed in the page: a fake speechSynthesis
// with one ja-JP voice records what is read and how fast; the learner writes down what was read or picks its
// meaning, finishes, and the step is completed. With no Japanese voice the page says how to add one and the same
// sentences become a reading exercise, which completes the step too.
import {expect, test, type Page} from '@playwright/test';
import {SENTENCE_SETS} from '../../server/catalogue/sentences/sentence-sets.ts';
import {expectCompletionStored, expectConnected, signUp, uniqueEmail} from './helpers.ts';

type Spoken = {text: string; rate: number; voice: string | null};

/** Replaces the browser's speech with a recorder offering the given voices. */
async function stubSpeech(page: Page, voices: {name: string; lang: string}[]) {
  await page.addInitScript((offered) => {
    const spoken: Spoken[] = [];
    const voiceList = offered.map((voice) => ({...voice, localService: true, default: false, voiceURI: voice.name}));
    class RecordedUtterance {
      text: string;
      lang = '';
      rate = 1;
      voice: {name: string} | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synthesis = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => voiceList,
      speak: (utterance: RecordedUtterance) =>
        spoken.push({text: utterance.text, rate: utterance.rate, voice: utterance.voice?.name ?? null}),
      cancel() {},
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', {value: synthesis, configurable: true});
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {value: RecordedUtterance, configurable: true});
    Object.defineProperty(window, '__spoken', {value: spoken});
  }, voices);
}

const spokenSoFar = (page: Page) => page.evaluate(() => (window as unknown as {__spoken: Spoken[]}).__spoken);

function sentencesOf(chapter: number) {
  return new Map(
    SENTENCE_SETS.filter((set) => set.chapter === chapter).flatMap((set) =>
      set.sentences.map((sentence) => [sentence.japanese, sentence] as const),
    ),
  );
}

/** The next question's answer kind, or null once the summary shows. */
async function nextQuestion(page: Page): Promise<string | null> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(
    page.locator('[data-testid="listening-question"], [data-testid="practice-summary"]').first(),
  ).toBeVisible();
  if (await page.getByTestId('practice-summary').isVisible()) return null;
  return page.getByTestId('listening-question').getAttribute('data-answer-by');
}

async function openStep(page: Page, textbook: string, chapter: number) {
  const key = `${textbook}_ch${chapter}_listening`;
  await page.goto(`/learn/${textbook}/chapter-${chapter}`);
  await page.getByTestId(`module-${key}`).getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/practice/listening/${key}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Listening: chapter ${chapter} sentences`);
  await expectConnected(page);
  return key;
}

async function expectStepCompleted(page: Page, userID: string, key: string, textbook: string, chapter: number) {
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');
  await expectCompletionStored(userID, key, 'some');
  await page.goto(`/learn/${textbook}/chapter-${chapter}`);
  await expect(page.getByTestId(`module-${key}`)).toHaveAttribute('data-state', 'completed');
}

test('a chapter’s listening step: sentences read by the Japanese voice, written down or understood, the step completed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubSpeech(page, [
    {name: 'English voice', lang: 'en-US'},
    {name: 'Japanese voice', lang: 'ja-JP'},
  ]);
  await signUp(page, {email: uniqueEmail('listening')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const key = await openStep(page, 'genki_1', 3);
  const sentences = sentencesOf(3);

  let asked = 0;
  let heard = 0;
  const kinds = new Set<string>();
  for (let answerBy = await nextQuestion(page); answerBy !== null; answerBy = await nextQuestion(page), asked++) {
    kinds.add(answerBy);
    // Each sentence is read once by itself, at normal speed, by the Japanese voice.
    await expect.poll(async () => (await spokenSoFar(page)).length).toBe(heard + 1);
    const read = (await spokenSoFar(page)).at(-1)!;
    expect(read).toMatchObject({rate: 1, voice: 'Japanese voice'});
    const sentence = sentences.get(read.text)!;
    expect(sentence, read.text).toBeDefined();
    if (asked === 0) {
      await page.getByRole('button', {name: 'Play slowly'}).click();
      await expect.poll(async () => (await spokenSoFar(page)).at(-1)).toEqual({...read, rate: 0.7});
    }
    if (answerBy === 'writing') {
      await page.getByLabel('What you heard, in Japanese').click();
      await page.keyboard.type(sentence.reading);
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('button', {name: sentence.english, exact: true}).click();
    }
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId('listening-answer-shown')).toContainText(sentence.japanese);
    heard = (await spokenSoFar(page)).length;
    await page.getByRole('button', {name: /^(Next|See results)/}).click();
  }
  expect(asked).toBe(10);
  expect([...kinds].sort()).toEqual(['meaning', 'writing']);
  await expect(page.getByTestId('practice-score')).toHaveText('10 / 10');
  await expectStepCompleted(page, userID, key, 'genki_1', 3);
});

test('without a Japanese voice: how to add one, and a reading exercise that completes the step', async ({page}) => {
  test.setTimeout(120_000);
  await stubSpeech(page, [{name: 'English voice', lang: 'en-GB'}]);
  await signUp(page, {email: uniqueEmail('listening-no-voice')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const key = await openStep(page, 'genki_2', 13);
  const sentences = sentencesOf(13);

  const notice = page.getByTestId('no-japanese-voice');
  await expect(notice).toContainText('This device has no Japanese voice');
  await notice.getByText('How to add a Japanese voice').click();
  for (const system of ['Windows', 'macOS', 'iPhone and iPad', 'Android']) await expect(notice).toContainText(system);

  let asked = 0;
  for (let answerBy = await nextQuestion(page); answerBy !== null; answerBy = await nextQuestion(page), asked++) {
    expect(answerBy).toBe('meaning');
    const shown = await page.getByTestId('listening-sentence').textContent();
    const sentence = sentences.get(shown ?? '')!;
    expect(sentence, shown ?? '').toBeDefined();
    await page.getByRole('button', {name: sentence.english, exact: true}).click();
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.getByRole('button', {name: /^(Next|See results)/}).click();
  }
  expect(asked).toBe(10);
  expect(await spokenSoFar(page)).toEqual([]);
  await expectStepCompleted(page, userID, key, 'genki_2', 13);
});
