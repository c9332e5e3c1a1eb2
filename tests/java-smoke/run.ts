// The java-client suite: builds clients/java with Maven (offline, .cache/m2), then runs tests/java-smoke/Smoke.java
// with the JDK's source launcher (no build of its own) against a fresh reference server on a free loopback port,
// which it stops afterwards. The program checks both answer modes (current and next-minor) in two sandbox worlds.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildJavaClient } from '../../scripts/lib/java-client.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { startReference } from '../../scripts/lib/servers.ts';

const build = buildJavaClient();
console.log(`java-client: mvn package in ${build.seconds.toFixed(1)} s: ${relative(ROOT, build.jar)} (${statSync(build.jar).size} bytes), ${build.classpath.length} runtime jars`);

const server = await startReference();
let code: number;
try {
  const child = spawn('java', ['-cp', [build.jar, ...build.classpath].join(':'), join(ROOT, 'tests', 'java-smoke', 'Smoke.java')], {
    stdio: 'inherit',
    env: { ...process.env, ORBIT_BASE_URL: server.url },
  });
  code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
} finally {
  await server.stop();
}
if (code !== 0) console.error(`java-client: the smoke program failed (exit ${code}); reference server output:\n${server.output().slice(-4000)}`);
process.exit(code);
