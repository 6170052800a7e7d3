// `npm run bench:decks`: how shared decks feel. Prints figures, asserts nothing.
//
// Starts its own stack (PORT 3600 + TEST_PORT_OFFSET, data in .data-bench-decks), makes two learners (A owns a deck
// and invites B as an editor) and, in two browser contexts:
//  1. an edit in A's browser until it shows in B's: A changes a word's furigana in the item editor and presses Enter;
//     B's row shows the new reading. Both times are taken in the pages on the machine's clock
//     (performance.timeOrigin + performance.now()). Target p95 ≤ 60 ms over BENCH_TRIALS (default 60) trials.
//  2. /vocab with a 5,000-word deck: from navigation to the first row of the list painted, and the frame times while
//     the list scrolls (one scroll step per animation frame). Target p95 within one frame: a frame whose interval is
//     over one and a half refresh intervals is a dropped one, and at most one in twenty may be.
//  3. keystroke → painted in the item editor: from each keydown to the first task after the frame that shows the
//     typed character (rAF → setTimeout), and in which frame after the key that was (1: the next one; the time
//     also holds the wait for that frame to begin). Target p95 within one frame.
import type {BrowserContext, Page} from '@playwright/test';
import postgres from 'postgres';
import {startStack, type Stack} from '../tests/support/stack.ts';
import {launchChromium} from '../tests/support/chromium.ts';
import {signUp, type TestUser} from '../tests/support/accounts.ts';
import {createTestZero} from '../tests/support/zero-client.ts';
import {mutators} from '../schema/mutators.ts';
import {newWholeID} from '../schema/decks/deck-args.ts';
import {droppedFramesLine, framesLine, machine, ms, percentile} from './figures.ts';
import {TOUR_TAKEN_SETTINGS} from './tour-taken.ts';

const PORT = 3600 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const DATA_DIR = '.data-bench-decks';
const TRIALS = Number(process.env.BENCH_TRIALS ?? 60);
const WARM_UP = 5;
const BIG_DECK = 5000;
const LOADS = 3;
const SCROLL_FRAMES = 300;
const KEYSTROKES = 60;
const STEP_TIMEOUT = 30_000;
const T0 = Date.now();

declare global {
  interface Window {
    __readingSeen?: Record<string, number>;
    __firstRowAt?: number;
    __keyLatencies?: {ms: number; frames: number}[];
  }
}

