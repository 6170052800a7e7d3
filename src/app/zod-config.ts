// zod compiles validators with `new Function` when it may, and probes for that on first use; the page's
// Content-Security-Policy forbids eval, and the caught probe would still be reported as a violation. Imported
// first by main.tsx, before any schema parses.
import {config} from 'zod';

config({jitless: true});
