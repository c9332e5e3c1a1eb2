// Debian's nginx (installed by `scripts/bootstrap deploy`) in front of reference-server replicas on
// loopback, with the configuration the archive ships (nginx-config.ts) at the caller's ports, in a
// prefix directory of its own: what the replica tests and the bench start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/servers.ts';
import { nginxConfig } from './nginx-config.ts';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  /** Stops nginx and removes its prefix directory. */
  stop: () => Promise<void>;
}

/** Starts nginx for `replicas` (`host:port` each) and resolves once it answers `probePath`. */
export async function startNginx({ replicas, workers = 1, probePath = '/api/user/packages' }: { replicas: string[]; workers?: number; probePath?: string }): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/bootstrap deploy`);
  const prefix = mkdtempSync(join(tmpdir(), 'orbit-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  const port = await freePort();
  writeFileSync(conf, nginxConfig({ listen: `127.0.0.1:${port}`, replicas, workers }));
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      spawnSync(NGINX, ['-p', prefix, '-c', conf, '-s', 'stop']);
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // Until nginx answers; at once when it exits (e.g. a configuration it refuses).
  for (;;) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) {
      await stop();
      throw new Error(`nginx exited (${nginx.signalCode ?? nginx.exitCode}): ${stderr}`);
    }
    try {
      await (await fetch(url + probePath)).arrayBuffer();
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
