// The WaniKani and jpdb stand-in as a process of its own (the end-to-end suite's web servers start it before the
// stack, whose WANIKANI_API_URL and JPDB_API_URL point at it). SERVICES_STAND_IN_PORT: its port.
import {startKeyedServicesStandIn} from './service-stand-ins.ts';

const standIn = await startKeyedServicesStandIn(Number(process.env.SERVICES_STAND_IN_PORT));
console.log(`service stand-ins on ${standIn.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void standIn.stop().then(() => process.exit(0)));
