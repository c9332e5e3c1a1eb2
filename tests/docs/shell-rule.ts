// The rule that decides whether an unmarked `sh`/`bash`/`shell` block may run (tests/docs/README.md):
// only a session that talks to the reference server with curl and reads the answers with text tools.
// It runs with `bash -euo pipefail` in an empty temporary folder, so what the rule admits can neither
// install, start, write outside that folder nor reach another host. The checker is deliberately small and
// conservative: whatever it does not understand (here-documents, backticks, subshells, functions, loops,
// file redirections, other commands, other URLs) makes the block need a marker, with the reason given.

/** Commands a runnable shell block may call besides curl: they only read their input and print. */
export const TEXT_TOOLS = ['jq', 'echo', 'printf', 'test', 'grep', 'head', 'tail', 'wc', 'sort', 'tr', 'cut'];

/** The one base URL a curl in a runnable block may call (every path below it is fine). */
const BASE = /^(\$ORBIT_BASE_URL|\$\{ORBIT_BASE_URL\})(\/|\?|$)/;

/** curl options that take a value (the value is not a URL), and options that take none. */
const CURL_WITH_VALUE = new Set([
  '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--json',
  '-u', '--user', '-A', '--user-agent', '-w', '--write-out', '-m', '--max-time', '--connect-timeout', '--retry', '-e', '--referer',
]);
const CURL_FLAGS = new Set(['-s', '--silent', '-S', '--show-error', '-f', '--fail', '--fail-with-body', '-i', '--include', '-v', '--verbose', '-G', '--get', '--compressed', '-N', '--no-buffer', '-I', '--head']);
const SHORT_FLAGS = new Set(['s', 'S', 'f', 'i', 'v', 'G', 'N', 'I']);
const SHORT_WITH_VALUE = new Set(['X', 'H', 'd', 'u', 'A', 'w', 'm', 'e']);
/** Variables a block may not set: they would point curl (or bash) elsewhere. */
const PROTECTED = new Set(['ORBIT_BASE_URL', 'PATH', 'IFS', 'HOME', 'BASH_ENV', 'ENV', 'CURL_HOME', 'LD_PRELOAD', 'LD_LIBRARY_PATH', 'http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'all_proxy']);
/** Redirections that touch no file. */
const HARMLESS_REDIRECTIONS = new Set(['>/dev/null', '2>/dev/null', '2>&1', '>&2', '1>&2', '&>/dev/null']);

interface Word {
  /** The word without its quotes (substitutions replaced by `$(…)`). */
  text: string;
  /** Some of it was quoted (so a `>` in it is text, not a redirection). */
  quoted: boolean;
}

/** Splits one logical line into commands and words; checks every command substitution recursively. */
class Scanner {
  private i = 0;
  constructor(private readonly s: string) {}

  /** Parses a command list until the end (or a `)` closing a substitution); returns a problem or the commands. */
  list(inSubstitution: boolean): string | Word[][] {
    const commands: Word[][] = [];
    let words: Word[] = [];
    let word: string | undefined;
    let quoted = false;
    const endWord = () => {
      if (word !== undefined) words.push({ text: word, quoted });
      word = undefined;
      quoted = false;
    };
    const endCommand = () => {
      endWord();
      commands.push(words);
      words = [];
    };
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (c === "'") {
        const close = this.s.indexOf("'", this.i + 1);
        if (close < 0) return 'an unclosed single quote';
        word = (word ?? '') + this.s.slice(this.i + 1, close);
        quoted = true;
        this.i = close + 1;
      } else if (c === '"') {
        this.i++;
        let text = '';
        while (this.i < this.s.length && this.s[this.i] !== '"') {
          const d = this.s[this.i]!;
          if (d === '\\') {
            text += this.s.slice(this.i, this.i + 2);
            this.i += 2;
          } else if (d === '`') return 'backticks (use $(…))';
          else if (d === '$' && this.s[this.i + 1] === '(') {
            const inner = this.substitution();
            if (typeof inner === 'string') return inner;
            text += '$(…)';
          } else {
            text += d;
            this.i++;
          }
        }
        if (this.s[this.i] !== '"') return 'an unclosed double quote';
        this.i++;
        word = (word ?? '') + text;
        quoted = true;
      } else if (c === '\\') {
        word = (word ?? '') + this.s.slice(this.i + 1, this.i + 2);
        quoted = true;
        this.i += 2;
      } else if (c === '`') {
        return 'backticks (use $(…))';
      } else if (c === '$' && this.s[this.i + 1] === '(') {
        if (this.s[this.i + 2] === '(') return 'arithmetic $((…))';
        const inner = this.substitution();
        if (typeof inner === 'string') return inner;
        word = (word ?? '') + '$(…)';
      } else if (c === ')') {
        if (!inSubstitution) return 'a `)` outside a command substitution';
        endCommand();
        return commands;
      } else if (c === ' ' || c === '\t') {
        endWord();
        this.i++;
      } else if (c === '#' && word === undefined) {
        break; // a comment
      } else if (c === '|' || c === ';' || c === '&') {
        const two = this.s.slice(this.i, this.i + 2);
        if (c === '&' && two !== '&&') {
          if (two === '&>' && word === undefined) {
            word = c;
            this.i++;
            continue;
          }
          if (word !== undefined && /^[12]?>$/.test(word)) {
            word += c;
            this.i++;
            continue;
          }
          return 'a background job (`&`)';
        }
        if (two === ';;') return '`;;` (case statements)';
        endCommand();
        this.i += two === '&&' || two === '||' ? 2 : 1;
      } else if (c === '>') {
        // An unquoted `>` ends the word before it (unless that is a file descriptor: `2>`) and starts a redirection.
        if (word !== undefined && (quoted || !/^\d$/.test(word))) endWord();
        word = (word ?? '') + c;
        this.i++;
      } else if (c === '(') {
        return 'a subshell or function definition (`(`)';
      } else if (c === '<') {
        return this.s[this.i + 1] === '<' ? 'a here-document or here-string (`<<`)' : 'an input redirection (`<`)';
      } else {
        word = (word ?? '') + c;
        this.i++;
      }
    }
    if (inSubstitution) return 'an unclosed $(…)';
    endCommand();
    return commands;
  }

  /** At `$(`: parses and checks the substitution's commands, leaves the position after its `)`. */
  private substitution(): string | undefined {
    this.i += 2;
    const inner = this.list(true);
    if (typeof inner === 'string') return inner;
    this.i++; // the closing parenthesis
    for (const command of inner) {
      const problem = commandProblem(command);
      if (problem) return problem;
    }
    return undefined;
  }
}

function curlProblem(args: string[]): string | undefined {
  let urls = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--url') {
      if (!BASE.test(args[++i] ?? '')) return `curl --url ${args[i] ?? ''}: a runnable block calls only $ORBIT_BASE_URL`;
      urls++;
    } else if (CURL_WITH_VALUE.has(arg)) {
      i++;
    } else if (CURL_FLAGS.has(arg)) {
      // nothing to check
    } else if (/^-[A-Za-z]+$/.test(arg)) {
      const letters = [...arg.slice(1)];
      const last = letters.pop()!;
      if (!letters.every((l) => SHORT_FLAGS.has(l))) return `curl ${arg}: an option the docs rule does not know`;
      if (SHORT_WITH_VALUE.has(last)) i++;
      else if (!SHORT_FLAGS.has(last)) return `curl ${arg}: an option the docs rule does not know`;
    } else if (arg.startsWith('-')) {
      return `curl ${arg.split('=')[0]}: an option the docs rule does not allow (files, proxies, other hosts)`;
    } else if (BASE.test(arg)) {
      urls++;
    } else {
      return `curl ${arg}: a runnable block calls only $ORBIT_BASE_URL`;
    }
  }
  return urls ? undefined : 'curl without a $ORBIT_BASE_URL address';
}

