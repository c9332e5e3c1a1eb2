// The API portal shipped in the release archive under docs/ (issue 23): Scalar's API reference
// (@scalar/api-reference's standalone browser bundle, shipped beside the page) over a copy of the
// contract that carries every operation's code samples in the four SDKs and curl (x-codeSamples, from
// portal-samples.ts) and names the local reference server for "Try it"; and the guides (the archive
// README, each SDK's README and api.md) rendered with markdown-it. Opened from the unpacked archive as
// file://…/docs/index.html it needs no network: the script and the contract load as classic scripts,
// no web fonts, no telemetry, no proxy, nothing but the page's own files and the local server.
// Deterministic: the output depends only on its inputs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import { githubSlug } from '../../generators/lib/api-doc.ts';
import type { SdkModel } from '../../generators/model/index.ts';
import { ROOT } from './paths.ts';
import { codeSamples } from './portal-samples.ts';

type Node = { [key: string]: any };

/** The portal's folder inside the archive. */
export const PORTAL_DIR = 'docs';
/** Where "Try it" sends requests by default: the bundled reference server's default address. */
export const LOCAL_SERVER = 'http://127.0.0.1:4020';
/** The Scalar bundle as shipped (a classic script: module scripts do not load from file://). */
export const SCALAR_SCRIPT = 'scalar/standalone.js';
const SCALAR_PACKAGE = join(ROOT, 'node_modules', '@scalar', 'api-reference');

export interface Guide {
  /** The Markdown file's path inside the archive, e.g. `typescript/api.md`. */
  path: string;
  title: string;
  markdown: string;
}

export interface PortalInput {
  contract: Node;
  model: SdkModel;
  /** The guides, in the order the portal lists them. */
  guides: Guide[];
  /** How to start the bundled reference server from the folder that holds the archive's files. */
  serverCommand: string;
}

export interface PortalFile {
  /** Relative to the portal's folder (docs/). */
  path: string;
  content: string | Buffer;
}

/** The guide's page, relative to docs/: the archive path under guides/ with .html for .md. */
export const guidePage = (path: string) => `guides/${path.replace(/\.md$/, '.html')}`;

/** The contract copy the portal shows: code samples on every operation, the local server first, the guides linked. */
export function portalContract(input: PortalInput): Node {
  const copy: Node = structuredClone(input.contract);
  const samples = codeSamples(input.model);
  for (const item of Object.values<Node>(copy.paths)) {
    for (const operation of Object.values<Node>(item)) {
      if (!operation?.operationId) continue;
      const list = samples.get(operation.operationId);
      if (!list) throw new Error(`portal: no code samples for ${operation.operationId}`);
      operation['x-codeSamples'] = list;
    }
  }
  copy.servers = [
    { url: LOCAL_SERVER, description: `local reference server (start it with \`${input.serverCommand}\`, or \`npm run reference\` in the repository)` },
    ...(copy.servers ?? []),
  ];
  const links = input.guides.map((g) => `- [${g.title}](${guidePage(g.path)})`).join('\n');
  copy.info.description = `${links}\n\n${copy.info.description ?? ''}`;
  return copy;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** markdown-it with GitHub's heading anchors and links between guides turned into links between their pages. */
function guideRenderer(guides: Guide[]): (guide: Guide) => string {
  const md = new MarkdownIt({ html: true, linkify: false });
  const shipped = new Set(guides.map((g) => g.path));
  md.core.ruler.push('github_anchors', (state) => {
    const seen = new Map<string, number>();
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const text = state.tokens[i + 1]?.children?.map((c) => c.content).join('') ?? '';
      const slug = githubSlug(text);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      token.attrSet('id', count ? `${slug}-${count}` : slug);
    });
  });
  const defaultLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  // `env.path`: the guide being rendered (its archive path), for links relative to it.
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const current = String((env as { path?: string } | undefined)?.path ?? "");
    const href = String(tokens[idx]!.attrGet('href') ?? '');
    if (href && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('#')) {
      const [file, anchor] = href.split('#', 2) as [string, string | undefined];
      const target = posix.normalize(posix.join(posix.dirname(current), file));
      const page = shipped.has(target) ? guidePage(target) : target;
      // From docs/guides/<dir>/page.html back to the archive's top: up through guides/ and docs/.
      const fromHere = posix.relative(posix.dirname(guidePage(current)), shipped.has(target) ? page : `../${page}`);
      tokens[idx]!.attrSet('href', `${fromHere}${anchor !== undefined ? `#${anchor}` : ''}`);
    }
    return defaultLink(tokens, idx, options, env, self);
  };
  return (guide) => md.render(guide.markdown, { path: guide.path });
}

function guideHtml(guide: Guide, body: string): string {
  const home = posix.relative(posix.dirname(guidePage(guide.path)), 'index.html');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(guide.title)}</title>
