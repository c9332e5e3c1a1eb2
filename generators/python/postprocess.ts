// Post-processing of the Python SDK after openapi-generator (run from the repository root by
// scripts/generate.ts, or by hand: `npx tsx generators/python/postprocess.ts`).
//
// Mustache cannot compare strings, so the templates leave small markers that this script resolves:
//   `<line>  # orbit:drop-if A==B`   the line is dropped when A equals B, else the marker is removed
//                                    (x-sdk-actions: the body field an action fills in is no argument)
//   `#/components/schemas/Name`      a $ref read from a vendor extension becomes the model name `Name`
//   `orbit-kwargs(field)<json>orbit-kwargs-end`
//                                    a JSON request example becomes Python keyword arguments, without
//                                    `field` (README / docs examples; `-` as field drops nothing)
// Deterministic: the output depends on the generated files only.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const SDK = 'sdks/python';
const FILES = ['orbit_sdk/_resources.py', 'README.md', 'docs/Client.md'];

function pyLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`).join(', ')}}`;
}

function kwargs(field: string, json: string): string {
  const example = JSON.parse(json) as Record<string, unknown>;
  return Object.entries(example)
    .filter(([k]) => k !== field)
    .map(([k, v]) => `${k}=${pyLiteral(v)}`)
    .join(', ');
}

for (const file of FILES) {
  const path = join(SDK, file);
  if (!existsSync(path)) continue;
  const before = readFileSync(path, 'utf8');
  const lines: string[] = [];
  for (const line of before.split('\n')) {
    const marker = /\s+# orbit:drop-if (\S+)==(\S+)$/.exec(line);
    if (marker) {
      if (marker[1] === marker[2]) continue;
      lines.push(line.slice(0, marker.index));
    } else {
      lines.push(line);
    }
  }
  const after = lines
    .join('\n')
    .replace(/#\/components\/schemas\/([A-Za-z0-9_]+)/g, '$1')
    .replace(/orbit-kwargs\(([^)]*)\)([\s\S]*?)orbit-kwargs-end/g, (_m, field: string, json: string) => kwargs(field, json.trim()));
  if (after !== before) writeFileSync(path, after);
}
