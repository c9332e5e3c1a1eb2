// Hand-written. Lists in pages, numbered or after a cursor: AutoPager walks every item (or every page),
// fetching each page only when the loop needs it; Page is one page with the way to the next
// (hasNextPage(), getNextPage()).
import { InvalidArgumentError } from '../generated/errors';

export interface PageShape {
  /** Field holding the page's items. */
  items: string;
  /** Field telling whether a later page has items. */
  hasMore: string;
  /** Cursor pages: the item field whose value on the page's last item asks for the next page; else pages are numbered. */
  cursor?: string;
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

/** Where a page starts: its number, or the cursor of the page before it (none for the first page). */
type PageAt = number | string | undefined;

export class AutoPager<Item, P extends object> implements AsyncIterable<Item> {
  private readonly fetchPage: (at: never) => PromiseLike<P>;
  private readonly first: PageAt;
  private readonly shape: PageShape;

  /** `fetchPage` takes a page number, or a cursor (`undefined` for the first page) when `shape.cursor` is set. */
  constructor(fetchPage: ((page: number) => PromiseLike<P>) | ((cursor: string | undefined) => PromiseLike<P>), first: PageAt, shape: PageShape) {
    this.fetchPage = fetchPage;
    this.first = first;
    this.shape = shape;
  }

  /** The first page asked for (the page number or cursor of the call's parameters), to walk on with `hasNextPage()` and `getNextPage()`. */
  firstPage(): Promise<Page<Item, P>> {
    return this.load(this.first);
  }

  private async load(at: PageAt): Promise<Page<Item, P>> {
    const data = await this.fetchPage(at as never);
    const record = data as Record<string, unknown>;
    const items = record[this.shape.items] as Item[];
    const cursor = this.shape.cursor;
    // A cursor page continues after its last item; a numbered page with the next number.
    const next = cursor ? ((items[items.length - 1] as Record<string, unknown> | undefined)?.[cursor] as string) : (at as number) + 1;
    return new Page(data, items, record[this.shape.hasMore] && items.length ? () => this.load(next) : undefined);
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
