// The Java client in the release: clients/java built with Maven (offline; scripts/lib/java-client.ts) from a copy in
// the release's work folder, every jar entry dated SOURCE_DATE_EPOCH (project.build.outputTimestamp), so two
// releases of one commit give the same jar. Its jar and pom go to the archive in a Maven repository's layout
// (artifacts/maven/<group as folders>/<artifact>/<version>/), which `mvn` can read as a file:// repository and
// which is what a deploy to Maven Central uploads; its readable sources to clients/java/.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildJavaClient, JAVA_CLIENT, type JavaClientBuild } from '../lib/java-client.ts';
import type { Artifact } from './artifact.ts';
import { readZip } from './inspect.ts';

/** The folder of the client in the repository and in the archive. */
export const JAVA_FOLDER = 'clients/java';

/** Where a Maven repository keeps one version of an artifact, relative to the repository's root. */
export function mavenPath(groupId: string, artifactId: string, version: string): string {
  return `${groupId.replace(/\./g, '/')}/${artifactId}/${version}`;
}

export interface JavaRelease {
  artifacts: Artifact[];
  build: JavaClientBuild;
}

/** Builds the client in `work`/java and writes its jar and pom under `out` (the archive's artifacts/maven). */
export function buildJava(epoch: string, work: string, out: string): JavaRelease {
  const dir = join(work, 'java');
  rmSync(dir, { recursive: true, force: true });
  cpSync(JAVA_CLIENT, dir, { recursive: true, filter: (src) => !src.startsWith(join(JAVA_CLIENT, 'target')) });
  const build = buildJavaClient(dir, new Date(Number(epoch) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const at = mavenPath(build.groupId, build.artifactId, build.version);
  mkdirSync(join(out, at), { recursive: true });
  const base = `${at}/${build.artifactId}-${build.version}`;
  cpSync(build.jar, join(out, `${base}.jar`));
  cpSync(join(dir, 'pom.xml'), join(out, `${base}.pom`));
  // The jar must open as a zip and hold the client's classes (the release's own check, as Maven has no validator).
  const classes = [...readZip(readFileSync(build.jar)).keys()].filter((p) => p.endsWith('.class'));
  if (!classes.some((p) => p.endsWith('/ApiClient.class'))) {
    throw new Error(`${build.jar}: no ApiClient class among its ${classes.length} classes`);
  }
  const coordinates = `${build.groupId}:${build.artifactId}:${build.version}`;
  const checkedWith = `mvn package (offline, outputTimestamp ${epoch}); the jar opens with ${classes.length} classes`;
  return {
    build,
    artifacts: [
      { path: `${base}.jar`, sdk: 'java', registry: 'Maven Central', kind: 'jar', checkedWith, details: { coordinates } },
      { path: `${base}.pom`, sdk: 'java', registry: 'Maven Central', kind: 'pom', checkedWith: 'the pom the jar was built from', details: { coordinates } },
    ],
  };
}
