// The link checker's rules (GitHub's anchors) and the mistakes it must catch.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkMarkdown, githubSlug, headingText, linksOf } from './markdown-links.ts';

describe('GitHub anchors', () => {
  it('slugs headings the way GitHub does', () => {
    expect(githubSlug(headingText('Install'))).toBe('install');
    expect(githubSlug(headingText('Retries, idempotency and timeouts'))).toBe('retries-idempotency-and-timeouts');
    expect(githubSlug(headingText('`client.orders.list()`'))).toBe('clientorderslist');
    expect(githubSlug(headingText('`$client->orders->list()`'))).toBe('client-orders-list');
    expect(githubSlug(headingText('Why not [openapi-generator](https://openapi-generator.tech)'))).toBe('why-not-openapi-generator');
    expect(githubSlug(headingText('Streaming, audio **and** images'))).toBe('streaming-audio-and-images');
    expect(githubSlug(headingText('snake_case stays'))).toBe('snake_case-stays');
    expect(githubSlug(headingText('Orbit Platform API — Go API reference'))).toBe('orbit-platform-api--go-api-reference');
  });

  it('numbers repeated headings, reads setext headings and explicit anchors, ignores code', () => {
    const anchors = anchorsOf('# Errors\n\n## Errors\n\nSetext\n------\n\n<a name="pinned"></a>\n\n```md\n# Not a heading\n```\n');
    expect([...anchors].sort()).toEqual(['errors', 'errors-1', 'pinned', 'setext']);
  });
});

describe('links', () => {
  it('finds inline links, images, reference definitions and HTML, not code', () => {
    const links = linksOf('x.md', '[a](b.md#c) ![i](img.png) `[no](code.md)`\n[ref]: other.md\n<a href="h.md">h</a>\n```\n[no](fenced.md)\n```\n');
    expect(links.map((l) => l.target)).toEqual(['b.md#c', 'img.png', 'other.md', 'h.md']);
  });

  const dir = mkdtempSync(join(tmpdir(), 'links-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports what openapi-generator docs got wrong, and passes what is right', () => {
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'README.md'), '# SDK\n\n## Install\n\nSee [the order](docs/Order.md#properties) and [Install](#install).\n');
    writeFileSync(
      join(dir, 'docs', 'Order.md'),
      '# Order\n\n## Properties\n\n[Back](../README.md#documentation-for-models) · [empty](.md) · [missing](../Model/.md) · [ok](../README.md#install) · [web](https://example.com/x#y)\n',
    );
    const report = checkMarkdown([join(dir, 'README.md'), join(dir, 'docs', 'Order.md')], dir);
    expect(report.broken.map((b) => [b.file, b.target])).toEqual([
      [join('docs', 'Order.md'), '../README.md#documentation-for-models'],
      [join('docs', 'Order.md'), '.md'],
      [join('docs', 'Order.md'), '../Model/.md'],
    ]);
    expect(report.external).toBe(1);
    expect(report.links).toBe(7);
  });

  it('refuses links that leave the checked tree (e.g. the unpacked archive)', () => {
    mkdirSync(join(dir, 'archive'));
    writeFileSync(join(dir, 'archive', 'README.md'), '[source](../README.md)\n');
    const report = checkMarkdown([join(dir, 'archive', 'README.md')], join(dir, 'archive'));
    expect(report.broken[0]?.reason).toMatch(/leaves/);
  });
});
