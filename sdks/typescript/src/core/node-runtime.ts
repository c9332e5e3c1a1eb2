// Hand-written. The Node.js code of src/node-runtime.ts as the main entry loads it: on first use, only where
// a call needs it, so its bundle (what browsers and Workers load) carries none of it.
import { OrbitError } from './errors';

/** The module, or an OrbitError where the runtime cannot load it (a browser, a Worker's bundle without it). */
export const nodeRuntime = (): Promise<typeof import('../node-runtime')> =>
  import('../node-runtime').catch((cause) => {
    throw new OrbitError('Needs Node.js, Bun or Deno; in a browser read the answer with blob(), bytes() or pipeTo() a web stream', { cause });
  });
