// Hand-written request core: the page walk behind every generated <Item>Iterator (Go 1.16 has no
// generics, so the iterator types are generated and share this state machine).

package orbit

// pager fetches page after page: fetch loads page n into the iterator and answers how many items it
// holds and whether more may follow. It stops when has_more is false or a page is empty.
type pager struct {
	fetch  func(page int) (items int, hasMore bool, err error)
	page   int // the next page to fetch
	length int // items on the current page
	index  int // of the current item
	more   bool
	err    error
}

func (p *pager) start(first *int, fetch func(int) (int, bool, error)) {
	p.fetch, p.page, p.index, p.more = fetch, 1, -1, true
	if first != nil {
		p.page = *first
	}
}

func (p *pager) next() bool {
	if p.err != nil || p.fetch == nil {
		return false
	}
	p.index++
	for p.index >= p.length {
		if !p.more {
			return false
		}
		n, more, err := p.fetch(p.page)
		if err != nil {
			p.err, p.more = err, false
			return false
		}
		p.page++
		p.length, p.index, p.more = n, 0, more && n > 0
		if n == 0 {
			return false
		}
	}
	return true
}