function commandProblem(words: Word[]): string | undefined {
  // Redirections (unquoted words starting with `>`, `2>`, `&>`): only those that touch no file;
  // `> /dev/null` is the same as `>/dev/null`.
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const { text, quoted } = words[i]!;
    if (quoted || !/^(\d|&)?>/.test(text)) {
      rest.push(text);
      continue;
    }
    const redirection = /^(\d|&)?>$/.test(text) && i + 1 < words.length ? text + words[++i]!.text : text;
    if (!HARMLESS_REDIRECTIONS.has(redirection)) return `the redirection ${redirection} (only >/dev/null, 2>/dev/null, 2>&1 and >&2)`;
  }
  let k = 0;
  if (rest[0] === 'export') k = 1;
  for (let name: string | undefined; (name = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(rest[k] ?? '')?.[1]); k++) {
    if (PROTECTED.has(name)) return `setting ${name}`;
  }
  if (k >= rest.length) return rest[0] === 'export' && rest.length === 1 ? '`export` without an assignment' : undefined;
  if (rest[0] === 'export') return '`export` of something other than an assignment';
  const name = rest[k]!;
  if (name === 'curl') return curlProblem(rest.slice(k + 1));
  if (name === 'sort' && rest.slice(k + 1).some((a) => /^(-[A-Za-z]*o|--output)/.test(a))) return 'sort -o (writes a file)';
  if (TEXT_TOOLS.includes(name)) return undefined;
  if (name === '') return 'an empty command';
  return `the command \`${name}\` (a runnable shell block calls only curl against $ORBIT_BASE_URL and ${TEXT_TOOLS.join(', ')})`;
}

/** Why a shell block may not run by itself (it then needs a marker), or undefined when it may. */
export function shellProblem(code: string): string | undefined {
  const logical = code.replace(/\\\n/g, ' ').split('\n');
  let commands = 0;
  for (const [index, line] of logical.entries()) {
    if (!line.trim()) continue;
    const parsed = new Scanner(line).list(false);
    if (typeof parsed === 'string') return `line ${index + 1}: ${parsed}`;
    for (const command of parsed) {
      if (!command.length) continue;
      const problem = commandProblem(command);
      if (problem) return `line ${index + 1}: ${problem}`;
      commands++;
    }
  }
  return commands ? undefined : 'no command';
}
