// The workerd column's driver (runners/typescript/workerd-bridge.ts + worker.ts, built by runtimes.ts's
// prepare()): the bridge speaks the driver protocol for a Worker it runs on the pinned workerd, the Worker
// answers from the built package, and at end of input the bridge stops workerd and exits 0.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { DriverProcess } from '../driver-process.ts';
import { driverEnv, prepare, runtimes } from '../runtimes.ts';

const tmp = mkdtempSync(join(tmpdir(), 'orbit-workerd-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the workerd driver', () => {
  it('answers hello from the Worker, refuses an unknown op, stops workerd and exits 0 at end of input', async () => {
    const workerd = runtimes(tmp).find((r) => r.id === 'ts-workerd')!;
    const problems = await prepare([workerd], tmp);
    expect(problems.get('ts-workerd')).toBeUndefined();
    const [command, args] = workerd.command();
    const driver = new DriverProcess(command, args, { cwd: ROOT, env: driverEnv(workerd) });
    const hello = await driver.request({ op: 'hello' }, 60_000);
    expect(hello).toMatchObject({ id: 1, ok: true, result: { sdk: 'typescript', runtime: 'workerd' } });
    const unknown = await driver.request({ op: 'dance' }, 60_000);
    expect(unknown).toMatchObject({ id: 2, ok: false, error: { kind: 'Protocol', sdkError: false } });
    expect(driver.cpuSeconds()).toBeGreaterThan(0);
    expect(await driver.close()).toEqual({ code: 0, signal: null });
    // No workerd of this configuration is left running (Linux /proc).
    const config = join(tmp, 'workerd', 'config.capnp');
    const running = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid)).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(config);
      } catch {
        return false;
      }
    });
    expect(running).toEqual([]);
  }, 120_000);
});
