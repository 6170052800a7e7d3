// `npm run bench:load-curve`: how the cost of a write grows with the work (issue 25, point 7). Two curves, each
// point run through the product (one zero-cache) and through Zero's floor at the same offered load:
//  1. learners: 25, 50 and 100 learners (LOAD_CURVE_LEARNERS), each answering CURVE_RATE times a second (2; on a slow
//     hour of this host, 100 learners saturate both stacks);
//  2. collection size: CURVE_COLLECTION_LEARNERS learners (5), each with 1,000, 10,000 and 50,000 due cards
//     (LOAD_CURVE_CARDS) seeded before they connect, syncing the review page's due query; the floor's table holds
//     as many rows, and each of its clients syncs one.
// Prints, for each point: answers acknowledged per second, ack p95, CPU per write (all parts, and each part's),
// zero-cache's memory per client group and at its peak, and how long the learners' first sync took.
import {loadCatalogue} from '../server/catalogue/build-catalogue.ts';
import {runProductLoad, type LoadResult} from './product-load.ts';
import {runFloorLoad} from './floor-load-run.ts';
import {ackP95, cpuPerWrite, PARTS, partCPUPerWrite, perSecond, printMachine} from './load-table.ts';

const PORT = 3500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const FLOOR_PORT = PORT + 60;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const RATE = Number(process.env.CURVE_RATE ?? 2);
const numbers = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number) : fallback);
const LEARNER_COUNTS = numbers(process.env.LOAD_CURVE_LEARNERS, [25, 50, 100]);
const CARD_COUNTS = numbers(process.env.LOAD_CURVE_CARDS, [1_000, 10_000, 50_000]);
const COLLECTION_LEARNERS = Number(process.env.CURVE_COLLECTION_LEARNERS ?? 5);

type Point = {label: string; product: LoadResult; floor: LoadResult};

const itemKeys = [...(await loadCatalogue()).vocabulary.keys()].slice(0, 200);

async function point(label: string, learners: number, cardsPerLearner: number): Promise<Point> {
  const options = {port: PORT, learners, rate: RATE, seconds: SECONDS};
  const product = await runProductLoad({...options, label: 'product', itemKeys, cardsPerLearner});
  const floor = await runFloorLoad({...options, port: FLOOR_PORT, seedRows: learners * cardsPerLearner});
  return {label, product, floor};
}

function printCurve(title: string, points: readonly Point[]) {
  const pair =
    (of: (result: LoadResult) => number, digits = 1) =>
    (each: Point) =>
      `${of(each.product).toFixed(digits)} / ${of(each.floor).toFixed(digits)} (×${(of(each.product) / of(each.floor)).toFixed(2)})`;
  const rows: [string, ...string[]][] = [
    [title, ...points.map((each) => each.label)],
    ['offered / s', ...points.map((each) => String(each.product.sent / each.product.seconds))],
    ['acknowledged / s, product / floor', ...points.map(pair(perSecond))],
    ['ack p95 ms, product / floor', ...points.map(pair(ackP95))],
    ['CPU per write ms, all parts, product / floor', ...points.map(pair(cpuPerWrite))],
    ...PARTS.map((part): [string, ...string[]] => [
      `CPU per write ms, ${part}, product / floor`,
      ...points.map(pair(partCPUPerWrite(part))),
    ]),
    ['zero-cache MB per client group, product / floor', ...points.map(pair((r) => r.zeroCacheMBPerClientGroup, 2))],
    ['zero-cache peak MB, product / floor', ...points.map(pair((r) => r.peakMB['zero-cache'], 0))],
    ['first sync of every learner ms, product / floor', ...points.map(pair((r) => r.syncMs, 0))],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('');
  for (const row of rows) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
}

printMachine();
const byLearners: Point[] = [];
for (const learners of LEARNER_COUNTS) byLearners.push(await point(`${learners} learners`, learners, 0));
printCurve(`learners, ${RATE} answers/s each`, byLearners);

const byCards: Point[] = [];
for (const cards of CARD_COUNTS)
  byCards.push(await point(`${cards.toLocaleString('en')} cards`, COLLECTION_LEARNERS, cards));
printCurve(`${COLLECTION_LEARNERS} learners' collections, ${RATE} answers/s each`, byCards);
printCurve(`learners, ${RATE} answers/s each`, byLearners);
printMachine();
process.exit(0);
