// Imported first by main.tsx. Zod compiles object schemas with `new Function` when it may; its
// probe for that is caught, but under the server's Content-Security-Policy (no 'unsafe-eval')
// the browser still reports it as a violation. jitless skips the probe, and the compiling.
import { z } from 'zod';

z.config({ jitless: true });
