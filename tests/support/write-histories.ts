// Generated write histories (the property tests/faults/write-histories.spec.ts checks): whatever a learner's devices
// and a co-editor write, and whatever happens to those writes on the way, every write is applied at most once, each
// device's writes apply in the order it made them, nothing confirmed is lost, the data ends as the accepted writes
// applied in the server's order, no write made on an older version of a field replaced a newer value, and every
// refused write was shown to its writer (a conflict with both values).
//
// A history: 2-3 devices of one learner and a co-editor of the learner's shared deck, each making writes of every kind
// (a settings choice, the page they are on, a deck rename, a word's field, one of its meanings, a reorder, a delete,
// an import, a review, a completion), with faults between them (an answer lost after the server applied the write, a
// write sent twice, the database unable to take the writes for a while, a reload with writes pending, offline past
// Zero's write window, a tab closed and its writes adopted by another). It runs against the real server, Postgres and
// zero-cache, with Node Zero clients and the real outbox (its IndexedDB from fake-indexeddb,
// tests/support/outbox-device.ts), in a lane: a learner, a co-editor and a deck of its own, so that lanes run side by
// side. Not a test itself.
import fc from 'fast-check';
import postgres from 'postgres';
import {generateNKeysBetween} from 'fractional-indexing';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {baseOf} from '../../schema/writes/field-versions.ts';
import {entryField} from '../../schema/decks/item-lists.ts';
import type {MutateRequest} from '../../src/app/outbox/write-outbox.ts';
import {placeForMove} from '../../src/features/vocab/items/order-keys.ts';
import {conflictWords} from '../../src/features/outbox/write-words.ts';
import {signUp, type TestUser} from './accounts.ts';
import {zeroClients, type TestZero} from './zero-client.ts';
import {Device} from './outbox-device.ts';
/** How long a learner's device may be offline before its Zero refuses writes (the app's never does; these do, so that
 * the outbox alone carries what is written past it). */
const ZERO_WRITE_WINDOW_MS = 400;
const QUIET_WITHIN_MS = 90_000;

const KINDS = [
  'color',
  'page',
  'rename',
  'word',
  'meaning',
  'reorder',
  'delete',
  'import',
  'review',
  'complete',
] as const;
const EDITOR_KINDS = ['word', 'meaning', 'reorder', 'delete', 'import'] as const;
const FAULTS = ['lose-answer', 'duplicate', 'unavailable', 'reload', 'offline', 'adopt'] as const;
type Kind = (typeof KINDS)[number];
export type Fault = (typeof FAULTS)[number];
type Step =
  | {actor: number; kind: Kind; item: number; value: number; pause: number}
  | {actor: number; fault: Fault; pause: number};
export type History = {devices: number; steps: Step[]};

const stepArb = (devices: number) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        actor: fc.integer({min: 0, max: devices}),
        kind: fc.constantFrom(...KINDS),
        item: fc.nat(5),
        value: fc.nat(5),
        pause: fc.nat(30),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        actor: fc.integer({min: 0, max: devices}),
        fault: fc.constantFrom(...FAULTS),
        pause: fc.nat(30),
      }),
    },
  );
export const historyArb: fc.Arbitrary<History> = fc
  .integer({min: 2, max: 3})
  .chain((devices) =>
    fc.record({devices: fc.constant(devices), steps: fc.array(stepArb(devices), {minLength: 2, maxLength: 6})}),
  );

export type Lane = {
  index: number;
  learner: TestUser;
  editor: TestUser;
  deckID: number;
  devices: Device[];
  editorDevice: Device;
};

/** One write as its device made it. */
type Made = {
  id: string;
  device: Device;
  order: number;
  kind: Kind;
  userID: string;
  itemID?: string;
  value: string;
  base?: Record<string, string | null>;
  at: number;
};

const COLOURS = ['light', 'dark', 'system'] as const;
const newStats = () => ({
  histories: 0,
  writes: 0,
  applied: 0,
  refused: {} as Record<string, number>,
  faults: Object.fromEntries(FAULTS.map((fault) => [fault, 0])) as Record<Fault, number>,
  violations: 0,
});
export type HistoryStats = ReturnType<typeof newStats>;

