// The release archive's top-level README and the facts about each SDK it states (also in manifest.json).
// Every fenced block is a complete shell session run from the folder that holds the unpacked orbit-sdk-<version>/
// (the release suite runs the install blocks exactly as written); a block that cannot run there carries a
// `<!-- not-runnable: reason -->` line before its fence.
export const SDKS = [
  {
    folder: 'php',
    package: 'orbit/orbit-sdk (Composer)',
    runtime: 'PHP 7.4 or later (7.4 and 8.2 tested) with ext-json; Guzzle 7, or any PSR-18 HTTP client',
    install: 'Composer path repository on the unpacked dist zip artifacts/composer/orbit-orbit-sdk-<version>.zip',
  },
  {
    folder: 'python',
    package: 'orbit-sdk (PyPI; import orbit_sdk)',
    runtime: 'Python 3.8 or later (3.8, 3.11 and 3.13 tested)',
    install: 'pip install artifacts/pypi/orbit_sdk-<version>-py3-none-any.whl',
  },
  {
    folder: 'go',
    package: 'github.com/orbit-platform/orbit-sdk-go/v3',
    runtime: 'Go 1.16 or later (go.mod says go 1.16; checked for newer APIs)',
    install: 'GOPROXY=file://<unpacked>/artifacts/goproxy go get github.com/orbit-platform/orbit-sdk-go/v3@v<version>',
  },
  {
    folder: 'typescript',
    package: 'orbit-sdk (npm)',
    runtime: 'Node.js 18 or later (18, 20, 22 and 24 tested), Bun, Deno, Cloudflare Workers, or any browser with fetch; ESM and CommonJS, no runtime dependencies',
    install: 'npm install artifacts/npm/orbit-sdk-<version>.tgz',
  },
] as const;

/** Everything the README states that the release computes. */
export interface ReadmeFacts {
  version: string;
  /** Artifact paths inside the archive. */
  wheel: string;
  npm: string;
  composer: string;
  goProxy: string;
  goModule: string;
  /** The PHP SDK's Composer requirements that Debian provides: name, Debian package, autoloader. */
  phpDebian: { name: string; debianPackage: string; autoload: string }[];
  /** The PHP extensions composer.json requires (ext-json -> json). */
  phpExtensions: string[];
  /** The oldest PHP the SDK supports, as Composer's platform setting (e.g. 7.4.33). */
  phpPlatform: string;
  server: string;
  sandboxContract: string;
  prismVersion: string;
  sboms: { path: string; subject: string; tool: string; components: number }[];
  /** The generated Java client (clients/java), when the release built it: its Maven coordinates and artifact paths. */
  javaClient?: { coordinates: string; jar: string; pom: string; folder: string };
}

