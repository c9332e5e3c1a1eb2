import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, whatever the caller's working directory. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTRACT = join(ROOT, 'openapi', 'openapi.yaml');
export const BIN = join(ROOT, 'node_modules', '.bin');
