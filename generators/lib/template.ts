// The one placeholder filler of every generator's templates (README.md, package.json, composer.json …):
// `{{name}}` is replaced by its value, and a placeholder without a value is a mistake in the template,
// never left in a README (docs are code: a README never shows a placeholder).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';
import type { Language } from './generator.ts';

/** `generators/<language>/templates/<file>` with every `{{name}}` filled from `values`. */
export function fillTemplate(language: Language, file: string, values: Record<string, string | number>): string {
  const path = `generators/${language}/templates/${file}`;
  const template = readFileSync(join(ROOT, path), 'utf8');
  return fillPlaceholders(template, values, path);
}

/** Fills `{{name}}` placeholders of `text`; `where` names the template in the error. */
export function fillPlaceholders(text: string, values: Record<string, string | number>, where: string): string {
  const unknown = new Set<string>();
  const out = text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      unknown.add(whole);
      return whole;
    }
    return String(value);
  });
  if (unknown.size) throw new Error(`${where}: unknown placeholder${unknown.size > 1 ? 's' : ''} ${[...unknown].join(', ')}`);
  return out;
}
