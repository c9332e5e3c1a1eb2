// Go source text the generator writes: doc comments wrapped like gofmt'd code, string literals,
// indented blocks. Layout beyond this is gofmt's (format.ts).

/** A Go doc comment, wrapped at about 100 columns. */
export function comment(text: string, indent = ''): string {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    if (lines.length) lines.push(`${indent}//`);
    const isList = /^\s*[-|]/m.test(paragraph);
    if (isList) {
      for (const line of paragraph.split('\n')) lines.push(`${indent}// ${line.trim()}`.trimEnd());
      continue;
    }
    let line = '';
    for (const w of paragraph.split(/\s+/)) {
      if (line && line.length + w.length + 1 > 96) {
        lines.push(`${indent}// ${line}`);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    if (line) lines.push(`${indent}// ${line}`);
  }
  return lines.join('\n');
}

export function indentComment(text: string): string {
  return comment(text, '\t');
}

export function commentBlock(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `// ${l}` : '//'))
    .join('\n');
}

export function indentBlock(text: string, indent: string): string {
  return text
    .split('\n')
    .map((l) => (l ? indent + l : l))
    .join('\n');
}

/** A Go string literal: raw when it can be. */
export function goString(s: string): string {
  return s.includes('`') ? JSON.stringify(s) : `\`${s}\``;
}
