// `npm run bench:load`: 50 learners (Node Zero clients, each its own account, each syncing its due cards as the
// review page does) grade cards, on the single zero-cache of `npm start`, on the multi-node topology
// (`ZERO_VIEW_SYNCERS=2`: one replication-manager, two view-syncers, the /zero proxy keeping each client group on
// one), and through Zero's floor (bench/zero-floor/floor-load.ts): what any Zero app costs here. Prints, side by
// side: mutations acknowledged per second, acknowledgement latency (mutate → the server's answer reaches the
// client) p50/p95/max, errors, the peak memory (PSS of each process tree) of the web server, zero-cache and
// Postgres, zero-cache's memory per client group, and the CPU time each part (and the learners' clients, in this
// process) used while answering: where the time goes. Then the same at a moderate rate on one zero-cache and on the
// floor, and the product's ratios to the floor (issue 25: throughput ≥ ×0.8, CPU per write ≤ ×1.25, ack p95 at
// 100/s ≤ ×1.5).
//
// Each learner sends at a fixed rate (LOAD_RATE per second, 7 by default: 350/s offered, more than the floor
// sustains on 2 cores; LOAD_MODERATE_RATE 2: 100/s), whether or not the last answer came back, so a server that
// falls behind shows as growing latency, not as a slower test.
import {loadCatalogue} from '../server/catalogue/build-catalogue.ts';
import {runProductLoad} from './product-load.ts';
import {runFloorLoad} from './floor-load-run.ts';
import {ackP95, cpuPerWrite, perSecond, printMachine, printTable, ratioLine} from './load-table.ts';

const PORT = 3500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const FLOOR_PORT = PORT + 60;
const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 7);
const MODERATE_RATE = Number(process.env.LOAD_MODERATE_RATE ?? 2);

const itemKeys = [...(await loadCatalogue()).vocabulary.keys()].slice(0, 200);
const load = {port: PORT, learners: LEARNERS, seconds: SECONDS, itemKeys};
const floorLoad = {port: FLOOR_PORT, learners: LEARNERS, seconds: SECONDS};
printMachine();

console.log(`\nSaturating: ${LEARNERS} learners × ${RATE} answers/s offered for ${SECONDS} s (${LEARNERS * RATE}/s)`);
const saturated = [
  await runProductLoad({...load, label: 'single zero-cache', rate: RATE}),
  await runProductLoad({
    ...load,
    label: 'replication-manager + 2 view-syncers',
    rate: RATE,
    env: {ZERO_VIEW_SYNCERS: '2'},
  }),
  await runFloorLoad({...floorLoad, rate: RATE}),
];
printTable(saturated);

console.log(
  `\nModerate: ${LEARNERS} learners × ${MODERATE_RATE} answers/s offered for ${SECONDS} s (${LEARNERS * MODERATE_RATE}/s)`,
);
const moderate = [
  await runProductLoad({...load, label: 'single zero-cache', rate: MODERATE_RATE}),
  await runFloorLoad({...floorLoad, rate: MODERATE_RATE}),
];
printTable(moderate);

const [product, , floor] = saturated as [(typeof saturated)[0], unknown, (typeof saturated)[0]];
const [calmProduct, calmFloor] = moderate as [(typeof moderate)[0], (typeof moderate)[0]];
console.log("\nThe product (single zero-cache) over Zero's floor, in this run:");
console.log(
  `  acknowledged per second at ${LEARNERS * RATE}/s offered: ${perSecond(product).toFixed(1)} / ${perSecond(floor).toFixed(1)} = ${ratioLine(perSecond(product) / perSecond(floor), {atLeast: 0.8})}`,
);
console.log(
  `  CPU per write, all parts, at ${LEARNERS * RATE}/s offered: ${cpuPerWrite(product).toFixed(1)} / ${cpuPerWrite(floor).toFixed(1)} ms = ${ratioLine(cpuPerWrite(product) / cpuPerWrite(floor), {atMost: 1.25})}`,
);
console.log(
  `  CPU per write, all parts, at ${LEARNERS * MODERATE_RATE}/s offered: ${cpuPerWrite(calmProduct).toFixed(1)} / ${cpuPerWrite(calmFloor).toFixed(1)} ms = ${ratioLine(cpuPerWrite(calmProduct) / cpuPerWrite(calmFloor), {atMost: 1.25})}`,
);
console.log(
  `  ack p95 at ${LEARNERS * MODERATE_RATE}/s offered: ${ackP95(calmProduct).toFixed(1)} / ${ackP95(calmFloor).toFixed(1)} ms = ${ratioLine(ackP95(calmProduct) / ackP95(calmFloor), {atMost: 1.5})}`,
);
printMachine();
process.exit(0);
