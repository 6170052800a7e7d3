// Property: whatever three people do to one shared deck at the same time — one of them offline for a while, making
// changes on the deck as their device last saw it and sending them when it reconnects, the owner removing an editor
// meanwhile — Postgres and every client that may still read the deck end with the same deck, and the rules of shared
// editing hold (architecture.md "Conflict semantics"):
// (a) concurrent edits of different fields of one word both survive: each field ends with a value written to it;
// (b) once a delete has landed, an edit, a list change, a move or a replayed insert of that word is refused with
//     not-found, and the word stays deleted;
// (c) a removed editor's writes that reach the server after the removal (those made offline included) are refused
//     with forbidden and change nothing;
// (d) every list field merges by element: an accepted addition stays unless removed, a removal removes only its
//     element;
// and words nobody moved keep their place, counts add up. Real zero-cache, server and Postgres; the offline device is
// a Zero client whose connection is really dropped (tests/support/zero-client.ts); fast-check generates the rest.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import fc from 'fast-check';
import postgres from 'postgres';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {entriesOf, type ItemList, type StoredLists} from '../../schema/decks/item-lists.ts';
import {placeAt, placeForMove} from '../../src/features/vocab/items/order-keys.ts';
import {signUp} from '../support/accounts.ts';
import {goOffline, goOnline, zeroClients, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const {client, closeAll} = zeroClients(baseURL);
let people: TestZero[] = [];
let userIDs: string[] = [];

beforeAll(async () => {
  const accounts = [
    await signUp(baseURL, 'converge-owner'),
    await signUp(baseURL, 'converge-a'),
    await signUp(baseURL, 'converge-b'),
  ];
  people = accounts.map((account) => client({cookie: account.cookie, userID: account.id}));
  userIDs = accounts.map((account) => account.id);
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

const LISTS = [
  'english',
  'info',
  'mnemonicReading',
  'mnemonicKanji',
  'exampleSentences',
  'particles',
  'videos',
] as const satisfies readonly ItemList[];
type Person = 0 | 1 | 2;
type Op =
  | {type: 'add'; at: number}
  | {type: 'setWord'; item: number}
  | {type: 'setFurigana'; item: number}
  | {type: 'addEntry'; item: number; list: ItemList}
  | {type: 'removeEntry'; item: number; list: ItemList; entry: number}
  | {type: 'delete'; item: number}
  | {type: 'move'; item: number; to: number}
  | {type: 'replayAdd'; previous: number}
  | {type: 'removeEditor'; editor: 1 | 2};
type Step = {person: Person; op: Op};
/** Who is offline, from which round (of three concurrent writes) and for how many. */
type Offline = {person: Person; from: number; rounds: number};

const index = fc.nat({max: 20});
const person = fc.constantFrom<Person>(0, 1, 2);
const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  person,
  op: fc.oneof(
    {weight: 2, arbitrary: fc.record({type: fc.constant('add' as const), at: index})},
    {weight: 2, arbitrary: fc.record({type: fc.constant('setWord' as const), item: index})},
    {weight: 2, arbitrary: fc.record({type: fc.constant('setFurigana' as const), item: index})},
    {
      weight: 3,
      arbitrary: fc.record({type: fc.constant('addEntry' as const), item: index, list: fc.constantFrom(...LISTS)}),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('removeEntry' as const),
        item: index,
        list: fc.constantFrom(...LISTS),
        entry: index,
      }),
    },
    {weight: 1, arbitrary: fc.record({type: fc.constant('delete' as const), item: index})},
    {weight: 1, arbitrary: fc.record({type: fc.constant('move' as const), item: index, to: index})},
    {weight: 1, arbitrary: fc.record({type: fc.constant('replayAdd' as const), previous: index})},
    {
      weight: 1,
      arbitrary: fc.record({type: fc.constant('removeEditor' as const), editor: fc.constantFrom<1 | 2>(1, 2)}),
    },
  ),
});
const offlineArbitrary: fc.Arbitrary<Offline> = fc.record({
  person,
  from: fc.nat({max: 3}),
  rounds: fc.integer({min: 1, max: 4}),
});

