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

export function browserInfo(ua: string): RuntimeInfo {
  const pick = (re: RegExp) => re.exec(ua)?.[1];
  let runtime = 'browser';
  let version = 'unknown';
  const edge = pick(/Edg(?:e|A|iOS)?\/([\d.]+)/);
  const firefox = pick(/Firefox\/([\d.]+)/);
  const chrome = pick(/(?:Chrome|CriOS)\/([\d.]+)/);
  const safari = pick(/Version\/([\d.]+).*Safari\//);
  if (edge) [runtime, version] = ['edge', edge];
  else if (firefox) [runtime, version] = ['firefox', firefox];
  else if (chrome) [runtime, version] = ['chrome', chrome];
  else if (safari) [runtime, version] = ['safari', safari];
  let os = 'unknown';
  if (/Android/.test(ua)) os = 'android';
  else if (/iPhone|iPad|iPod/.test(ua)) os = 'ios';
  else if (/Windows/.test(ua)) os = 'windows';
  else if (/Mac OS X|Macintosh/.test(ua)) os = 'darwin';
  else if (/CrOS/.test(ua)) os = 'chromeos';
  else if (/Linux/.test(ua)) os = 'linux';
  return { runtime, version, os, browser: true };
}

export function detectRuntime(): RuntimeInfo {
  if (g.Deno?.version?.deno) return { runtime: 'deno', version: g.Deno.version.deno, os: normaliseOs(g.Deno.build?.os), browser: false };
  if (g.Bun?.version) return { runtime: 'bun', version: g.Bun.version, os: normaliseOs(g.process?.platform), browser: false };
  if (g.process?.versions?.['node']) {
    return { runtime: 'node', version: g.process.versions['node']!, os: normaliseOs(g.process.platform), browser: false };
  }
  if (g.EdgeRuntime !== undefined) return { runtime: 'edge-runtime', version: 'unknown', os: 'unknown', browser: false };
  if (g.window !== undefined && g.document !== undefined && typeof g.navigator?.userAgent === 'string') {
    return browserInfo(g.navigator.userAgent);
  }
  return { runtime: 'unknown', version: 'unknown', os: 'unknown', browser: false };
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
