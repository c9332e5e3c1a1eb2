<?php
/**
 * Orbit PHP SDK - hand-written runtime (not generated; listed in .openapi-generator-ignore).
 */

namespace Orbit\Sdk\Runtime;

/**
 * Walks every item of a paginated list across its pages, requesting the next page only when the
 * iteration reaches it: `foreach ($client->orders->listAutoPaging(['limit' => 50]) as $order)`.
 *
 * @implements \IteratorAggregate<int, mixed>
 */
final class AutoPager implements \IteratorAggregate
{
    /** @var callable(array<string, mixed>): mixed */
    private $fetch;
    /** @var array<string, mixed> */
    private $params;
    /** @var array<string, string> */
    private $pagination;

    /**
     * @param callable(array<string, mixed>): mixed $fetch requests one page
     * @param array<string, mixed> $params
     * @param array<string, string> $pagination the operation's x-sdk-pagination (items, page, limit, has_more)
     */
    public function __construct(callable $fetch, array $params, array $pagination)
    {
        $this->fetch = $fetch;
        $this->params = $params;
        $this->pagination = $pagination;
    }

    /** @return \Generator<int, mixed> every item, page after page */
    public function getIterator(): \Generator
    {
        foreach ($this->pages() as $page) {
            foreach ($page[$this->pagination['items']] ?? [] as $item) {
                yield $item;
            }
        }
    }

    /** @return \Generator<int, mixed> each page result, starting at the requested page */
    public function pages(): \Generator
    {
        $params = $this->params;
        $pageKey = $this->pagination['page'];
        $params[$pageKey] = (int) ($params[$pageKey] ?? 1);
        while (true) {
            $page = ($this->fetch)($params);
            yield $page;
            $items = $page[$this->pagination['items']] ?? [];
            if (!$page[$this->pagination['has_more']] || count($items) === 0) {
                return;
            }
            $params[$pageKey]++;
        }
    }

    /** @return array<int, mixed> every item, fetched at once */
    public function toArray(): array
    {
        return iterator_to_array($this->getIterator(), false);
    }
}