type ViewItem = StoredLists & {id: string; word: string; furigana: string | null; position: string};
// Postgres keeps a JSON object's keys in an order of its own: compare the entries with sorted keys.
const listOf = (item: StoredLists, list: ItemList) =>
  entriesOf(item, list).map(({id, ...value}) => `${id}:${JSON.stringify(Object.entries(value).toSorted())}`);
type ComparedItem = {id: string; word: string; furigana: string | null; position: string} & Record<ItemList, string[]>;
const viewOf = (items: readonly ViewItem[]): ComparedItem[] =>
  items.map((item) => ({
    id: item.id,
    word: item.word,
    furigana: item.furigana,
    position: item.position,
    ...(Object.fromEntries(LISTS.map((list) => [list, listOf(item, list)])) as Record<ItemList, string[]>),
  }));

/** One write, when it reached the network, and the server's answer. */
type Sent = {
  step: Step;
  request: Parameters<TestZero['mutate']>[0];
  itemID?: string;
  entryID?: string;
  list?: ItemList;
  value?: string;
  offline: boolean;
  sentAt?: number;
  answeredAt?: number;
  result?: MutatorResultDetails;
  /** The device's own run of the mutator refused it (a rule of its view), so it never reached the server. */
  refusedOnDevice?: boolean;
};
const code = (sent: Sent) => (sent.result ? (refusalOf(sent.result)?.code ?? 'success') : 'unanswered');
const accepted = (sent: Sent) => code(sent) === 'success';

function entryValue(list: ItemList, n: number): Record<string, string> {
  switch (list) {
    case 'exampleSentences':
      return {japanese: `例文${n}`, english: `example ${n}`};
    case 'particles':
      return {particle: 'を', label: `label ${n}`};
    case 'videos':
      return {url: `https://example.com/v/${n}`, title: `video ${n}`};
    default:
      return {text: `${list} ${n}`};
  }
}

function requestFor(
  step: Step,
  view: readonly ViewItem[],
  deckID: number,
  adds: readonly Sent[],
  n: number,
): Omit<Sent, 'step' | 'offline'> | null {
  const {op} = step;
  switch (op.type) {
    case 'add': {
      const itemID = `conv-${crypto.randomUUID()}`;
      const placement = placeAt(view, op.at % (view.length + 1));
      return {
        itemID,
        value: `語${n}`,
        request: mutators.deckItems.add({
          itemID,
          deckID,
          ...placement,
          item: {word: `語${n}`, english: ['word']},
          createdAt: T0,
        }),
      };
    }
    case 'replayAdd': {
      const previous = adds[op.previous % Math.max(1, adds.length)];
      return previous ? {itemID: previous.itemID, request: previous.request} : null;
    }
    case 'removeEditor':
      return {request: mutators.deckSharing.removeMember({deckID, userID: userIDs[op.editor]!})};
  }
  const item = view[op.item % Math.max(1, view.length)];
  if (!item) return null;
  const itemID = item.id;
  switch (op.type) {
    case 'setWord':
      return {
        itemID,
        value: `語${n}`,
        request: mutators.deckItems.setFields({itemID, fields: {word: `語${n}`}, updatedAt: T0}),
      };
    case 'setFurigana':
      return {
        itemID,
        value: `よみ${n}`,
        request: mutators.deckItems.setFields({itemID, fields: {furigana: `よみ${n}`}, updatedAt: T0}),
      };
    case 'addEntry': {
      const entryID = `e${n}`;
      const intent = {type: 'add' as const, list: op.list, entryID, value: entryValue(op.list, n)};
      return {itemID, entryID, list: op.list, request: mutators.deckItems.changeEntry({itemID, intent, updatedAt: T0})};
    }
    case 'removeEntry': {
      const entries = entriesOf(item, op.list);
      const entry = entries[op.entry % Math.max(1, entries.length)];
      if (!entry) return null;
      const intent = {type: 'remove' as const, list: op.list, entryID: entry.id};
      return {
        itemID,
        entryID: entry.id,
        list: op.list,
        request: mutators.deckItems.changeEntry({itemID, intent, updatedAt: T0}),
      };
    }
    case 'delete':
      return {itemID, request: mutators.deckItems.delete({itemID, deletedAt: T0})};
    case 'move': {
      const from = view.indexOf(item);
      return {
        itemID,
        request: mutators.deckItems.move({
          itemID,
          deckID,
          ...placeForMove(view, from, op.to % view.length),
          updatedAt: T0,
        }),
      };
    }
  }
}

