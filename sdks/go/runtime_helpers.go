// Hand-written runtime core of the Orbit Go SDK: pagination, server-sent events and the
// reflection helpers the generated facade uses to set fields named in the contract's extensions.

package orbit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
)

// Pager is the untyped walk underneath the typed iterators of the facade (e.g. OrderIterator,
// returned by Orders.ListAutoPaging, whose Current is an orbit.Order). Use a typed iterator; the
// Pager it embeds is the escape hatch, its Current an interface{} holding a value of the page's item
// type. Advancing the Pager directly also advances the iterator that embeds it.
type Pager struct {
	fetch        func(page interface{}) (interface{}, error)
	itemsField   string
	hasMoreField string
	page         int64
	items        reflect.Value
	index        int
	current      interface{}
	pages        int
	done         bool
	err          error
}

func newPager(pageField, itemsField, hasMoreField string, params interface{}, fetch func(page interface{}) (interface{}, error)) *Pager {
	p := &Pager{fetch: fetch, itemsField: itemsField, hasMoreField: hasMoreField, page: 1}
	if v, ok := jsonField(params, pageField); ok && v.IsValid() {
		switch v.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			p.page = v.Int()
		}
	}
	return p
}

// Next advances to the next item, fetching the next page when needed.
func (p *Pager) Next() bool {
	for {
		if p.items.IsValid() && p.index < p.items.Len() {
			p.current = p.items.Index(p.index).Interface()
			p.index++
			return true
		}
		if p.done || p.err != nil {
			return false
		}
		page, err := p.fetch(p.page)
		if err != nil {
			p.err = err
			return false
		}
		p.pages++
		items, ok := jsonField(page, p.itemsField)
		if !ok || items.Kind() != reflect.Slice {
			p.err = fmt.Errorf("orbit: page has no %q list", p.itemsField)
			return false
		}
		p.items, p.index = items, 0
		hasMore, ok := jsonField(page, p.hasMoreField)
		if !ok || hasMore.Kind() != reflect.Bool || !hasMore.Bool() || items.Len() == 0 {
			p.done = true
		}
		p.page++
	}
}

// Current is the item Next moved to (a value of the page's item type, e.g. orbit.Order).
func (p *Pager) Current() interface{} { return p.current }

// Err is the error that stopped the walk, if any.
func (p *Pager) Err() error { return p.err }

// Pages is how many pages were fetched so far.
func (p *Pager) Pages() int { return p.pages }

// Stream yields the raw server-sent events of a streamed answer as they arrive. The facade's typed
// streams (e.g. ChatCompletionChunkStream, returned by Generation.CreateChatCompletionStream, whose
// Current is an orbit.ChatCompletionChunk) embed it: its Data and Decode, on the event the typed Next
// moved to, are the escape hatch for fields the SDK's types do not know.
type Stream struct {
	ResponseMeta
	body    io.ReadCloser
	reader  *bufio.Reader
	done    string
	current []byte
	err     error
	closed  bool
}

func (cl *call) stream(ctx context.Context, r *rawRequest, mediaType, done string) (*Stream, error) {
	res, err := cl.send(ctx, r, mediaType)
	if err != nil {
		return nil, err
	}
	return newStream(res, done), nil
}

func newStream(res *http.Response, done string) *Stream {
	return &Stream{ResponseMeta: metaOf(res), body: res.Body, reader: bufio.NewReader(res.Body), done: done}
}

// Next reads the next event; false at the end marker, at the end of the answer or on error.
func (s *Stream) Next() bool {
	if s.closed || s.err != nil {
		return false
	}
	var data [][]byte
	for {
		line, err := s.reader.ReadBytes('\n')
		trimmed := bytes.TrimRight(line, "\r\n")
		if len(trimmed) == 0 && len(line) > 0 { // blank line: end of event
			if len(data) > 0 {
				return s.yield(data)
			}
		} else if bytes.HasPrefix(trimmed, []byte("data:")) {
			data = append(data, bytes.TrimPrefix(bytes.TrimPrefix(trimmed, []byte("data:")), []byte(" ")))
		}
		if err != nil {
			if err != io.EOF {
				s.err = wrapReadError(err)
				return false
			}
			if len(data) > 0 {
				return s.yield(data)
			}
			s.Close()
			return false
		}
	}
}

