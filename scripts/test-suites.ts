// Every suite `npm test` runs, in order. Each owner adds its own entry; `scripts/test.ts` runs them
// all (a missing toolchain fails the suite, it never skips) and prints one summary table.
export interface Suite {
  /** Short unique name, e.g. "contract", "sdk-python-3.8". */
  name: string;
  /** Command and arguments, run from the repository root. */
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export const suites: Suite[] = [
  // Three linters on the contract, all always run, 0 findings each: Spectral (spectral:oas, OWASP, our rules),
  // Redocly CLI's recommended-strict rules (openapi/redocly.yaml; its one reviewed waiver in openapi/.redocly.lint-ignore.yaml)
  // and openapi-generator's validator (swagger-parser; its reviewed findings in openapi/openapi-generator.validate-ignore.yaml).
  // Issue 29: the same three linters on the second contract (openapi/fixtures/shapes.yaml), each waiver keyed by its file.
  { name: 'lint', command: 'npx', args: ['tsx', 'scripts/lint.ts', 'openapi/openapi.yaml', 'openapi/fixtures/shapes.yaml'], env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  // The shared SDK model (generators/model) of the real contract, and the contract mistakes it refuses.
  { name: 'generators', command: 'npx', args: ['vitest', 'run', '--project', 'generators'] },
  // Issue 13: every Markdown link and anchor of the repository resolves (GitHub's anchor rules; tests/docs),
  // after the checker's own tests. The release suite runs the same check over the unpacked archive.
  { name: 'links', command: 'bash', args: ['-c', 'npx vitest run --project docs tests/docs/links.test.ts && npx tsx tests/docs/links.ts'] },
  { name: 'contract', command: 'npx', args: ['vitest', 'run', '--project', 'contract'] },
  { name: 'breaking-change', command: 'npx', args: ['tsx', 'scripts/breaking-check.ts'] },
  { name: 'reference', command: 'npx', args: ['vitest', 'run', '--project', 'reference'] },
  // Schemathesis (tests/fuzz, venv from `scripts/bootstrap fuzz`) against the reference server: positive and negative
  // data, every check, 50 examples per operation in the fuzzing phase, the stateful phase along the contract's links,
  // every operation answered 2xx at least once; 0 failures.
  { name: 'fuzz', command: 'npx', args: ['tsx', 'tests/fuzz/run.ts'] },
  // Security matrix (tests/security) against the in-process reference server: every secured operation of the
  // contract refuses missing/malformed/expired/revoked/wrong-kind credentials; ownership, signatures, idempotency, races.
  { name: 'security', command: 'npx', args: ['vitest', 'run', '--project', 'security'] },
  // Bad-input corpus (tests/bad-input: deep nesting, huge bodies/queries/headers, invalid UTF-8, odd keys, BOM, duplicate
  // keys, content types, integer forms, unknown routes, malformed HTTP) against the Prism mock (behind its front) and the
  // reference server: every answer a documented 4xx in the contract's error shape, both still answering; the front's restarts.
  { name: 'bad-input', command: 'npx', args: ['vitest', 'run', '--project', 'bad-input'] },
  // Regenerates every SDK and fails when the committed ones differ; the SDK suites below then test exactly that output.
  { name: 'generate-drift', command: 'npx', args: ['tsx', 'scripts/generate.ts', '--check'] },
  { name: 'sdk-python-3.8', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', '.cache/venv/py3.8/bin/python', '-m', 'pytest', 'sdks/python/tests', '-q', '-p', 'no:cacheprovider'], env: { PYTHONPATH: 'sdks/python', PYTHONDONTWRITEBYTECODE: '1' } },
  { name: 'sdk-python-3.11', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', '.cache/venv/py3.11/bin/python', '-m', 'pytest', 'sdks/python/tests', '-q', '-p', 'no:cacheprovider'], env: { PYTHONPATH: 'sdks/python', PYTHONDONTWRITEBYTECODE: '1' } },
  { name: 'sdk-python-3.13', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', '.cache/venv/py3.13/bin/python', '-m', 'pytest', 'sdks/python/tests', '-q', '-p', 'no:cacheprovider'], env: { PYTHONPATH: 'sdks/python', PYTHONDONTWRITEBYTECODE: '1' } },
  // Issue 12's Python judges: mypy --strict and pyright strict on a consumer program plus every README example
  // (0 findings), and pyright --verifytypes orbit_sdk (completeness printed, at least 95 %).
  { name: 'sdk-python-judges', command: '.cache/venv/py3.11/bin/python', args: ['sdks/python/tests/judges/run.py'], env: { PYTHONDONTWRITEBYTECODE: '1' } },
  // PHP SDK (sdks/php/phpunit.xml): package checks (every file loads on this PHP, composer validate --strict),
  // every operation against Prism, the behaviour tests against a local PHP test double; PHP 7.4 and 8.2.
  { name: 'sdk-php-7.4', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', '.cache/bin/php7.4', '/usr/bin/phpunit', '-c', 'sdks/php/phpunit.xml'] },
  { name: 'sdk-php-8.2', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', '.cache/bin/php8.2', '/usr/bin/phpunit', '-c', 'sdks/php/phpunit.xml'] },
  // Issue 12's PHP judge: PHP_CodeSniffer PSR-12 on every PHP file of the SDK (hand-written and generated), its tests,
  // the matrix driver and the bench harness; any error or warning fails.
  { name: 'sdk-php-phpcs', command: 'bash', args: ['-c', 'files="sdks/php/src sdks/php/tests tests/matrix/runners/php scripts/bench/sdk_php.php" && phpcs --standard=PSR12 $files && echo "phpcs PSR-12: 0 findings in $(find $files -name "*.php" | wc -l) files"'] },
  // TypeScript SDK: every operation against Prism plus the behaviour tests; the package checks
  // (typecheck, tsup build, publint, attw, size); the built CJS and ESM bundles under Node 18.
  { name: 'sdk-typescript', command: 'npx', args: ['vitest', 'run', '--project', 'sdk-typescript'] },
  { name: 'sdk-typescript-package', command: 'npx', args: ['tsx', 'sdks/typescript/scripts/check-package.ts'] },
  { name: 'sdk-typescript-node18', command: 'npx', args: ['tsx', 'sdks/typescript/scripts/node18.ts'] },
  { name: 'sdk-typescript-browser', command: 'npx', args: ['tsx', 'sdks/typescript/scripts/browser.ts'] },
  // Go SDK: gofmt (fails when a file is listed), go vet, staticcheck (0 findings), every operation and the Example
  // functions against Prism + the behaviour tests, then the printed export budget (<= 150) and log-redaction count;
  // then the Go 1.16 floor (no language feature or standard-library API newer than go1.16, go.mod says 1.16).
  { name: 'sdk-go', command: 'npx', args: ['tsx', 'scripts/with-server.ts', 'mock', '--', 'bash', '-c', 'set -o pipefail && cd sdks/go && unformatted="$(gofmt -l .)" && if [ -n "$unformatted" ]; then echo "gofmt: not formatted:"; echo "$unformatted"; exit 1; fi && go vet ./... && ../../.cache/bin/staticcheck-v0.8.2 ./... && echo "staticcheck: 0 findings" && go test -count=1 ./... && go test -count=1 -v -run "^(TestExportBudget|TestLogNeverShowsCredentials|TestDocumentedProgramsCompile)$" . | grep -E "^(export budget|log redaction|docs):"'] },
  { name: 'sdk-go-floor', command: 'bash', args: ['-c', 'grep -qx "go 1.16" sdks/go/go.mod || { echo "sdks/go/go.mod must say go 1.16"; exit 1; }; cd scripts/gofloor && go run . -floor 1.16 ../../sdks/go'] },
  // The Java client (clients/java, openapi-generator; issue 24): mvn package offline, then tests/java-smoke/Smoke.java against
  // the reference server in both answer modes (current, next-minor): SMS login, packages, an order cancel, a typed 404,
  // the speech WAV, the streamed chat read from the generated call. Its drift is checked by generate-drift.
  { name: 'java-client', command: 'npx', args: ['tsx', 'tests/java-smoke/run.ts'] },
  // Issue 29's second contract (tests/shapes): every SDK and the Java client generated from openapi/fixtures/shapes.yaml
  // (one operation per shape a next release may add), every judge of each SDK on that build, and every call of
  // tests/shapes/calls.json through each SDK's matrix driver on its floor runtime against Prism serving the fixture,
  // the request on the wire and the typed result checked.
  { name: 'shapes', command: 'npx', args: ['tsx', 'tests/shapes/run.ts'] },
  // Issue 13's executed documentation (tests/docs/README.md): the harness's own tests, then every fenced block of every
  // README.md, sdks/*/api.md and the archive README runs against the reference server (ts on Node 18 and 22+, the TypeScript README's also on Bun and Deno, python 3.8,
  // php 7.4, go in a go 1.16 module, curl sessions in sh) or is marked not runnable with a reason; counts per language.
  { name: 'docs', command: 'bash', args: ['-c', 'npx vitest run --project docs && npx tsx tests/docs/examples.ts'] },
  // SDK matrix (tests/matrix): the scenario language's own tests, then every scenario of tests/scenarios through the four
  // SDK drivers on every runtime, against the Prism mock and the reference server (behind `prism proxy`, and in next-minor
  // mode), one sandbox world per cell, cells concurrently; fails on a failed cell or a contract violation; prints the wall time.
  // Its contract-coverage report (issue 23: coverage.json, index.html; the gate fails the run) goes to dist/matrix-coverage/.
  { name: 'matrix', command: 'bash', args: ['-c', 'npx vitest run --project matrix && npx tsx tests/matrix/run.ts --report dist/matrix-coverage'] },
  // The same scenarios against a reference server whose worlds live in Redis (ORBIT_STORE, started for the run),
  // one runtime per SDK: every SDK behaviour the READMEs promise (retries, renewal, faults, streams, the request
  // log) also holds on the shared store's code path (a world locked per request, written before the answer).
  { name: 'matrix-store', command: 'npx', args: ['tsx', 'tests/matrix/run.ts', '--store', 'redis', '--target', 'reference', '--mode', 'normal', '--runtime', 'ts-node22,py3.11,php8.2,go'] },
  // The release archive (issues 7, 16): two release runs byte-identical artifact by artifact (one signed), each registry
  // artifact checked by its ecosystem's tool with LICENSE and release notes inside, valid SBOMs listing every runtime
  // dependency, verify-release (and its failure cases), the publish rehearsal, archiveProblems() and its failure cases,
  // the links of the unpacked archive; then every runnable block of the archive README runs as written, each SDK
  // installed from its artifact on its floor runtime calls the reference server bundled in the archive (Node 18).
  { name: 'release', command: 'npx', args: ['vitest', 'run', '--project', 'release'] },
  // The hosted-CI workflow (.github/workflows/ci.yml): one job per suite above, caches, actionlint finds nothing.
  { name: 'ci-workflow', command: 'npx', args: ['vitest', 'run', '--project', 'ci-workflow'] },
];
