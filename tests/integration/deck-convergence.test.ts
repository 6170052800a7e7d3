// Property: whatever three people do to one shared deck at the same time — some of them offline, their changes
// made on an old view and sent late — every client and Postgres end with the same deck, and the rules of shared
// editing hold (architecture.md "Conflict semantics"): accepted meanings survive unless removed, a removal removes
// only its element, a deleted word never comes back, words nobody moved keep their place, counts add up.
// Real zero-cache, real server, real Postgres; fast-check generates the interleavings.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import fc from 'fast-check';
import postgres from 'postgres';
import {generateKeyBetween} from 'fractional-indexing';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {signUp} from '../support/accounts.ts';
import {zeroClients, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const {client, closeAll} = zeroClients(baseURL);
let people: TestZero[] = [];

beforeAll(async () => {
  const accounts = [await signUp(baseURL, 'converge-owner'), await signUp(baseURL, 'converge-a'), await signUp(baseURL, 'converge-b')];
  people = accounts.map((account) => client({cookie: account.cookie, userID: account.id}));
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

const WORDS = ['猫', '犬', '鳥', '魚', '木', '花'];
type Op =
  | {type: 'add'; word: number; at: number}
  | {type: 'setWord'; item: number; word: number}
  | {type: 'setFurigana'; item: number; text: string}
  | {type: 'addMeaning'; item: number; text: string}
  | {type: 'removeMeaning'; item: number; entry: number}
  | {type: 'delete'; item: number}
  | {type: 'move'; item: number; to: number}
  | {type: 'replayAdd'; previous: number};
type Step = {person: number; late: boolean; op: Op};

const index = fc.nat({max: 20});
const stepArbitrary = fc.record({
  person: fc.integer({min: 0, max: 2}),
  late: fc.boolean(),
  op: fc.oneof(
    fc.record({type: fc.constant('add' as const), word: index, at: index}),
    fc.record({type: fc.constant('setWord' as const), item: index, word: index}),
    fc.record({type: fc.constant('setFurigana' as const), item: index, text: fc.constantFrom('ねこ', 'いぬ', 'とり', '')}),
    fc.record({type: fc.constant('addMeaning' as const), item: index, text: fc.constantFrom('pet', 'friend', 'animal', 'thing')}),
    fc.record({type: fc.constant('removeMeaning' as const), item: index, entry: index}),
    fc.record({type: fc.constant('delete' as const), item: index}),
    fc.record({type: fc.constant('move' as const), item: index, to: index}),
    fc.record({type: fc.constant('replayAdd' as const), previous: index}),
  ),
});

type ViewItem = {id: string; word: string; furigana: string | null; english: {id: string; text: string}[]; position: string};
const viewOf = (items: readonly ViewItem[]) => items.map(({id, word, furigana, english, position}) => ({id, word, furigana, english: english.map((entry) => `${entry.id}:${entry.text}`), position}));

/** One request and what the rules say about it once the server has answered. */
type Sent = {step: Step; request: Parameters<TestZero['mutate']>[0]; itemID: string; entryID?: string; result?: MutatorResultDetails};

function requestFor(step: Step, view: readonly ViewItem[], deckID: number, adds: Sent[]): Omit<Sent, 'step'> | null {
  const {op} = step;
  const pick = (n: number) => view[n % Math.max(1, view.length)];
  switch (op.type) {
    case 'add': {
      const at = op.at % (view.length + 1);
      const position = generateKeyBetween(view[at - 1]?.position ?? null, view.slice(at).find((item) => item.position !== view[at - 1]?.position)?.position ?? null);
      const itemID = `conv-${crypto.randomUUID()}`;
      return {itemID, request: mutators.deckItems.add({itemID, deckID, position, item: {word: WORDS[op.word % WORDS.length]!, english: ['animal']}, createdAt: T0})};
    }
    case 'replayAdd': {
      const previous = adds[op.previous % Math.max(1, adds.length)];
      return previous ? {itemID: previous.itemID, request: previous.request} : null;
    }
  }
  const item = pick(op.item);
  if (!item) return null;
  switch (op.type) {
    case 'setWord':
      return {itemID: item.id, request: mutators.deckItems.setFields({itemID: item.id, fields: {word: WORDS[op.word % WORDS.length]!}, updatedAt: T0})};
    case 'setFurigana':
      return {itemID: item.id, request: mutators.deckItems.setFields({itemID: item.id, fields: {furigana: op.text}, updatedAt: T0})};
    case 'addMeaning': {
      const entryID = crypto.randomUUID().slice(0, 12);
      return {itemID: item.id, entryID, request: mutators.deckItems.changeEntry({itemID: item.id, intent: {type: 'add', list: 'english', entryID, value: {text: op.text}}, updatedAt: T0})};
    }
    case 'removeMeaning': {
      const entry = item.english[op.entry % item.english.length]!;
      return {itemID: item.id, entryID: entry.id, request: mutators.deckItems.changeEntry({itemID: item.id, intent: {type: 'remove', list: 'english', entryID: entry.id}, updatedAt: T0})};
    }
    case 'delete':
      return {itemID: item.id, request: mutators.deckItems.delete({itemID: item.id, deletedAt: T0})};
    case 'move': {
      const others = view.filter((other) => other.id !== item.id);
      const to = op.to % (others.length + 1);
      const before = others[to - 1]?.position ?? null;
      const after = others.slice(to).find((other) => other.position !== before)?.position ?? null;
      return {itemID: item.id, request: mutators.deckItems.move({itemID: item.id, deckID, position: generateKeyBetween(before, after), updatedAt: T0})};
    }
  }
}

const accepted = (sent: Sent) => sent.result?.type === 'success';

test('three people editing one deck, some offline and late, converge and keep the rules', async () => {
  let runs = 0;
  await fc.assert(fc.asyncProperty(fc.array(stepArbitrary, {minLength: 6, maxLength: 14}), async (steps) => {
    runs++;
    const [owner, ...editors] = people;
    const deckID = newWholeID();
    await owner!.mutate(mutators.decks.create({deckID, name: 'Together', createdAt: T0})).server;
    for (const editor of editors) {
      const token = crypto.randomUUID().replaceAll('-', '');
      await owner!.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0})).server;
      expect(refusalOf(await editor.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})).server)).toBeNull();
    }
    const seeded = ['a0', 'a1', 'a2'].map((position, n) => ({itemID: `conv-${crypto.randomUUID()}`, position, word: WORDS[n]!}));
    await owner!.mutate(mutators.deckItems.addMany({deckID, items: seeded.map(({itemID, position, word}) => ({itemID, position, item: {word, english: ['animal']}})), createdAt: T0})).server;
    const views = await Promise.all(people.map(async (zero) => {
      const view = zero.materialize(queries.decks.items({deckID}));
      await zero.run(queries.decks.items({deckID}), {type: 'complete'});
      return view;
    }));
    const current = (person: number) => views[person]!.data as unknown as ViewItem[];

    // Online steps go out at once, a round of concurrent writes at a time; late ones are made now, on the view of
    // this moment, and sent at the end (the device was offline).
    const sent: Sent[] = [];
    const late: Sent[] = [];
    for (let start = 0; start < steps.length; start += 3) {
      const round: Promise<void>[] = [];
      for (const step of steps.slice(start, start + 3)) {
        const made = requestFor(step, current(step.person), deckID, sent.filter((each) => each.step.op.type === 'add'));
        if (!made) continue;
        const entry: Sent = {step, ...made};
        if (step.late) late.push(entry);
        else {
          sent.push(entry);
          round.push(people[step.person]!.mutate(entry.request).server.then((result) => void (entry.result = result)));
        }
      }
      await Promise.all(round);
    }
    for (const entry of late) {
      sent.push(entry);
      entry.result = await people[entry.step.person]!.mutate(entry.request).server;
    }

    // Everyone converges on what Postgres holds.
    const stored = async () => viewOf(await sql<ViewItem[]>`
      select id, word, furigana, english, position from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position collate "C", id`);
    const final = await stored();
    for (const person of [0, 1, 2]) await expect.poll(() => viewOf(current(person)), {timeout: 10_000}).toEqual(final);
    expect((await sql`select item_count from user_decks where deck_id = ${deckID}`)[0]!.item_count).toBe(final.length);

    const live = new Map(final.map((item) => [item.id, item]));
    const done = sent.filter(accepted);
    // A deleted word never comes back, whatever arrived after its delete (late edits, replayed inserts).
    for (const entry of done) if (entry.step.op.type === 'delete') expect(live.has(entry.itemID)).toBe(false);
    // Meanings merge by element.
    const removed = new Set(done.filter((entry) => entry.step.op.type === 'removeMeaning').map((entry) => `${entry.itemID}|${entry.entryID}`));
    for (const entry of done) {
      const item = live.get(entry.itemID);
      if (!item || !entry.entryID) continue;
      const present = item.english.some((text) => text.startsWith(`${entry.entryID}:`));
      if (entry.step.op.type === 'addMeaning') expect(present).toBe(!removed.has(`${entry.itemID}|${entry.entryID}`));
      if (entry.step.op.type === 'removeMeaning') expect(present).toBe(false);
    }
    // Words nobody moved keep their place; every word's text is one somebody wrote.
    const moved = new Set(done.filter((entry) => entry.step.op.type === 'move').map((entry) => entry.itemID));
    for (const seed of seeded) if (live.has(seed.itemID) && !moved.has(seed.itemID)) expect(live.get(seed.itemID)!.position).toBe(seed.position);
    for (const item of final) expect(WORDS).toContain(item.word);
    for (const view of views) view.destroy();
  }), {numRuns: 10, endOnFailure: true});
  console.log(`deck convergence: ${runs} generated interleavings of up to 14 writes by 3 people converged`);
}, 600_000);
