// Hand-written. Page-numbered lists: AutoPager walks every item (or every page), fetching each page only
// when the loop needs it; Page is one page with the way to the next (hasNextPage(), getNextPage()).
import { InvalidArgumentError } from '../generated/errors';

export interface PageShape {
  /** Field holding the page's items. */
  items: string;
  /** Field telling whether a later page has items. */
  hasMore: string;
}

/** One page of a list: the answer as received, its items, and the next page. */
export class Page<Item, P extends object> {
  /** The page's answer (e.g. an `OrderList`, with its `_requestId`). */
  readonly data: P;
  /** The page's items. */
  readonly items: Item[];
  private readonly next: (() => Promise<Page<Item, P>>) | undefined;

  constructor(data: P, items: Item[], next: (() => Promise<Page<Item, P>>) | undefined) {
    this.data = data;
    this.items = items;
    this.next = next;
  }

  /** Whether a later page has items: the answer says so and this page is not empty. */
  hasNextPage(): boolean {
    return this.next !== undefined;
  }

  /** Fetches the next page; without one (see hasNextPage()) an InvalidArgumentError. */
  getNextPage(): Promise<Page<Item, P>> {
    return this.next?.() ?? Promise.reject(new InvalidArgumentError('There is no next page: check hasNextPage() first.', { param: 'page' }));
  }
}

export class AutoPager<Item, P extends object> implements AsyncIterable<Item> {
  private readonly fetchPage: (page: number) => PromiseLike<P>;
  private readonly first: number;
  private readonly shape: PageShape;

  constructor(fetchPage: (page: number) => PromiseLike<P>, firstPage: number, shape: PageShape) {
    this.fetchPage = fetchPage;
    this.first = firstPage;
    this.shape = shape;
  }

  /** The first page asked for (`page`, default 1), to walk on with `hasNextPage()` and `getNextPage()`. */
  firstPage(): Promise<Page<Item, P>> {
    return this.load(this.first);
  }

  private async load(number: number): Promise<Page<Item, P>> {
    const data = await this.fetchPage(number);
    const record = data as Record<string, unknown>;
    const items = record[this.shape.items] as Item[];
    return new Page(data, items, record[this.shape.hasMore] && items.length ? () => this.load(number + 1) : undefined);
  }

  /** Every page, from the first one asked for until the last one, each fetched when the loop needs it. */
  async *iterPages(): AsyncGenerator<Page<Item, P>> {
    for (let page: Page<Item, P> | undefined = await this.firstPage(); page; page = page.hasNextPage() ? await page.getNextPage() : undefined) yield page;
  }

  /** The answer of every page (`page.data` of iterPages()). */
  async *pages(): AsyncGenerator<P> {
    for await (const page of this.iterPages()) yield page.data;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Item> {
    for await (const page of this.iterPages()) yield* page.items;
  }

  /** Collects every item (up to `limit` items) into an array. */
  async toArray(limit = Infinity): Promise<Item[]> {
    const all: Item[] = [];
    if (limit <= 0) return all;
    for await (const item of this) {
      all.push(item);
      if (all.length >= limit) break;
    }
    return all;
  }
}
