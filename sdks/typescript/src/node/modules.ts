// Hand-written. Node.js's own modules for the Node.js entry, imported by a computed specifier: the main
// entry loads that entry lazily (only on Node.js), so a browser or Worker bundler that follows the main
// entry's import must not try to resolve `node:` modules (webpack refuses them for the web).

/** The Node.js module `name` (e.g. `node:http`), typed by the caller with the little it uses. */
export function nodeModule<T>(name: string): Promise<T> {
  return import(/* webpackIgnore: true */ /* @vite-ignore */ name) as Promise<T>;
}
