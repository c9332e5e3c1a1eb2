// The release archive's top-level README and the facts about each SDK it states (also in manifest.json).
export const SDKS = [
  {
    folder: 'php',
    package: 'orbit/orbit-sdk (Composer)',
    runtime: 'PHP 7.4 or later (7.4 and 8.2 tested), ext-curl, ext-json, ext-mbstring; guzzlehttp/guzzle 7',
    install: 'Composer path repository: {"repositories":[{"type":"path","url":"<unpacked>/php","options":{"versions":{"orbit/orbit-sdk":"3.4.0"}}}]} then composer require orbit/orbit-sdk:3.4.0',
  },
  {
    folder: 'python',
    package: 'orbit-sdk (PyPI; import orbit_sdk)',
    runtime: 'Python 3.8 or later (3.8 and 3.11 tested)',
    install: 'pip install <unpacked>/python',
  },
  {
    folder: 'go',
    package: 'github.com/orbit-platform/orbit-sdk-go/v3',
    runtime: 'Go 1.16 or later (go.mod says go 1.16; checked for newer APIs)',
    install: 'go mod edit -require=github.com/orbit-platform/orbit-sdk-go/v3@v3.4.0 -replace=github.com/orbit-platform/orbit-sdk-go/v3=<unpacked>/go',
  },
  {
    folder: 'typescript',
    package: 'orbit-sdk (npm)',
    runtime: 'Node.js 18 or later, or any browser with fetch; ESM and CommonJS, no runtime dependencies',
    install: 'npm install <unpacked>/typescript/orbit-sdk-3.4.0.tgz',
  },
] as const;

export function archiveReadme(version: string): string {
  return `# Orbit SDKs ${version}

The official client libraries for the Orbit platform API, generated from one OpenAPI contract.

## What is inside

| path | what it is |
|---|---|
| \`php/\` | PHP SDK (Composer package \`orbit/orbit-sdk\`), its README and docs |
| \`python/\` | Python SDK (\`orbit-sdk\`, import \`orbit_sdk\`), its README and docs |
| \`go/\` | Go SDK (module \`github.com/orbit-platform/orbit-sdk-go/v3\`), its README and docs |
| \`typescript/\` | TypeScript SDK as an npm tarball (\`orbit-sdk-${version}.tgz\`), its README and docs |
| \`openapi.yaml\` | the API contract (OpenAPI 3.0.3) every SDK is generated from |
| \`api-reference.html\` | the API reference rendered from the contract (open it in a browser; no network needed) |
| \`CHANGELOG.md\` | what changed in each release |
| \`LICENSE\` | Apache-2.0 |
| \`manifest.json\` | name, version, and every file with its size and SHA-256 |

## Runtimes

| SDK | needs |
|---|---|
${SDKS.map((s) => `| ${s.folder} | ${s.runtime} |`).join('\n')}

## Installing from this archive

Unpack it (\`tar -xzf orbit-sdk-${version}.tar.gz\`); \`<unpacked>\` below is the folder it creates.

**PHP** - add a path repository to your project's \`composer.json\` (the \`versions\` option gives the
unpacked folder its version; without it Composer sees the folder as \`dev-main\`):

\`\`\`json
{
  "repositories": [
    { "type": "path", "url": "<unpacked>/php", "options": { "symlink": false, "versions": { "orbit/orbit-sdk": "${version}" } } }
  ]
}
\`\`\`

then \`composer require orbit/orbit-sdk:${version}\` (Guzzle 7 and its dependencies come from Packagist as usual).

**Python** - into your (virtual) environment:

\`\`\`sh
pip install <unpacked>/python
\`\`\`

**Go** - point the module path at the unpacked folder:

\`\`\`sh
go mod edit -require=github.com/orbit-platform/orbit-sdk-go/v3@v${version} -replace=github.com/orbit-platform/orbit-sdk-go/v3=<unpacked>/go
go mod tidy
\`\`\`

**TypeScript / JavaScript**:

\`\`\`sh
npm install <unpacked>/typescript/orbit-sdk-${version}.tgz
\`\`\`

Each SDK's own README shows configuration, authentication and an example for every operation.

## Verifying

\`sha256sum -c SHA256SUMS\` next to the archive checks the archive itself; \`manifest.json\` lists the
SHA-256 of every file inside it.
`;
}