/** The run's figures as a table. */
export function statsTable(stats: HistoryStats): string {
  return [
    `| histories | writes | applied | refused | ${FAULTS.join(' | ')} | violations |`,
    `| --- | --- | --- | --- | ${FAULTS.map(() => '---').join(' | ')} | --- |`,
    `| ${stats.histories} | ${stats.writes} | ${stats.applied} | ${Object.entries(stats.refused)
      .map(([code, count]) => `${code} ${count}`)
      .join(', ')} | ${FAULTS.map((fault) => stats.faults[fault]).join(' | ')} | ${stats.violations} |`,
  ].join('\n');
}

function mustSucceed(result: Awaited<ReturnType<TestZero['mutate']>['server']>, what: string) {
  const refusal = refusalOf(result);
  if (refusal) throw new Error(`${what} was refused: ${refusal.message}`);
}

const FAULTY_TABLES = [
  ['profiles', 'user_id'],
  ['user_decks', 'deck_id'],
  ['vocabulary_items', 'deck_id'],
  ['fsrs_cards', 'user_id'],
  ['user_module_progress', 'user_id'],
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ItemState = {
  word: string;
  wordVersion: string | null;
  meaning: string;
  meaningVersion: string | null;
  positionVersion: string | null;
  deleted: boolean;
};

type Snapshot = {
  colour: string;
  colourVersion: string | null;
  page: string;
  pageAt: number;
  deckName: string;
  deckNameVersion: string | null;
  items: Map<string, ItemState>;
  completions: Map<string, number>;
};

const MEANING = entryField('english', '0');

type Logged = {write_id: string; refusal: {code: string; message: string} | null; seq: string};

/** Lanes on the stack at `baseURL` (its database at `databaseURL`), and the way to play a history in one. */
export function writeHistories({baseURL, databaseURL}: {baseURL: string; databaseURL: string}) {
  const sql = postgres(databaseURL, {max: 4, onnotice: () => {}});
  const {client, closeAll} = zeroClients(baseURL);
  const stats = newStats();
  const lanes: Lane[] = [];
  let historyNumber = 0;

  async function newLane(index: number): Promise<Lane> {
    const [learner, editor] = [
      await signUp(baseURL, `history-learner-${index}`),
      await signUp(baseURL, `history-editor-${index}`),
    ];
    const [owner, joining] = [
      client({cookie: learner.cookie, userID: learner.id}),
      client({cookie: editor.cookie, userID: editor.id}),
    ];
    const deckID = newWholeID();
    const token = crypto.randomUUID().replaceAll('-', '');
    for (const request of [
      mutators.decks.create({deckID, name: `History deck ${index}`, folderID: null, createdAt: Date.now()}),
      mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: Date.now()}),
    ]) {
      mustSucceed(await owner.mutate(request).server, 'setting up a lane');
    }
    mustSucceed(
      await joining.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: Date.now()})).server,
      'joining a lane',
    );
    // Every client zero-cache serves costs it on every change: these have done their part.
    await Promise.all([owner.close(), joining.close()]);
    const prepare = (zero: TestZero) => {
      zero.preload(queries.profiles.mine(), {ttl: '5m'});
      zero.preload(queries.decks.byID({deckID}), {ttl: '5m'});
      zero.preload(queries.decks.items({deckID}), {ttl: '5m'});
      zero.preload(queries.moduleProgress.mine(), {ttl: '5m'});
    };
    const device = (name: string, user: TestUser, disconnectTimeoutMs?: number) =>
      new Device({
        name: `${name}-${index}-${crypto.randomUUID().slice(0, 8)}`,
        baseURL,
        cookie: user.cookie,
        userID: user.id,
        disconnectTimeoutMs,
        prepare,
      });
    return {
      index,
      learner,
      editor,
      deckID,
      devices: [0, 1, 2].map((n) => device(`learner-${n}`, learner, ZERO_WRITE_WINDOW_MS)),
      editorDevice: device('editor', editor),
    };
  }

  async function snapshot(lane: Lane): Promise<Snapshot> {
    const [profile] = await sql<{prefs: Record<string, unknown>; versions: Record<string, {w: string; at: number}>}[]>`
      select user_preferences as prefs, versions from profiles where user_id = ${lane.learner.id}`;
    const [deck] = await sql<
      {deck_name: string; versions: Record<string, {w: string}>}[]
    >`select deck_name, versions from user_decks where deck_id = ${lane.deckID}`;
    const items = await sql<
      {
        id: string;
        word: string;
        english: {id: string; text: string}[];
        versions: Record<string, {w: string}>;
        deleted_at: Date | null;
      }[]
    >`
      select id, word, english, versions, deleted_at from vocabulary_items where deck_id = ${lane.deckID}`;
    const completions = await sql<{module_path: string; at: number}[]>`
      select module_path, (extract(epoch from completed_at) * 1000)::float8 as at from user_module_progress where user_id = ${lane.learner.id}`;
    return {
      colour: String(profile!.prefs['color-mode'] ?? 'system'),
      colourVersion: profile!.versions['color-mode']?.w ?? null,
      page: String(profile!.prefs['active-deck'] ?? ''),
      pageAt: profile!.versions['active-deck']?.at ?? 0,
      deckName: deck!.deck_name,
      deckNameVersion: deck!.versions.deck_name?.w ?? null,
      items: new Map(
        items.map((item) => [
          item.id,
          {
            word: item.word,
            wordVersion: item.versions.word?.w ?? null,
            meaning: item.english.find((entry) => entry.id === '0')?.text ?? '',
            meaningVersion: item.versions[MEANING]?.w ?? null,
            positionVersion: item.versions.position?.w ?? null,
            deleted: item.deleted_at !== null,
          },
        ]),
      ),
      completions: new Map(completions.map((row) => [row.module_path, row.at])),
    };
  }

  /** Gives the lane's deck three live words with a first meaning each, through the owner's first device. */
  async function refillDeck(lane: Lane) {
    const live = await sql`select id from vocabulary_items where deck_id = ${lane.deckID} and deleted_at is null`;
    const [last] = await sql<
      {position: string}[]
    >`select position from vocabulary_items where deck_id = ${lane.deckID} order by position desc limit 1`;
    const missing = Math.max(0, 3 - live.length);
    const positions = missing ? generateNKeysBetween(last?.position ?? null, null, missing) : [];
    for (const position of positions) {
      const itemID = `history-${crypto.randomUUID()}`;
      mustSucceed(
        await lane.devices[0]!.tab.zero.mutate(
          mutators.deckItems.add({
            itemID,
            deckID: lane.deckID,
            position,
            item: {word: '語', english: ['word']},
            createdAt: Date.now(),
          }),
        ).server,
        'refilling a deck',
      );
    }
  }

  async function liveItems(zero: TestZero, deckID: number) {
    return (await zero.run(queries.decks.items({deckID}))).filter((item) => item.deleted_at == null);
  }

  /** Makes one write on the device, as the learner would from what that device shows. */
  async function makeWrite(
    lane: Lane,
    device: Device,
    kind: Kind,
    step: {item: number; value: number},
    id: string,
    order: number,
  ): Promise<Made | null> {
    const {zero} = device.tab;
    const {deckID} = lane;
    const at = Date.now();
    const made = {id, device, order, kind, userID: device.userID, at};
    let request: MutateRequest;
    let base: Record<string, string | null> | undefined;
    let value = id;
    let itemID: string | undefined;
    switch (kind) {
      case 'color': {
        value = COLOURS[step.value % COLOURS.length]!;
        const profile = await zero.run(queries.profiles.mine());
        base = baseOf(profile?.versions, ['color-mode']);
        request = mutators.settings.update({patch: {'color-mode': value as (typeof COLOURS)[number]}, changedAt: at});
        break;
      }
      case 'page':
        value = `chapter-${order % 20}`;
        request = mutators.settings.update({patch: {'active-deck': value}, changedAt: at});
        break;
      case 'rename': {
        const deck = await zero.run(queries.decks.byID({deckID}));
        base = baseOf(deck?.versions, ['deck_name']);
        request = mutators.decks.update({deckID, name: value, updatedAt: at});
        break;
      }
      case 'import': {
        const items = await zero.run(queries.decks.items({deckID}));
        const last =
          items
            .map((item) => item.position)
            .sort()
            .at(-1) ?? null;
        const positions = generateNKeysBetween(last, null, 2);
        request = mutators.deckItems.addMany({
          deckID,
          items: positions.map((position, n) => ({
            itemID: `${id}-${n}`,
            position,
            item: {word: `語${n}`, english: ['imported']},
          })),
          createdAt: at,
        });
        break;
      }
      case 'review':
        request = mutators.reviews.grade({
          reviewID: id,
          cardID: cardID({
            userID: lane.learner.id,
            itemKey: `履歴${step.value % 3}`,
            type: 'vocabulary',
            mode: 'meanings',
          }),
          rating: (1 + (step.value % 4)) as 1 | 2 | 3 | 4,
          reviewedAt: at,
        });
        break;
      case 'complete':
        value = `history-module-${step.value % 3}`;
        request = mutators.progress.completeModule({modulePath: value, completedAt: at});
        break;
      default: {
        const items = await liveItems(zero, deckID);
        const item = items[step.item % Math.max(1, items.length)];
        if (!item) return null;
        itemID = item.id;
        if (kind === 'word') {
          base = baseOf(item.versions, ['word']);
          request = mutators.deckItems.setFields({itemID, fields: {word: value}, updatedAt: at});
        } else if (kind === 'meaning') {
          base = baseOf(item.versions, [MEANING]);
          request = mutators.deckItems.changeEntry({
            itemID,
            intent: {type: 'edit', list: 'english', entryID: '0', value: {text: value}},
            updatedAt: at,
          });
        } else if (kind === 'reorder') {
          const ordered = items.toSorted((a, b) => (a.position < b.position ? -1 : 1));
          const from = ordered.findIndex((each) => each.id === item.id);
          base = baseOf(item.versions, ['position']);
          request = mutators.deckItems.move({
            itemID,
            deckID,
            ...placeForMove(ordered, from, (from + 1 + step.value) % ordered.length),
            updatedAt: at,
          });
        } else {
          request = mutators.deckItems.delete({itemID, deletedAt: at});
        }
      }
    }
    return {...made, value, base: device.submit(request, {id, base}).base, itemID};
  }

  async function playFault(lane: Lane, device: Device, fault: Fault, offline: Promise<void>[]) {
    stats.faults[fault]++;
    switch (fault) {
      case 'lose-answer':
        return device.loseNextAnswer();
      case 'duplicate':
        return device.sendNextTwice();
      case 'unavailable': {
        const key = device === lane.editorDevice ? String(lane.deckID) : lane.learner.id;
        await sql`insert into test_faults.unavailable (key, until) values (${key}, clock_timestamp() + interval '600 milliseconds')
          on conflict (key) do update set until = excluded.until`;
        return;
      }
      case 'reload':
        return device.reload();
      case 'adopt':
        return device.moveToNewTab();
      case 'offline':
        device.setOffline(true);
        offline.push(sleep(ZERO_WRITE_WINDOW_MS + 500).then(() => device.setOffline(false)));
    }
  }

  /** The history's violations of the rules, in words; none when it held. */
  async function check(
    lane: Lane,
    before: Snapshot,
    writes: readonly Made[],
    devices: readonly Device[],
  ): Promise<string[]> {
    const violations: string[] = [];
    const ids = writes.map((write) => write.id);
    const log = await sql<
      Logged[]
    >`select write_id, refusal, seq::text as seq from writes.applied_writes where write_id in ${sql(ids)} order by applied_writes.seq`;
    const logged = new Map(log.map((row) => [row.write_id, row]));
    const byID = new Map(writes.map((write) => [write.id, write]));
    const applied = log.filter((row) => row.refusal === null).map((row) => byID.get(row.write_id)!);
    stats.applied += applied.length;

    for (const write of writes) {
      const row = logged.get(write.id);
      const toldRefused = write.device.refusals.get(write.id);
      if (write.device.confirmed.has(write.id) && row?.refusal !== null)
        violations.push(`${write.kind} ${write.id} was confirmed to its device but is not applied`);
      if (!row && !toldRefused) violations.push(`${write.kind} ${write.id} was neither applied nor refused`);
      const refusal = row?.refusal ?? toldRefused?.refusal;
      if (refusal) stats.refused[refusal.code] = (stats.refused[refusal.code] ?? 0) + 1;
      if (row?.refusal && !toldRefused)
        violations.push(`${write.kind} ${write.id} was refused (${row.refusal.code}) and its writer was never told`);
      if (toldRefused?.refusal.code === 'conflict') {
        const conflicts = toldRefused.refusal.conflicts ?? [];
        if (!conflicts.length) violations.push(`${write.kind} ${write.id}: a conflict without the value now`);
        for (const conflict of conflicts) {
          const words = conflictWords(toldRefused.entry, conflict, write.userID);
          if (!words.theirs || !words.yours || words.yours === '(empty)')
            violations.push(
              `${write.kind} ${write.id}: a conflict that does not show both values (${JSON.stringify(words)})`,
            );
        }
      }
    }

    // Each device's writes apply in the order it made them.
    for (const device of devices) {
      const orders = applied.filter((write) => write.device === device).map((write) => write.order);
      if (orders.some((order, index) => index > 0 && order < orders[index - 1]!)) {
        const made = writes
          .filter((write) => write.device === device)
          .map((write) => `${write.order} ${write.kind} ${write.id} seq ${logged.get(write.id)?.seq}`);
        violations.push(
          `${device.name}'s writes applied out of order: ${orders.join(', ')}\n  made: ${made.join('; ')}\n  ${device.events.slice(-12).join('\n  ')}`,
        );
      }
    }

    // The data is the accepted writes applied in the server's order, and none of them was made on an older version of
    // a field than the one it replaced.
    const model = structuredClone(before);
    const stale = (write: Made, field: string, version: string | null) => {
      const base = write.base?.[field];
      if (base !== undefined && base !== version)
        violations.push(`${write.kind} ${write.id} was made on ${base} of ${field} and replaced ${version}`);
    };
    const reviews: string[] = [];
    const imports: string[] = [];
    for (const write of applied) {
      const item = write.itemID ? model.items.get(write.itemID) : undefined;
      if (write.itemID && !item) {
        violations.push(`${write.kind} ${write.id} changed a word that was never there`);
        continue;
      }
      if (write.itemID && item?.deleted && write.kind !== 'delete')
        violations.push(`${write.kind} ${write.id} changed a deleted word`);
      switch (write.kind) {
        case 'color':
          stale(write, 'color-mode', model.colourVersion);
          model.colour = write.value;
          model.colourVersion = write.id;
          break;
        case 'page':
          if (write.at >= model.pageAt) [model.page, model.pageAt] = [write.value, write.at];
          break;
        case 'rename':
          stale(write, 'deck_name', model.deckNameVersion);
          [model.deckName, model.deckNameVersion] = [write.value, write.id];
          break;
        case 'word':
          stale(write, 'word', item!.wordVersion);
          [item!.word, item!.wordVersion] = [write.value, write.id];
          break;
        case 'meaning':
          stale(write, MEANING, item!.meaningVersion);
          [item!.meaning, item!.meaningVersion] = [write.value, write.id];
          break;
        case 'reorder':
          stale(write, 'position', item!.positionVersion);
          item!.positionVersion = write.id;
          break;
        case 'delete':
          item!.deleted = true;
          break;
        case 'import':
          for (const n of [0, 1]) {
            imports.push(`${write.id}-${n}`);
            model.items.set(`${write.id}-${n}`, {
              word: `語${n}`,
              wordVersion: null,
              meaning: 'imported',
              meaningVersion: null,
              positionVersion: null,
              deleted: false,
            });
          }
          break;
        case 'review':
          reviews.push(write.id);
          break;
        case 'complete':
          model.completions.set(write.value, Math.max(model.completions.get(write.value) ?? 0, write.at));
          break;
      }
    }
    const after = await snapshot(lane);
    const differs = (what: string, expected: unknown, actual: unknown) => {
      if (JSON.stringify(expected) !== JSON.stringify(actual))
        violations.push(
          `${what}: the accepted writes give ${JSON.stringify(expected)}, the server has ${JSON.stringify(actual)}`,
        );
    };
    differs('colour mode', [model.colour, model.colourVersion], [after.colour, after.colourVersion]);
    differs('page', model.page, after.page);
    differs('deck name', [model.deckName, model.deckNameVersion], [after.deckName, after.deckNameVersion]);
    for (const [itemID, item] of model.items) differs(`word ${itemID}`, item, after.items.get(itemID));
    for (const [path, at] of model.completions) differs(`completion of ${path}`, at, after.completions.get(path));
    const reviewed = reviews.length
      ? await sql<
          {id: string; n: number}[]
        >`select id, count(*)::int as n from fsrs_review_logs where id in ${sql(reviews)} group by id`
      : [];
    differs(
      'reviews applied, once each',
      reviews.toSorted(),
      reviewed
        .filter((row) => row.n === 1)
        .map((row) => row.id)
        .toSorted(),
    );
    const importedRows = imports.length
      ? await sql<{id: string}[]>`select id from vocabulary_items where id in ${sql(imports)}`
      : [];
    differs('imported words, once each', imports.toSorted(), importedRows.map((row) => row.id).toSorted());
    const refusedReviews = writes
      .filter((write) => write.kind === 'review' && !reviews.includes(write.id))
      .map((write) => write.id);
    if (refusedReviews.length && (await sql`select 1 from fsrs_review_logs where id in ${sql(refusedReviews)}`).length)
      violations.push('a refused review left a log');
    return violations;
  }

  async function run(lane: Lane, history: History): Promise<string[]> {
    const number = ++historyNumber;
    const started = Date.now();
    const marks: string[] = [];
    const mark = (what: string) => marks.push(`${what} ${Date.now() - started}`);
    await sql`delete from test_faults.unavailable where key in (${lane.learner.id}, ${String(lane.deckID)})`;
    await refillDeck(lane);
    const devices = lane.devices.slice(0, history.devices);
    const actors = [...devices, lane.editorDevice];
    // Every device shows the deck as it now is before the history starts.
    const shownBy = Date.now() + 20_000;
    while (
      (await Promise.all(actors.map((device) => liveItems(device.tab.zero, lane.deckID)))).some(
        (items) => items.length < 3,
      )
    ) {
      if (Date.now() > shownBy) throw new Error('the devices never showed the refilled deck');
      await sleep(50);
    }
    mark('ready');
    const before = await snapshot(lane);
    const writes: Made[] = [];
    const offline: Promise<void>[] = [];
    const orders = new Map<Device, number>();
    for (const [index, step] of history.steps.entries()) {
      await sleep(step.pause);
      const device = actors[Math.min(step.actor, actors.length - 1)]!;
      if ('fault' in step) {
        await playFault(lane, device, step.fault, offline);
        continue;
      }
      const kind =
        device === lane.editorDevice && !(EDITOR_KINDS as readonly string[]).includes(step.kind)
          ? EDITOR_KINDS[step.value % EDITOR_KINDS.length]!
          : step.kind;
      const order = (orders.get(device) ?? 0) + 1;
      const write = await makeWrite(
        lane,
        device,
        kind,
        step,
        `h${number}-${index}-${crypto.randomUUID().slice(0, 8)}`,
        order,
      );
      if (write) {
        orders.set(device, order);
        writes.push(write);
      }
    }
    mark('played');
    await Promise.all(offline);
    const quietBy = Date.now() + QUIET_WITHIN_MS;
    const waiting = async () =>
      (await Promise.all(actors.map(async (device) => [device.name, await device.unsettled()] as const))).filter(
        ([, count]) => count > 0,
      );
    for (let left = await waiting(); left.length; left = await waiting()) {
      if (Date.now() > quietBy)
        return [
          `writes still waiting after ${QUIET_WITHIN_MS / 1000} s: ${left.map(([name, count]) => `${name} ${count}`).join(', ')}`,
        ];
      await sleep(100);
    }
    mark('quiet');
    stats.histories++;
    stats.writes += writes.length;
    const violations = writes.length ? await check(lane, before, writes, actors) : [];
    stats.violations += violations.length;
    for (const device of actors) await device.dismissConflicts();
    mark('checked');
    if (process.env.WRITE_HISTORY_PROGRESS) {
      console.log(
        `${marks.join(', ')}: ${history.steps.map((step) => ('fault' in step ? step.fault : step.kind)).join(' ')}`,
      );
      if (Date.now() - started > 5000)
        for (const device of actors) console.log(`  ${device.name}:\n    ${device.events.slice(-8).join('\n    ')}`);
    }
    return violations;
  }

  /** Makes `count` lanes, and lets the tests make a lane's writes fail for a while: a trigger fails them with a
   * serialization failure (the server answers server-unavailable, as while Postgres restarts) while a row of
   * test_faults.unavailable says so. */
  async function setUp(count: number): Promise<Lane[]> {
    await sql.unsafe(`
      create schema if not exists test_faults;
      create table if not exists test_faults.unavailable (key text primary key, until timestamptz not null);
      create or replace function test_faults.fail_if_unavailable() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_faults.unavailable where key = to_jsonb(new)->>tg_argv[0] and until > clock_timestamp()) then
          raise exception 'test: this write cannot be taken now' using errcode = '40001';
        end if;
        return new;
      end $$;`);
    for (const [table, column] of FAULTY_TABLES) {
      await sql.unsafe(
        `create or replace trigger test_faults_unavailable before insert or update on ${table} for each row execute function test_faults.fail_if_unavailable('${column}')`,
      );
    }
    for (let index = 0; index < count; index++) lanes.push(await newLane(index));
    return lanes;
  }

  async function close() {
    for (const lane of lanes) for (const device of [...lane.devices, lane.editorDevice]) await device.close();
    await closeAll();
    await sql.end();
  }

  return {setUp, run, close, stats};
}
