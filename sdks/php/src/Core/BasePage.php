<?php

declare(strict_types=1);

namespace Orbit\Sdk\Core;

use Orbit\Sdk\Exception\OrbitException;

/**
 * A page of a paginated operation (e.g. `OrderList`): besides its fields, whether a later page has items
 * and the way to it. The rule is auto-paging's (docs/sdk-design.md §4): there is a next page while the
 * answer says so and this page is not empty. The next page is asked for with the same parameters and
 * options and, by the operation's style, the page number plus one (page numbers) or the cursor parameter
 * set to this page's last item's cursor field (cursor pages, e.g. `starting_after` = the last `id`).
 */
abstract class BasePage extends BaseModel
{
    /**
     * The items of this page (the field the operation pages through, e.g. `items` or `data`).
     *
     * @return list<mixed>
     */
    public function getPaginatedItems(): array
    {
        $paging = $this->paging();
        return $paging === null ? [] : ($this->{$paging[0]['items']} ?? []);
    }

    public function hasNextPage(): bool
    {
        $paging = $this->paging();
        if ($paging === null) {
            return false;
        }
        $items = $this->{$paging[0]['items']};
        return $items !== [] && $this->{$paging[0]['more']} === true;
    }

    /**
     * The next page, fetched now; null when hasNextPage() is false.
     *
     * @return static|null
     *
     * @throws OrbitException
     */
    public function getNextPage(): ?self
    {
        $paging = $this->paging();
        if ($paging === null || !$this->hasNextPage()) {
            return null;
        }
        /** @var static $next */
        $next = $paging[1]($this);
        return $next;
    }

    /**
     * This page and every later one, each fetched when the iteration reaches it.
     *
     * @return \Generator<int, static, mixed, void>
     *
     * @throws OrbitException
     */
    public function iterPages(): \Generator
    {
        $page = $this;
        yield $page;
        while (($page = $page->getNextPage()) !== null) {
            yield $page;
        }
    }
}
