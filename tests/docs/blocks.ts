// The fenced code blocks of a Markdown document and their `<!-- not-runnable: reason -->` markers
// (docs/sdk-design.md §7). Fences follow CommonMark: three or more backticks or tildes, indented or not
// (a fence inside a list item is indented like the item's text, and its content loses that indentation),
// closed by a fence of the same character at least as long; an info string (its first word is the
// language) may follow an opening fence, but a backtick fence's info string holds no backtick. A longer
// outer fence keeps the fences inside it as text. Dependency-free: sdks/typescript/scripts imports it too.

export interface DocBlock {
  /** The document, as the caller named it (e.g. `sdks/go/README.md`). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The whole info string after the opening fence (`ts title="x"`), trimmed. */
  info: string;
  /** The info string's first word, lower-case; '' when the fence has none. */
  language: string;
  /** The block's text without the fence's indentation, ending with a newline (empty for an empty block). */
  code: string;
  /** The reason of a well-formed marker on the line right before the fence. */
  notRunnable?: string;
  /** What is wrong with a marker on the line right before the fence (e.g. it gives no reason). */
  markerProblem?: string;
  /** The nearest heading or bold lead-in above the block (e.g. `Install`, `PHP offline, with Debian's packages`). */
  section: string;
}

export interface DocProblem {
  file: string;
  line: number;
  problem: string;
}

export interface Extraction {
  blocks: DocBlock[];
  /** Mistakes that belong to no block: a fence that never closes, a marker that marks nothing. */
  problems: DocProblem[];
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
const MARKER_FORM = '<!-- not-runnable: <reason> -->';

/**
 * Reads a marker line. Anything that starts like a marker but is not `<!-- not-runnable: reason -->`
 * with a non-empty reason is a problem, so a typo can never silently mark (or unmark) a block.
 */
export function parseMarker(line: string): { reason: string } | { problem: string } | undefined {
  const text = line.trim();
  if (!/^<!--\s*not[-_ ]?runnable/i.test(text)) return undefined;
  const wellFormed = /^<!--\s*not-runnable:\s*(.*?)\s*-->$/.exec(text);
  if (!wellFormed) return { problem: `a malformed not-runnable marker (write ${MARKER_FORM}): ${text}` };
  if (!wellFormed[1]) return { problem: `a not-runnable marker without a reason (write ${MARKER_FORM}): ${text}` };
  return { reason: wellFormed[1] };
}

function opening(line: string): { indent: string; fence: string; info: string } | undefined {
  const m = OPENING.exec(line);
  if (!m) return undefined;
  const [, indent, fence, rest] = m as unknown as [string, string, string, string];
  if (fence[0] === '`' && rest.includes('`')) return undefined; // inline code such as ```a``` is not a fence
  return { indent, fence, info: rest.trim() };
}

function closes(line: string, fence: string): boolean {
  const m = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line);
  return !!m && m[1]![0] === fence[0] && m[1]!.length >= fence.length;
}

/** Removes up to `indent.length` leading spaces or tabs (CommonMark strips the opening fence's indentation). */
function dedent(line: string, indent: string): string {
  let i = 0;
  while (i < indent.length && (line[i] === ' ' || line[i] === '\t')) i++;
  return line.slice(i);
}

/** Every fenced block of `markdown`, with its marker, and the problems found on the way. */
export function extractBlocks(file: string, markdown: string): Extraction {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: DocBlock[] = [];
  const problems: DocProblem[] = [];
  let section = '';
  let pendingMarker: { line: number; parsed: { reason: string } | { problem: string } } | undefined;
  const dropPendingMarker = () => {
    if (pendingMarker) problems.push({ file, line: pendingMarker.line, problem: 'a not-runnable marker that is not on the line right before a fence marks nothing' });
    pendingMarker = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = opening(line);
    if (!open) {
      const marker = parseMarker(line);
      if (marker) {
        dropPendingMarker();
        pendingMarker = { line: i + 1, parsed: marker };
        continue;
      }
      if (line.trim()) dropPendingMarker();
      const lead = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1] ?? /^\s*\*\*([^*]+)\*\*/.exec(line)?.[1];
      if (lead) section = lead.trim();
      continue;
    }
    // The marker counts only on the line right before the fence.
    const marker = pendingMarker && pendingMarker.line === i ? pendingMarker.parsed : undefined;
    if (pendingMarker && !marker) dropPendingMarker();
    pendingMarker = undefined;

    let end = i + 1;
    while (end < lines.length && !closes(lines[end]!, open.fence)) end++;
    if (end >= lines.length) {
      problems.push({ file, line: i + 1, problem: `a ${open.fence} fence that never closes` });
      break;
    }
    const body = lines.slice(i + 1, end).map((l) => dedent(l, open.indent));
    blocks.push({
      file,
      line: i + 1,
      info: open.info,
      language: (open.info.split(/\s+/)[0] ?? '').replace(/^\{?\.?/, '').replace(/\}$/, '').toLowerCase(),
      code: body.length ? body.join('\n') + '\n' : '',
      section,
      ...(marker && 'reason' in marker ? { notRunnable: marker.reason } : {}),
      ...(marker && 'problem' in marker ? { markerProblem: marker.problem } : {}),
    });
    i = end;
  }
  dropPendingMarker();
  return { blocks, problems };
}