const checked = {
  runs: 0,
  writes: 0,
  lateReplays: 0,
  removals: 0,
  forbiddenAfterRemoval: 0,
  notFoundAfterDelete: 0,
  bothFieldsSurvived: 0,
  listElements: 0,
  lists: new Set<string>(),
};

async function run(steps: readonly Step[], offline: Offline) {
  checked.runs++;
  const [owner, ...editors] = people;
  const deckID = newWholeID();
  await owner!.mutate(mutators.decks.create({deckID, name: 'Together', createdAt: T0})).server;
  for (const editor of editors) {
    const token = crypto.randomUUID().replaceAll('-', '');
    await owner!.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0})).server;
    expect(
      refusalOf(await editor.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})).server),
    ).toBeNull();
  }
  const seeded = ['a0', 'a1', 'a2'].map((position, n) => ({
    itemID: `conv-${crypto.randomUUID()}`,
    position,
    item: {word: `種${n}`, english: ['seed']},
  }));
  expect(
    refusalOf(await owner!.mutate(mutators.deckItems.addMany({deckID, items: seeded, createdAt: T0})).server),
  ).toBeNull();
  const initialWords = new Map(seeded.map((seed) => [seed.itemID, seed.item.word]));
  const views = people.map((zero) => zero.materialize(queries.decks.items({deckID})));
  const current = (who: number) => views[who]!.data as unknown as ViewItem[];
  for (const who of [0, 1, 2]) await expect.poll(() => current(who).length, {timeout: 10_000}).toBe(3);

  const sent: Sent[] = [];
  const answer = (entry: Sent, write: {client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>}) =>
    Promise.all([write.client, write.server]).then(([onDevice, result]) => {
      entry.refusedOnDevice = onDevice.type === 'error';
      entry.result = result;
      entry.answeredAt = Date.now();
    });
  let isOffline = false;
  const late: Promise<void>[] = [];
  const comeBack = async () => {
    if (!isOffline) return;
    isOffline = false;
    const releasedAt = Date.now();
    for (const entry of sent) if (entry.offline) entry.sentAt = releasedAt;
    goOnline(people[offline.person]!);
    await Promise.all(late);
  };
  const rounds = Math.ceil(steps.length / 3);
  const from = offline.from % rounds;
  let n = 0;
  for (let round = 0; round < rounds; round++) {
    if (round === from) {
      goOffline(people[offline.person]!);
      isOffline = true;
    }
    const online: Promise<void>[] = [];
    for (const step of steps.slice(round * 3, round * 3 + 3)) {
      const who = step.op.type === 'removeEditor' ? 0 : step.person;
      const made = requestFor(
        {...step, person: who},
        current(who),
        deckID,
        sent.filter((each) => each.step.op.type === 'add'),
        n++,
      );
      if (!made) continue;
      const entry: Sent = {step: {...step, person: who}, ...made, offline: isOffline && who === offline.person};
      sent.push(entry);
      const write = people[who]!.mutate(entry.request);
      if (entry.offline) late.push(answer(entry, write));
      else {
        entry.sentAt = Date.now();
        online.push(answer(entry, write));
      }
    }
    await Promise.all(online);
    // Back on the network once its time is over, unless the owner removed it: that device comes back at the end.
    const removed = sent.some((each) => each.step.op.type === 'removeEditor' && each.step.op.editor === offline.person);
    if (round === from + offline.rounds - 1 && !removed) await comeBack();
  }

  // Every device back online, a removed editor's last: what it sends then must change nothing.
  const heldBack =
    isOffline &&
    sent.some(
      (each) => each.step.op.type === 'removeEditor' && each.step.op.editor === offline.person && accepted(each),
    );
  if (!heldBack) await comeBack();
  const deckState = async () =>
    JSON.stringify([
      await sql`select item_count from user_decks where deck_id = ${deckID}`,
      await sql`select * from vocabulary_items where deck_id = ${deckID} order by id`,
    ]);
  if (heldBack) {
    const before = await deckState();
    await comeBack();
    expect(await deckState()).toBe(before);
  }
  checked.writes += sent.length;
  checked.lateReplays += sent.filter((entry) => entry.offline).length;

  // Everyone who may still read the deck converges on what Postgres holds; a removed editor reads nothing.
  const removedAt = new Map<number, number>();
  for (const entry of sent) {
    if (entry.step.op.type === 'removeEditor' && accepted(entry) && !removedAt.has(entry.step.op.editor))
      removedAt.set(entry.step.op.editor, entry.answeredAt!);
  }
  checked.removals += removedAt.size;
  const final = viewOf(
    await sql<ViewItem[]>`
    select id, word, furigana, position, english, info, mnemonics, example_sentences, particles, videos
    from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position collate "C", id collate "C"`,
  );
  for (const who of [0, 1, 2]) {
    await expect.poll(() => viewOf(current(who)), {timeout: 10_000}).toEqual(removedAt.has(who) ? [] : final);
  }
  expect((await sql`select item_count from user_decks where deck_id = ${deckID}`)[0]!.item_count).toBe(final.length);

  const live = new Map(final.map((item) => [item.id, item]));
  const done = sent.filter(accepted);
  const writerRemovedBefore = (entry: Sent) =>
    removedAt.has(entry.step.person) && entry.sentAt! > removedAt.get(entry.step.person)!;
  // (c) A removed editor's writes sent after the removal are refused as forbidden; one to a word of their own that
  // never reached the server (its insert was refused too) finds nothing to write to.
  const everStored = new Set(
    (await sql`select id from vocabulary_items where deck_id = ${deckID}`).map((row) => row.id as string),
  );
  for (const entry of sent) {
    if (!writerRemovedBefore(entry) || entry.refusedOnDevice) continue;
    const inserts = entry.step.op.type === 'add' || entry.step.op.type === 'replayAdd';
    expect(code(entry), JSON.stringify(entry.step)).toBe(
      entry.itemID && !inserts && !everStored.has(entry.itemID) ? 'not-found' : 'forbidden',
    );
    checked.forbiddenAfterRemoval++;
  }
  // (b) After a delete landed, every other write to that word is refused as not-found, and the word stays deleted.
  for (const deletion of done.filter((entry) => entry.step.op.type === 'delete')) {
    expect(live.has(deletion.itemID!)).toBe(false);
    for (const entry of sent) {
      const skipped = entry.itemID !== deletion.itemID || entry.sentAt! <= deletion.answeredAt!;
      if (skipped || writerRemovedBefore(entry) || entry.refusedOnDevice) continue;
      if (entry.step.op.type === 'delete' || entry.step.op.type === 'add') continue;
      expect(code(entry), JSON.stringify(entry.step)).toBe('not-found');
      checked.notFoundAfterDelete++;
    }
  }
  // (a) Each field ends with a value written to it; a field nobody changed keeps its first value.
  for (const item of final) {
    const written = (type: 'setWord' | 'setFurigana') =>
      done.filter((entry) => entry.itemID === item.id && entry.step.op.type === type).map((entry) => entry.value);
    const [words, readings] = [written('setWord'), written('setFurigana')];
    if (words.length) expect(words).toContain(item.word);
    else
      expect(item.word).toBe(
        initialWords.get(item.id) ??
          sent.find((entry) => entry.itemID === item.id && entry.step.op.type === 'add')?.value,
      );
    if (readings.length) expect(readings).toContain(item.furigana);
    else expect(item.furigana).toBeNull();
    if (words.length && readings.length) checked.bothFieldsSurvived++;
  }
  // (d) Every list merges by element.
  const removedEntries = new Set(
    done
      .filter((entry) => entry.step.op.type === 'removeEntry')
      .map((entry) => `${entry.itemID}|${entry.list}|${entry.entryID}`),
  );
  for (const entry of done) {
    const item = live.get(entry.itemID ?? '');
    if (!item || !entry.entryID || !entry.list) continue;
    const present = item[entry.list].some((element) => element.startsWith(`${entry.entryID}:`));
    if (entry.step.op.type === 'addEntry')
      expect(present).toBe(!removedEntries.has(`${entry.itemID}|${entry.list}|${entry.entryID}`));
    if (entry.step.op.type === 'removeEntry') expect(present).toBe(false);
    checked.listElements++;
    checked.lists.add(entry.list);
  }
  // Words nobody moved keep their place.
  const moved = new Set(done.filter((entry) => entry.step.op.type === 'move').map((entry) => entry.itemID));
  for (const seed of seeded)
    if (live.has(seed.itemID) && !moved.has(seed.itemID)) expect(live.get(seed.itemID)!.position).toBe(seed.position);
  for (const view of views) view.destroy();
}