<style>
body { font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; max-width: 980px; margin: 0 auto; padding: 1rem 1.5rem 4rem; color: #1c1e21; }
nav { padding: .5rem 0 1rem; border-bottom: 1px solid #ddd; margin-bottom: 1rem; }
pre { background: #f6f8fa; padding: .8rem 1rem; overflow-x: auto; border-radius: 6px; }
code { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
:not(pre) > code { background: #f0f1f3; padding: .1rem .3rem; border-radius: 4px; }
table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: .35rem .6rem; text-align: left; vertical-align: top; }
a { color: #0a58ca; }
</style>
</head>
<body>
<nav><a href="${home}">API reference</a> · ${escapeHtml(guide.title)}</nav>
<main>
${body}</main>
</body>
</html>
`;
}

function indexHtml(title: string): string {
  // Everything Scalar would fetch by itself is off: its web fonts, telemetry, the request proxy
  // (Try it calls the chosen server directly; the reference server answers CORS), the AI agent, and
  // the generated clients (the samples are the SDKs' own, from x-codeSamples).
  const configuration = {
    withDefaultFonts: false,
    telemetry: false,
    hiddenClients: true,
    showDeveloperTools: 'never',
    documentDownloadType: 'none',
    agent: { disabled: true },
    mcp: { disabled: true },
    defaultOpenAllTags: true,
    theme: 'default',
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
#local-server { font: 14px/1.4 system-ui, sans-serif; padding: .45rem 1rem; background: #fff4d6; border-bottom: 1px solid #e7d19a; }
#local-server.running { background: #e3f6e5; border-color: #a6d8ac; }
#local-server code { font-family: ui-monospace, monospace; }
</style>
</head>
<body>
<div id="local-server" role="status">Try it sends requests to the local reference server at <code>${LOCAL_SERVER}</code>: checking whether it runs…</div>
<div id="app"></div>
<script src="openapi.js"></script>
<script src="${SCALAR_SCRIPT}"></script>
<script>
Scalar.createApiReference('#app', Object.assign({ content: window.ORBIT_PORTAL.contract }, ${JSON.stringify(configuration)}));
// Say whether Try it can reach the local reference server (a public operation, on loopback only).
(function () {
  var banner = document.getElementById('local-server');
  var local = ${JSON.stringify(LOCAL_SERVER)};
  var start = window.ORBIT_PORTAL.serverCommand;
  function show(running) {
    banner.className = running ? 'running' : '';
    banner.textContent = running
      ? 'Try it: the local reference server answers at ' + local + ' (the first server in each request\\'s list).'
      : 'Try it needs the local reference server at ' + local + ', which is not running: start it with ' + start + ' from the folder of the unpacked archive, then reload.';
  }
  fetch(local + '/api/user/packages', { cache: 'no-store' }).then(function (r) { show(r.ok); }, function () { show(false); });
})();
</script>
</body>
</html>
`;
}

/** Every file of the portal, relative to docs/. */
export function portalFiles(input: PortalInput): PortalFile[] {
  const contract = portalContract(input);
  const render = guideRenderer(input.guides);
  return [
    { path: 'index.html', content: indexHtml(`${contract.info.title} ${contract.info.version}: API reference`) },
    { path: 'openapi.js', content: `window.ORBIT_PORTAL = ${JSON.stringify({ contract, serverCommand: input.serverCommand })};\n` },
    { path: SCALAR_SCRIPT, content: readFileSync(join(SCALAR_PACKAGE, 'dist', 'browser', 'standalone.js')) },
    { path: 'scalar/LICENSE', content: scalarLicense() },
    ...input.guides.map((g) => ({ path: guidePage(g.path), content: guideHtml(g, render(g)) })),
  ];
}

/** Scalar's licence notice, which ships with its bundle (the package carries no licence file; its package.json names it). */
function scalarLicense(): string {
  const pkg = JSON.parse(readFileSync(join(SCALAR_PACKAGE, 'package.json'), 'utf8'));
  return `${pkg.name} ${pkg.version} (dist/browser/standalone.js): ${pkg.license} licence, ${pkg.repository?.url ?? pkg.homepage}\n`;
}

/** The guides of an archive staged in `stage`: its README, then each SDK's README and api.md. */
export function archiveGuides(stage: string, version: string, sdkFolders: readonly string[]): Guide[] {
  const names: Record<string, string> = { typescript: 'TypeScript', python: 'Python', php: 'PHP', go: 'Go' };
  const guide = (path: string, title: string): Guide => ({ path, title, markdown: readFileSync(join(stage, path), 'utf8') });
  return [
    guide('README.md', `Orbit SDKs ${version}: the release archive`),
    ...sdkFolders.flatMap((folder) => [guide(`${folder}/README.md`, `${names[folder] ?? folder} SDK`), guide(`${folder}/api.md`, `${names[folder] ?? folder} SDK: API reference (api.md)`)]),
  ];
}

/** Writes the portal into `<stage>/docs/`. */
export function writePortal(stage: string, input: PortalInput): void {
  for (const file of portalFiles(input)) {
    const path = join(stage, PORTAL_DIR, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
}
