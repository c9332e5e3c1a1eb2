// Link and anchor checking for Markdown, offline, with GitHub's rules: relative links must name a file
// or folder that exists, and `#anchor`s must name a heading (GitHub's slug, `-1`, `-2` … for repeats) or an
// explicit `<a name>`/`id` of the target file. External links (http, https, mailto) cannot be checked
// without a network and are counted, not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Link {
  file: string;
  line: number;
  target: string;
}

export interface BrokenLink extends Link {
  reason: string;
}

export interface LinkReport {
  files: number;
  links: number;
  anchors: number;
  external: number;
  broken: BrokenLink[];
}

/** GitHub's heading anchor: lower-case; letters, digits, `-`, `_` and spaces kept; spaces become `-`. */
export function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text GitHub renders for a heading's Markdown (inline code, links, images, emphasis, HTML tags). */
export function headingText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .trim();
}

/** Lines of a Markdown file with fenced code blocks blanked (links inside code are not links). */
function proseLines(text: string): string[] {
  const lines = text.split('\n');
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** Every anchor a Markdown file offers: its headings' slugs (numbered like GitHub) and explicit ids. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  const lines = proseLines(text);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    // Setext headings: a line of text underlined by === or ---.
    if (heading === undefined && line.trim() && /^\s{0,3}(=+|-+)\s*$/.test(lines[i + 1] ?? '') && !/^\s*([-*+]\s|\d+\.\s|>|\|)/.test(line)) heading = line.trim();
    if (heading !== undefined) {
      const base = githubSlug(headingText(heading));
      const n = counts.get(base) ?? 0;
      counts.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s[^>]*\b(?:name|id)\s*=\s*"([^"]+)"/gi)) anchors.add(m[1]!);
  }
  return anchors;
}

/** The links of a Markdown file: inline links and images, reference definitions and HTML href/src. */
export function linksOf(file: string, text: string): Link[] {
  const links: Link[] = [];
  const lines = proseLines(text);
  lines.forEach((raw, index) => {
    const line = raw.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const m of line.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ file, line: index + 1, target: m[1]! });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s+".*")?\s*$/.exec(line);
    if (definition) links.push({ file, line: index + 1, target: definition[1]! });
    for (const m of line.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)\s*=\s*"([^"]+)"/gi)) links.push({ file, line: index + 1, target: m[1]! });
  });
  return links;
}

/**
 * Checks the links of `files` (absolute paths). `root` bounds relative links: a link that leaves it is
 * broken (it would be broken for whoever holds only this tree, e.g. the unpacked archive).
 */
export function checkMarkdown(files: string[], root: string): LinkReport {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsFor = (path: string): Set<string> => {
    let anchors = anchorCache.get(path);
    if (!anchors) anchorCache.set(path, (anchors = anchorsOf(readFileSync(path, 'utf8'))));
    return anchors;
  };
  const report: LinkReport = { files: files.length, links: 0, anchors: 0, external: 0, broken: [] };
  const rootAbs = resolve(root);
  for (const file of files) {
    for (const link of linksOf(file, readFileSync(file, 'utf8'))) {
      report.links++;
      const broken = (reason: string) => report.broken.push({ ...link, file: relative(rootAbs, file), reason });
      const target = link.target;
      if (!target) {
        broken('empty link target');
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        if (/^(https?|mailto):/i.test(target)) report.external++;
        else broken(`unsupported scheme in ${target}`);
        continue;
      }
      const hashAt = target.indexOf('#');
      const pathPart = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
      const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
      const path = pathPart ? (pathPart.startsWith('/') ? join(rootAbs, pathPart) : resolve(dirname(file), pathPart)) : file;
      if (relative(rootAbs, path).startsWith('..')) {
        broken(`${target} leaves ${relative(process.cwd(), rootAbs) || '.'}`);
        continue;
      }
      if (!existsSync(path)) {
        broken(`${pathPart} does not exist`);
        continue;
      }
      if (anchor === undefined) continue;
      report.anchors++;
      if (statSync(path).isDirectory() || !/\.(md|markdown)$/i.test(path)) {
        broken(`#${anchor} on ${pathPart || target}, which is not a Markdown file`);
        continue;
      }
      if (!anchorsFor(path).has(anchor)) broken(`no heading or anchor #${anchor} in ${relative(rootAbs, path)}`);
    }
  }
  return report;
}
