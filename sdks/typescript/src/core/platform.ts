// Hand-written. Runtime detection for the telemetry header and environment variables.
import { BROWSER_CLIENT_HEADER, SDK_LANGUAGE, USER_AGENT_FORMAT, USER_AGENT_HEADER, VERSION } from '../generated/constants';

export interface RuntimeInfo {
  /** `node`, `deno`, `bun`, a browser name (`chrome`, `firefox`, `safari`, `edge`), `edge-runtime` or `unknown`. */
  runtime: string;
  version: string;
  os: string;
  browser: boolean;
}

type Globals = {
  process?: { versions?: Record<string, string | undefined>; platform?: string; env?: Record<string, string | undefined> };
  Deno?: { version?: { deno?: string }; build?: { os?: string } };
  Bun?: { version?: string };
  EdgeRuntime?: unknown;
  navigator?: { userAgent?: string };
  window?: unknown;
  document?: unknown;
};

const g = globalThis as unknown as Globals;

function normaliseOs(os: string | undefined): string {
  if (!os) return 'unknown';
  const lower = os.toLowerCase();
  if (lower === 'win32' || lower.startsWith('windows')) return 'windows';
  if (lower === 'mac' || lower === 'macos' || lower === 'macintosh') return 'darwin';
  return lower;
}

const info = (runtime: string, version = 'unknown', os = 'unknown', browser = false): RuntimeInfo => ({ runtime, version, os, browser });

/** Browsers by their user agent, the first match wins (Edge and Chrome mention Safari, Edge mentions Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'edge'],
  [/Firefox\/([\d.]+)/, 'firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'chrome'],
  [/Version\/([\d.]+).*Safari\//, 'safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'android'],
  [/iPhone|iPad|iPod/, 'ios'],
  [/Windows/, 'windows'],
  [/Mac OS X|Macintosh/, 'darwin'],
  [/CrOS/, 'chromeos'],
  [/Linux/, 'linux'],
];

export function browserInfo(ua: string): RuntimeInfo {
  let runtime = 'browser';
  let version: string | undefined;
  for (const [re, name] of BROWSERS) if (!version && (version = re.exec(ua)?.[1])) runtime = name;
  return info(runtime, version, SYSTEMS.find(([re]) => re.test(ua))?.[1], true);
}

export function detectRuntime(): RuntimeInfo {
  if (g.Deno?.version?.deno) return info('deno', g.Deno.version.deno, normaliseOs(g.Deno.build?.os));
  if (g.Bun?.version) return info('bun', g.Bun.version, normaliseOs(g.process?.platform));
  // A Worker offers process.versions.node (nodejs_compat) but is not Node.js: it names itself here.
  if (g.navigator?.userAgent === 'Cloudflare-Workers') return info('workerd');
  if (g.process?.versions?.['node']) return info('node', g.process.versions['node'], normaliseOs(g.process.platform));
  if (g.EdgeRuntime !== undefined) return info('edge-runtime');
  if (g.window !== undefined && g.document !== undefined && typeof g.navigator?.userAgent === 'string') return browserInfo(g.navigator.userAgent);
  return info('unknown');
}

/**
 * The telemetry header and its value, in the rules' format. Browsers do not let scripts set the usual
 * header, so there the same value goes in the rules' browser header.
 */
export function clientHeader(info: RuntimeInfo = detectRuntime(), version: string = VERSION): [name: string, value: string] {
  const values: Record<string, string> = { language: SDK_LANGUAGE, version, runtime: info.runtime, runtime_version: info.version, os: info.os };
  const value = USER_AGENT_FORMAT.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return [info.browser ? BROWSER_CLIENT_HEADER : USER_AGENT_HEADER, value];
}

/** An environment variable (trimmed; empty counts as unset), where the runtime has them. */
export function readEnv(name: string): string | undefined {
  let value: string | undefined;
  try {
    value = g.process?.env?.[name];
  } catch {
    value = undefined; // e.g. Deno without --allow-env
  }
  value = value?.trim();
  return value ? value : undefined;
}