func (s *Stream) yield(data [][]byte) bool {
	payload := bytes.Join(data, []byte("\n"))
	if s.done != "" && string(payload) == s.done {
		s.Close()
		return false
	}
	s.current = payload
	return true
}

// Data is the current event's data (JSON for chat chunks).
func (s *Stream) Data() []byte { return s.current }

// Decode decodes the current event's data into v (e.g. *orbit.ChatCompletionChunk).
func (s *Stream) Decode(v interface{}) error { return json.Unmarshal(s.current, v) }

// Err is the error that ended the stream, if any.
func (s *Stream) Err() error { return s.err }

// Close releases the connection.
func (s *Stream) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	return s.body.Close()
}

// typedItem is the error of a typed iterator whose page held an item of another type than the
// contract's x-sdk-pagination item_type (the generated code and the contract disagree).
func typedItem(opID string, got interface{}, want string) error {
	return fmt.Errorf("orbit: %s yielded an item of type %T, not %s", opID, got, want)
}

// decodeEvent decodes the current event of s into v (a typed stream's chunk); an event that is not
// such a chunk ends the stream with an error.
func decodeEvent(opID string, s *Stream, v interface{}, want string) error {
	if err := s.Decode(v); err != nil {
		s.Close()
		return fmt.Errorf("orbit: %s streamed an event that is not a %s: %w (data: %.200s)", opID, want, err, s.Data())
	}
	return nil
}

// jsonField returns the field of a struct (or pointer to one) whose json name is name,
// dereferencing pointers; ok is false when there is no such field or it is a nil pointer.
func jsonField(obj interface{}, name string) (reflect.Value, bool) {
	v := reflect.ValueOf(obj)
	for v.Kind() == reflect.Ptr {
		if v.IsNil() {
			return reflect.Value{}, false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return reflect.Value{}, false
	}
	for i := 0; i < v.NumField(); i++ {
		if tagName(v.Type().Field(i)) == name {
			f := v.Field(i)
			for f.Kind() == reflect.Ptr {
				if f.IsNil() {
					return reflect.Value{}, false
				}
				f = f.Elem()
			}
			return f, true
		}
	}
	return reflect.Value{}, false
}

func tagName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	if i := strings.IndexByte(tag, ','); i >= 0 {
		tag = tag[:i]
	}
	return tag
}

// setJSONField sets the field of *struct whose json name is name to value (converting it to the
// field's type, e.g. a string to an enum type, an int64 to *int32).
func setJSONField(ptr interface{}, name string, value interface{}) error {
	v := reflect.ValueOf(ptr)
	if v.Kind() != reflect.Ptr || v.Elem().Kind() != reflect.Struct {
		return errors.New("orbit: setJSONField needs a pointer to a struct")
	}
	v = v.Elem()
	for i := 0; i < v.NumField(); i++ {
		if tagName(v.Type().Field(i)) != name {
			continue
		}
		f := v.Field(i)
		target := f
		if f.Kind() == reflect.Ptr {
			target = reflect.New(f.Type().Elem()).Elem()
		}
		rv := reflect.ValueOf(value)
		if !sameKindFamily(rv.Kind(), target.Kind()) || !rv.Type().ConvertibleTo(target.Type()) {
			return fmt.Errorf("orbit: cannot set %s (%s) to %v", name, target.Type(), value)
		}
		target.Set(rv.Convert(target.Type()))
		if f.Kind() == reflect.Ptr {
			f.Set(target.Addr())
		}
		return nil
	}
	return fmt.Errorf("orbit: %s has no field %q", v.Type(), name)
}

func sameKindFamily(a, b reflect.Kind) bool {
	family := func(k reflect.Kind) int {
		switch k {
		case reflect.String:
			return 1
		case reflect.Bool:
			return 2
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
			reflect.Float32, reflect.Float64:
			return 3
		}
		return 0
	}
	return family(a) != 0 && family(a) == family(b)
}
