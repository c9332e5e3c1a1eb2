// Hand-written. The Node.js code of src/node-runtime.ts as the main entry loads it: on first use, only where
// a call needs it, so its bundle (what browsers and Workers load) carries none of it.
import { OrbitError } from './errors';
import { readEnv } from './platform';

/** The module, or an OrbitError where the runtime cannot load it (a browser, a Worker's bundle without it). */
export const nodeRuntime = (): Promise<typeof import('../node-runtime')> =>
  import('../node-runtime').catch((cause) => {
    throw new OrbitError('Needs Node.js, Bun or Deno; in a browser read the answer with blob(), bytes() or pipeTo() a web stream', { cause });
  });

/**
 * Node.js's fetch ignores the environment's proxy (Bun's and Deno's honour it): where a proxy variable is set,
 * a fetch that sends each call through the Node.js code's fetch of the environment's proxy settings.
 */
export const environmentProxy = (runtime: string): typeof fetch | undefined =>
  runtime === 'node' && ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'].some((name) => readEnv(name))
    ? (input, init) => nodeRuntime().then((node) => node.environmentFetch()(input, init))
    : undefined;