function summary(label: string, samples: number[], target?: number) {
  const sorted = samples.toSorted((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  // Compared as printed (0.1 ms): a frame time of one refresh interval, 16.67 ms, is within one frame.
  const verdict =
    target === undefined
      ? ''
      : Math.round(p95 * 10) / 10 <= target
        ? `  (target p95 ≤ ${target} ms: met)`
        : `  (target p95 ≤ ${target} ms: missed)`;
  console.log(
    `  ${label.padEnd(52)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(p95).padStart(9)}  max ${ms(sorted.at(-1)!).padStart(9)}  (n=${samples.length})${verdict}`,
  );
}

async function signedInContext(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  stack: Stack,
  user: TestUser,
): Promise<BrowserContext> {
  const context = await browser.newContext({baseURL: stack.baseURL, serviceWorkers: 'block'});
  const equals = user.cookie.indexOf('=');
  await context.addCookies([
    {name: user.cookie.slice(0, equals), value: user.cookie.slice(equals + 1), url: stack.baseURL},
    {name: 'settings', value: TOUR_TAKEN_SETTINGS, url: stack.baseURL},
  ]);
  return context;
}

async function openDeck(page: Page, deckID: number) {
  await page.goto(`/vocab?deck=${deckID}`);
  await page.getByTestId('deck-item').first().waitFor({timeout: STEP_TIMEOUT});
  await page.waitForFunction(
    () => document.querySelector('[data-testid="connection-state"]')?.getAttribute('data-state') === 'connected',
    undefined,
    {timeout: STEP_TIMEOUT},
  );
}

/** B: records when each reading first shows in the row of `itemID`. */
function watchReadings(itemID: string) {
  window.__readingSeen = {};
  const record = () => {
    const text =
      document.querySelector(`[data-testid="deck-item"][data-row-id="${itemID}"] [data-testid="deck-item-reading"]`)
        ?.textContent ?? '';
    if (text && !(text in window.__readingSeen!))
      window.__readingSeen![text] = performance.timeOrigin + performance.now();
  };
  new MutationObserver(record).observe(document.body, {subtree: true, childList: true, characterData: true});
}

/** Seeds a deck of `count` words straight into Postgres, in order. */
async function seedBigDeck(sql: postgres.Sql, userID: string, count: number): Promise<number> {
  const deckID = newWholeID();
  const now = new Date();
  await sql`insert into user_decks (deck_id, user_id, deck_name, item_count, created_at, updated_at)
    values (${deckID}, ${userID}, 'Five thousand words', ${count}, ${now}, ${now})`;
  await sql`
    insert into vocabulary_items (id, deck_id, position, word, furigana, english, created_at, updated_at)
    select 'big-' || ${deckID} || '-' || i, ${deckID}, 'a' || lpad(i::text, 5, '0') || 'V', '単語' || i, 'たんご',
      jsonb_build_array(jsonb_build_object('id', '0', 'text', 'word number ' || i)), ${now}, ${now}
    from generate_series(1, ${count}) as i`;
  return deckID;
}

async function main() {
  console.log('bench:decks: starting the stack');
  const stack = await startStack({port: PORT, dataDir: DATA_DIR});
  const sql = postgres(stack.databaseURL, {max: 2, onnotice: () => {}});
  const browser = await launchChromium();
  try {
    const owner = await signUp(stack.baseURL, 'bench-decks-owner', `settings=${TOUR_TAKEN_SETTINGS}`);
    const editor = await signUp(stack.baseURL, 'bench-decks-editor', `settings=${TOUR_TAKEN_SETTINGS}`);
    // The shared deck, made through the real mutators by Node Zero clients.
    const ownerZero = createTestZero(stack.baseURL, {cookie: owner.cookie, userID: owner.id});
    const editorZero = createTestZero(stack.baseURL, {cookie: editor.cookie, userID: editor.id});
    const deckID = newWholeID();
    await ownerZero.mutate(mutators.decks.create({deckID, name: 'Shared', createdAt: T0})).server;
    const items = Array.from({length: 20}, (_, i) => ({
      itemID: `bench-${deckID}-${i}`,
      position: `a${String(i).padStart(2, '0')}V`,
      item: {word: `言葉${i}`, furigana: 'ことば', english: [`word ${i}`]},
    }));
    await ownerZero.mutate(mutators.deckItems.addMany({deckID, items, createdAt: T0})).server;
    const token = crypto.randomUUID().replaceAll('-', '');
    await ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0})).server;
    await editorZero.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})).server;
    await Promise.all([ownerZero.close(), editorZero.close()]);

    // 1. A → B.
    const contextA = await signedInContext(browser, stack, owner);
    const contextB = await signedInContext(browser, stack, editor);
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    await openDeck(a, deckID);
    await openDeck(b, deckID);
    const target = items[0]!.itemID;
    await b.evaluate(watchReadings, target);
    await a.locator(`[data-testid="deck-item"][data-row-id="${target}"]`).getByTestId('item-edit').click();
    const furigana = a.getByTestId('item-editor').getByTestId('edit-furigana');
    const crossBrowser: number[] = [];
    for (let trial = 0; trial < WARM_UP + TRIALS; trial++) {
      const reading = `よみ${trial}`;
      await furigana.fill(reading);
      const sentAt = await furigana.evaluate((input: HTMLInputElement) => {
        const at = performance.timeOrigin + performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
        return at;
      });
      await b.waitForFunction((text) => window.__readingSeen?.[text] !== undefined, reading, {timeout: STEP_TIMEOUT});
      const seenAt = await b.evaluate((text) => window.__readingSeen![text]!, reading);
      if (trial >= WARM_UP) crossBrowser.push(seenAt - sentAt);
      await a.waitForTimeout(100);
    }

    // 2. A 5,000-word deck.
    const bigDeck = await seedBigDeck(sql, owner.id, BIG_DECK);
    const firstRow: number[] = [];
    const page = await contextA.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="deck-item"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__firstRowAt = performance.now())));
      }).observe(document, {subtree: true, childList: true});
    });
    for (let load = 0; load < LOADS; load++) {
      await page.goto(`/vocab?deck=${bigDeck}`);
      await page.waitForFunction(() => window.__firstRowAt !== undefined, undefined, {timeout: STEP_TIMEOUT});
      firstRow.push(await page.evaluate(() => window.__firstRowAt!));
    }
    // Every row has synced when the virtualised list is as tall as all of them (rows are at least 40 px).
    await page.waitForFunction(
      (count) => (document.querySelector('[data-testid="deck-items"]')?.scrollHeight ?? 0) >= count * 40,
      BIG_DECK,
      {timeout: STEP_TIMEOUT},
    );
    const frames = await page.getByTestId('deck-items').evaluate(async (scroller: HTMLElement, count: number) => {
      const deltas: number[] = [];
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (let frame = 0; frame < count; frame++) {
        scroller.scrollTop += 120;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        deltas.push(now - last);
        last = now;
      }
      return deltas;
    }, SCROLL_FRAMES);

    // 3. Keystroke → painted in the item editor.
    await page.goto(`/vocab?deck=${bigDeck}`);
    await page.getByTestId('deck-item').first().getByTestId('item-edit').click();
    const word = page.getByTestId('item-editor').getByTestId('edit-word');
    await word.evaluate((input: HTMLInputElement) => {
      window.__keyLatencies = [];
      input.addEventListener('keydown', (event) => {
        const start = event.timeStamp;
        const before = input.value;
        let frames = 0;
        const check = () => {
          frames++;
          if (input.value !== before)
            setTimeout(() => window.__keyLatencies!.push({ms: performance.now() - start, frames}));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    });
    await word.click();
    await word.press('End');
    for (let key = 0; key < KEYSTROKES; key++) {
      await page.keyboard.type(String.fromCharCode(97 + (key % 26)));
      await page.waitForTimeout(30);
    }
    await page.waitForFunction((count) => window.__keyLatencies!.length >= count, KEYSTROKES);
    const keystrokes = await page.evaluate(() => window.__keyLatencies!);

    console.log('\nbench:decks');
    for (const line of machine(browser.version())) console.log(`  ${line}`);
    console.log('');
    summary('edit in A → shown in B (shared deck)', crossBrowser, 60);
    summary(`/vocab, ${BIG_DECK.toLocaleString('en')}-word deck: first row painted`, firstRow);
    summary(`/vocab, ${BIG_DECK.toLocaleString('en')}-word deck: frame time while scrolling`, frames);
    console.log(droppedFramesLine(`/vocab, ${BIG_DECK.toLocaleString('en')}-word deck: scrolling`, frames));
    summary(
      'keystroke → painted in the item editor',
      keystrokes.map((key) => key.ms),
    );
    console.log(
      framesLine(
        'keystroke → painted in the item editor',
        keystrokes.map((key) => key.frames),
      ),
    );
    await Promise.all([contextA.close(), contextB.close()]);
  } finally {
    await browser.close();
    await sql.end();
    await stack.stop();
  }
}

await main();