test('three people editing one deck, one offline and replaying late, an editor removed meanwhile, converge and keep the rules', async () => {
  // Always tried first: editor 1 offline from the start, changing words the owner deletes and removed meanwhile.
  const removedWhileOffline: [Step[], Offline] = [
    [
      {person: 1, op: {type: 'setWord', item: 0}},
      {person: 1, op: {type: 'addEntry', item: 1, list: 'particles'}},
      {person: 0, op: {type: 'delete', item: 0}},
      {person: 2, op: {type: 'setFurigana', item: 1}},
      {person: 0, op: {type: 'setWord', item: 1}},
      {person: 1, op: {type: 'add', at: 0}},
      {person: 0, op: {type: 'removeEditor', editor: 1}},
      {person: 1, op: {type: 'move', item: 2, to: 0}},
      {person: 2, op: {type: 'addEntry', item: 2, list: 'videos'}},
    ],
    {person: 1, from: 0, rounds: 3},
  ];
  // And: editor 2 offline, changing a word the owner deletes meanwhile, back before the end.
  const deletedWhileOffline: [Step[], Offline] = [
    [
      {person: 2, op: {type: 'setWord', item: 0}},
      {person: 2, op: {type: 'addEntry', item: 0, list: 'english'}},
      {person: 0, op: {type: 'delete', item: 0}},
      {person: 1, op: {type: 'setFurigana', item: 1}},
      {person: 0, op: {type: 'setWord', item: 1}},
      {person: 2, op: {type: 'removeEntry', item: 0, list: 'english', entry: 0}},
    ],
    {person: 2, from: 0, rounds: 2},
  ];
  // A removed editor whose device has not heard of the removal: its own run refuses removing a word's last meaning,
  // so that write never reaches the server (CI seed -1005747764).
  const refusedOnDeviceAfterRemoval: [Step[], Offline] = [
    [
      {person: 2, op: {type: 'setWord', item: 4}},
      {person: 1, op: {type: 'add', at: 2}},
      {person: 1, op: {type: 'removeEditor', editor: 2}},
      {person: 0, op: {type: 'move', item: 6, to: 2}},
      {person: 2, op: {type: 'removeEntry', item: 20, list: 'english', entry: 3}},
      {person: 1, op: {type: 'addEntry', item: 18, list: 'exampleSentences'}},
      {person: 2, op: {type: 'removeEntry', item: 20, list: 'english', entry: 0}},
      {person: 2, op: {type: 'setWord', item: 20}},
      {person: 0, op: {type: 'removeEntry', item: 20, list: 'mnemonicReading', entry: 16}},
    ],
    {person: 1, from: 1, rounds: 1},
  ];
  await fc.assert(fc.asyncProperty(fc.array(stepArbitrary, {minLength: 6, maxLength: 15}), offlineArbitrary, run), {
    numRuns: 12,
    endOnFailure: true,
    examples: [removedWhileOffline, deletedWhileOffline, refusedOnDeviceAfterRemoval],
  });
  const {lists, ...counts} = checked;
  console.log(`deck convergence: ${JSON.stringify({...counts, listsMerged: [...lists].toSorted()})}`);
  expect(checked.lateReplays).toBeGreaterThan(0);
  expect(checked.forbiddenAfterRemoval).toBeGreaterThan(0);
  expect(checked.notFoundAfterDelete).toBeGreaterThan(0);
}, 600_000);