export function archiveReadme(f: ReadmeFacts): string {
  const top = `orbit-sdk-${f.version}`;
  const phpPackages = f.phpDebian.map((p) => `      {"name": "${p.name}", "version": "$(debian_version ${p.debianPackage})", "type": "metapackage"}`).join(',\n');
  const phpAutoload = f.phpDebian.map((p) => `"${p.autoload}"`).join(', ');
  return `# Orbit SDKs ${f.version}

The official client libraries for the Orbit platform API, generated from one OpenAPI contract, as the files
each registry receives, with the servers QA tests them against.

## What is inside

| path | what it is |
|---|---|
| \`artifacts/npm/\` | TypeScript SDK: the npm package \`${f.npm.split('/').pop()}\` |
| \`artifacts/pypi/\` | Python SDK: the wheel and the sdist for PyPI |
| \`artifacts/goproxy/\` | Go SDK: module \`${f.goModule}\` v${f.version} as the Go module proxy serves it (zip, go.mod, info) |
| \`artifacts/composer/\` | PHP SDK: the Composer dist zip of \`orbit/orbit-sdk\` |
| \`typescript/\`, \`python/\`, \`go/\`, \`php/\` | each SDK's README, changelog and API reference (\`api.md\`), and for Python, Go and PHP its sources |
| \`servers/${f.server.split('/').pop()}\` | the reference server in one file (Node.js 18 or later) |
| \`servers/${f.sandboxContract.split('/').pop()}\` | the reference server's QA sandbox API (\`/__sandbox/\`), OpenAPI 3.0 |
| \`servers/deploy/\` | replicas of the reference server behind nginx for a whole QA organisation: the nginx configuration, a systemd unit and [their README](servers/deploy/README.md) |
${f.javaClient ? `| \`artifacts/maven/\` | Java client: \`${f.javaClient.coordinates}\` (jar and pom) in a Maven repository's layout |
| \`${f.javaClient.folder}/\` | Java client: its README (what it does not do that the SDKs do), changelog, \`pom.xml\` and generated sources |
` : ''}| \`sbom/\` | CycloneDX 1.6 bills of materials: each SDK, ${f.javaClient ? 'the Java client, ' : ''}the reference server, the toolkit |
| \`openapi.yaml\` | the API contract (OpenAPI 3.0.3) every SDK is generated from |
| \`docs/index.html\` | the API portal: every operation with samples in TypeScript, Python, PHP, Go and curl, search, "Try it" against the bundled reference server on 127.0.0.1:4020, and these guides rendered (open it in a browser; no network needed) |
| \`CHANGELOG.md\` | what changed in each release |
| \`LICENSE\` | Apache-2.0 (every artifact carries it too) |
| \`manifest.json\` | every file with its size and SHA-256, each artifact with the check it passed, each SBOM |

## Runtimes

| SDK | needs |
|---|---|
${SDKS.map((s) => `| ${s.folder} | ${s.runtime} |`).join('\n')}

## Installing from this archive

Unpack it with \`tar -xzf ${top}.tar.gz\`. Each block below is a shell session run from the folder that holds
the unpacked \`${top}/\`; it makes a new project next to it, installs the SDK from its registry artifact (the
same bytes the registry serves after publishing) and needs no network. After publishing, each SDK's own README
shows the registry command. The SDK READMEs show configuration, authentication and an example per operation.

**Python** - the wheel, into a new virtual environment (pip takes the SDK's dependencies from PyPI, or from
the index or \`--find-links\` folder pip is configured with):

\`\`\`sh
python3 -m venv orbit-python-demo
orbit-python-demo/bin/pip install ${top}/${f.wheel}
orbit-python-demo/bin/python -c 'from importlib.metadata import version; print("orbit-sdk", version("orbit-sdk"))'
\`\`\`

**TypeScript / JavaScript** - the npm package (no runtime dependencies):

\`\`\`sh
mkdir orbit-node-demo
cd orbit-node-demo
npm init --yes > /dev/null
npm install --offline --no-audit --no-fund ../${top}/${f.npm}
\`\`\`

**Bun** - the same npm package, added to a project of its own (no registry is asked: the package has no
dependencies):

\`\`\`sh
mkdir orbit-bun-demo
cd orbit-bun-demo
echo '{"private": true}' > package.json
bun add ../${top}/${f.npm}
bun -e 'import { VERSION } from "orbit-sdk"; console.log("orbit-sdk", VERSION)'
\`\`\`

**Deno** - the npm project above runs as it is (Deno reads its \`package.json\` and \`node_modules\`); a program
that calls the API needs \`--allow-net\` for the API's host and \`--allow-env\` for the \`ORBIT_*\` settings:

\`\`\`sh
cd orbit-node-demo
deno eval 'import { VERSION } from "orbit-sdk"; console.log("orbit-sdk", VERSION)'
\`\`\`

**Go** - the module through a file-based module proxy; \`GONOSUMDB\` because the checksum database only knows
published versions (the \`go.sum\` lines are in \`manifest.json\`, under \`artifacts\`):

\`\`\`sh
mkdir orbit-go-demo
cd orbit-go-demo
go mod init example.com/orbit-go-demo
export GOPROXY="file://$(cd ../${top}/${f.goProxy} && pwd)" GONOSUMDB=${f.goModule} GOFLAGS=-mod=mod
go get ${f.goModule}@v${f.version}
\`\`\`

To work on the SDK's sources instead, \`go mod edit -replace=${f.goModule}=../${top}/go\` points the module
path at the \`go/\` folder.

**PHP** - the dist zip, unpacked into the project and installed through a Composer path repository. With
Packagist, Composer fetches Guzzle and its dependencies as usual:

<!-- not-runnable: needs Packagist for guzzlehttp/guzzle and its dependencies; the next block is the same install offline -->
\`\`\`sh
mkdir orbit-php-demo
cd orbit-php-demo
unzip -q ../${top}/${f.composer} -d orbit-sdk
cat > composer.json <<'JSON'
{
  "repositories": [
    {"type": "path", "url": "orbit-sdk", "options": {"symlink": false, "versions": {"orbit/orbit-sdk": "${f.version}"}}}
  ],
  "config": {"platform": {"php": "${f.phpPlatform}"}}
}
JSON
composer require orbit/orbit-sdk:${f.version}
\`\`\`

\`config.platform\` makes Composer choose dependency versions that run on PHP ${f.phpPlatform.split('.').slice(0, 2).join('.')}, whatever PHP runs Composer
itself; remove it to resolve for that PHP instead.

**PHP offline, with Debian's packages** - on Debian or Ubuntu, the dependencies can come from the distribution
instead of Packagist (run once, as root):

<!-- not-runnable: installs system packages as root -->
\`\`\`sh
apt-get install php-cli ${f.phpExtensions.filter((e) => e !== 'json').map((e) => `php-${e} `).join('')}composer unzip ${f.phpDebian.map((p) => p.debianPackage).join(' ')}
\`\`\`

Then each dependency is declared as a \`metapackage\` at the version Debian installed (Composer installs nothing
for it) and Debian's own autoloaders are loaded; Packagist is switched off:

\`\`\`sh
mkdir orbit-php-offline-demo
cd orbit-php-offline-demo
unzip -q ../${top}/${f.composer} -d orbit-sdk
debian_version() { dpkg-query -W -f='\${Version}' "$1" | sed -e 's/^[0-9]*://' -e 's/[-+~].*//'; }
cat > composer.json <<JSON
{
  "repositories": [
    {"type": "path", "url": "orbit-sdk", "options": {"symlink": false, "versions": {"orbit/orbit-sdk": "${f.version}"}}},
    {"type": "package", "package": [
${phpPackages}
    ]},
    {"packagist.org": false}
  ],
  "autoload": {"files": [${phpAutoload}]},
  "config": {"platform": {"php": "${f.phpPlatform}"}}
}
JSON
composer require orbit/orbit-sdk:${f.version}
\`\`\`

## The servers

**The reference server** implements every rule of the service in memory, with the QA sandbox under
\`/__sandbox/\` (isolated worlds per \`Orbit-Sandbox\` header, clock, faults, request log; described in
\`servers/${f.sandboxContract.split('/').pop()}\`). One file, no installation, Node.js 18 or later; \`PORT\` (default 4020) and
\`HOST\` (default 127.0.0.1) choose where it listens, and it prints the seeded demo user and API key when it
starts. Beyond loopback its sandbox needs a deployment key (\`ORBIT_SANDBOX_KEY\`), SIGTERM lets requests in
flight finish, \`ORBIT_STORE=redis://host:port\` (e.g. \`redis://127.0.0.1:6379\`) keeps its worlds in Redis instead of memory, and
[servers/deploy/README.md](servers/deploy/README.md) shows replicas on that shared store behind nginx:

<!-- not-runnable: starts a server that runs until it is stopped (the release suite starts it and runs a scenario against it) -->
\`\`\`sh
PORT=4020 node ${top}/${f.server}
\`\`\`

**The Prism mock** answers every operation of the shipped contract with its examples and validates requests
(Prism ${f.prismVersion}, fetched by npx):

<!-- not-runnable: starts a server that runs until it is stopped, and npx downloads Prism -->
\`\`\`sh
npx @stoplight/prism-cli@${f.prismVersion} mock --port 4010 ${top}/openapi.yaml
\`\`\`

Prism ${f.prismVersion} on its own exits on a request whose JSON body has a key outside Latin-1
(stoplightio/prism#1934, open upstream) and answers some malformed requests (a byte order mark, deep
nesting, huge queries) in its own shapes rather than the contract's. In the repository \`npm run mock\`
puts it behind a small front that owns those cases and adds the fault and request-log sandbox; from this
archive, send bad-input tests to the reference server, which answers all of them in the contract's shape.

Pick one of an operation's documented answers from the mock with \`Prefer\`: \`Prefer: code=409\` (the
status's first example), \`Prefer: code=409, example=order_not_deletable\`. The statuses and examples each
operation documents are listed under its responses in \`openapi.yaml\`; in the repository, the front answers
a \`Prefer\` naming a status or an example the operation does not document with \`400 unknown_status\` or
\`400 unknown_example\` whose message lists them all, so asking for a status no operation has lists its menu:

<!-- not-runnable: needs the repository's mock running (npm run mock) -->
\`\`\`sh
curl -s -H 'Prefer: code=599' http://127.0.0.1:4010/api/user/packages
\`\`\`

answers \`400\` with the message \`Prefer asks for status 599, which listPackages does not document. listPackages
documents: 200 (examples: all); 400 (examples: invalid_parameter, missing_parameter); 429 (examples:
rate_limited); 500 (examples: internal_error); 503 (examples: unavailable)\`.

## Verifying

\`SHA256SUMS\` (and, for a signed release, \`SHA256SUMS.sig\`) come with the archive. From the folder that holds
them and the archive, check the archive and its OpenSSH signature (\`allowed_signers\` holds the release key,
published separately: one line of the signer's identity \`releases@orbit.example\`, \`namespaces="orbit-release"\` and the
release key):

<!-- not-runnable: needs the downloaded archive, SHA256SUMS, its signature and the published allowed_signers file -->
\`\`\`sh
sha256sum -c SHA256SUMS
ssh-keygen -Y verify -f allowed_signers -I releases@orbit.example -n orbit-release -s SHA256SUMS.sig < SHA256SUMS
\`\`\`

The toolkit's \`npm run verify-release -- ${top}.tar.gz --allowed-signers allowed_signers\` does all of it and
also checks every file against \`manifest.json\` and the archive's safety rules. Without the toolkit, this checks
every unpacked file against \`manifest.json\`:

\`\`\`sh
cd ${top}
node -e 'for (const f of require("./manifest.json").files) console.log(f.sha256 + "  " + f.path)' | sha256sum -c --quiet
\`\`\`

${f.javaClient ? `## The Java client

\`${f.javaClient.folder}/\` is a Java 11+ client generated by openapi-generator from \`openapi.yaml\`, not a fifth SDK: one method
per operation and the contract's types, and none of the SDKs' retries, idempotency keys, session renewal or
redacted logging ([its README](${f.javaClient.folder}/README.md) lists what it leaves to you). \`artifacts/maven/\` is a
Maven repository holding \`${f.javaClient.jar.split('/').pop()}\` and its pom: add it as a \`file://\` repository, or
\`mvn install:install-file -Dfile=${f.javaClient.jar} -DpomFile=${f.javaClient.pom}\`; Maven fetches its dependencies
(OkHttp, Gson) from Maven Central.

` : ''}## Bills of materials

| file | describes | components | made with |
|---|---|---|---|
${f.sboms.map((s) => `| \`${s.path}\` | ${s.subject} | ${s.components} | ${s.tool} |`).join('\n')}

Components are the runtime dependencies at the versions this release was tested with, with their licences.
`;
}
