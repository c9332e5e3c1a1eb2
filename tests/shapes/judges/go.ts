// The Go SDK's judges on its build from openapi/fixtures/shapes.yaml (tests/shapes/README.md): the same
// judges as the suites sdk-go and sdk-go-floor run on sdks/go — gofmt, go vet, staticcheck (0 findings),
// the Go 1.16 floor check (scripts/gofloor), the export budget per operation (TestExportBudget), every
// program and every type api.md states compiled (TestDocumentedProgramsCompile on api.md: the build keeps
// this release's README.md, whose programs name the real contract's operations) and the core's own tests
// of the shapes — plus the consumer program (consumers/go) type-checked against the build, and its test of
// the testing kit run.
//
// The SDK's tests that call the real contract's operations cannot compile against another contract's
// SDK, so every judge runs on a copy of the build holding only the tests that need none: KEPT_TESTS (the
// helpers, the export budget, the docs check, the core tests with operation descriptors of their own)
// and the generated example_test.go; of the testing kit (orbittest), its generated test (every fixture of
// the contract valid as it is). Commands run from the repository root.
const KEPT_TESTS = ['helpers_test.go', 'exports_test.go', 'docs_test.go', 'multipart_test.go', 'nulls_test.go', 'unions_test.go', 'events_test.go', 'example_test.go'];
const CORE_TESTS = '^(TestExportBudget|TestDocumentedProgramsCompile|TestMultipart\\w*|TestNull\\w*|TestUnion\\w*|TestEventStream\\w*)$';
const STATICCHECK = '.cache/bin/staticcheck-v0.8.2';
const CONSUMER = 'tests/shapes/consumers/go';

export function judges(sdkDir: string): { name: string; command: string; args: string[]; cwd?: string; env?: Record<string, string> }[] {
  const copy = `${sdkDir}-judged`;
  const consumer = `${sdkDir}-consumer`;
  // $0: the build, $1: its copy, $2: the consumer's copy (made by the first judge); $root: the repository.
  const inCopy = (name: string, script: string, env?: Record<string, string>) => ({ name, command: 'bash', args: ['-c', `set -euo pipefail; root="$PWD"; cd "$1"; ${script}`, sdkDir, copy, consumer], env });
  return [
    {
      name: 'gofmt -l: the SDK and the consumer (a copy keeping the tests that need no operation of the real contract)',
      command: 'bash',
      args: [
        '-c',
        [
          'set -euo pipefail',
          'rm -rf "$1" "$2" && cp -r "$0" "$1" && cp -r "$3" "$2"',
          `cd "$1" && for f in *_test.go; do case " ${KEPT_TESTS.join(' ')} " in *" $f "*) ;; *) rm "$f";; esac; done`,
          // The testing kit's hand-written tests call the real contract's operations; its generated one builds every fixture.
          `for f in orbittest/*_test.go; do case "$f" in orbittest/fixtures_test.go) ;; *) rm "$f";; esac; done`,
          `sed -i "s#^replace github.com/orbit-platform/orbit-sdk-go/v3 => .*#replace github.com/orbit-platform/orbit-sdk-go/v3 => $1#" "$2/go.mod"`,
          'unformatted="$(gofmt -l "$1" "$2")"; if [ -n "$unformatted" ]; then echo "gofmt: not formatted:"; echo "$unformatted"; exit 1; fi',
        ].join('\n'),
        sdkDir,
        copy,
        consumer,
        CONSUMER,
      ],
    },
    inCopy('go vet: the SDK and the consumer', 'go vet ./... && cd "$2" && go vet ./...', { GOFLAGS: '-mod=mod', GOPROXY: 'off' }),
    inCopy(`staticcheck (0 findings): the SDK and the consumer`, `"$root/${STATICCHECK}" ./... && cd "$2" && "$root/${STATICCHECK}" ./...`, { GOFLAGS: '-mod=mod', GOPROXY: 'off' }),
    inCopy('the Go 1.16 floor (scripts/gofloor): the SDK and the consumer', 'grep -qx "go 1.16" go.mod; cd "$root/scripts/gofloor" && go run . -floor 1.16 "$1" && go run . -floor 1.16 "$2"', { GOFLAGS: '-mod=mod', GOPROXY: 'off' }),
    inCopy(
      "the export budget per operation, api.md's programs and types compiled, the core's tests of the shapes, every fixture of the testing kit",
      `go test -count=1 -v -run '${CORE_TESTS}' . -args -docs api.md | grep -E "^(export budget|docs|multipart|--- FAIL|FAIL|ok)" && go test -count=1 ./orbittest`,
      // TestMain asks for the mock's URL; none of these tests calls it (they start servers of their own).
      { ORBIT_BASE_URL: 'http://127.0.0.1:9', GOFLAGS: '-mod=mod', GOPROXY: 'off' },
    ),
    inCopy("the consumer's test of the testing kit: fixtures of the shapes, the fake on cursor pages, a multipart upload, an empty answer", 'cd "$2" && go test -count=1 .', { GOFLAGS: '-mod=mod', GOPROXY: 'off' }),
  ];
}
