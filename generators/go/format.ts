// gofmt over generated Go source: the generator's output is formatted exactly as `gofmt -l` expects.
import { execFileSync } from 'node:child_process';

/** gofmt of one file (or one example program); fails loudly on a syntax error. */
export function gofmt(source: string, what: string): string {
  try {
    return execFileSync('gofmt', [], { input: source, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    const numbered = source
      .split('\n')
      .map((l, i) => `${String(i + 1).padStart(4)} ${l}`)
      .join('\n');
    throw new Error(`generators/go: gofmt refused ${what}:\n${stderr}\n${numbered}`);
  }
}
