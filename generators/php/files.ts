// The frame of every generated PHP file (PSR-12 header blocks: opening tag, the generated-file comment,
// strict types, namespace, imports), so each emitter only writes its class.
import { generatedHeader } from '../lib/generator.ts';
import { GENERATOR, NAMESPACE } from './php.ts';

/** A PHP file of `Orbit\Sdk\<sub>` (or the root namespace when `sub` is empty) holding `body`. */
export function phpFile(sub: string, imports: string[], body: string): string {
  const namespace = sub ? `${NAMESPACE}\\${sub}` : NAMESPACE;
  const uses = [...new Set(imports)].sort((a, b) => a.localeCompare(b));
  return [
    '<?php',
    '',
    generatedHeader('//', GENERATOR).trimEnd(),
    '',
    'declare(strict_types=1);',
    '',
    `namespace ${namespace};`,
    '',
    ...(uses.length ? [...uses.map((u) => `use ${u};`), ''] : []),
    body.trimEnd(),
    '',
  ].join('\n');
}
