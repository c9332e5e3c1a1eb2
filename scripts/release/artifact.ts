// What the release records about each registry artifact it builds (manifest.json's `artifacts`).
export type SdkFolder = 'typescript' | 'python' | 'go' | 'php';

export interface Artifact {
  /** Path inside the release archive, e.g. artifacts/pypi/orbit_sdk-3.4.0-py3-none-any.whl. */
  path: string;
  /** The SDK's folder, or `java` for the generated Java client (clients/java). */
  sdk: SdkFolder | 'java';
  /** Where it is published: npm, PyPI, the Go module proxy, a Composer repository, Maven Central. */
  registry: string;
  /** What it is: npm package, sdist, wheel, module zip, module go.mod, module info, dist zip, jar, pom. */
  kind: string;
  /** The ecosystem's own check it passed when it was built. */
  checkedWith: string;
  /** Where it carries the licence text and the SDK's release notes (set for the installable artifacts). */
  license?: string;
  releaseNotes?: string;
  /** Registry-specific facts, e.g. the Go checksum database lines. */
  details?: Record<string, string>;
}
