package orbit

// Unions without a discriminator (core_unions.go): the first-match rule in answers, an answer of no
// known shape kept as it came, and the checks in requests. The union types below are what the
// generator declares for such a union (see generators/go), with specs of their own.

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
)

type circle struct {
	Radius float64 `json:"radius"`
}

type rect struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

type sizeLabel string

type figure struct {
	OfCircle *circle
	OfRect   *rect
	raw      json.RawMessage
}

var objTestCircle = &object{name: "Circle", fields: []param{{name: "radius", field: 0, required: true, check: &check{maximum: bound(1000)}}}}

var unionTestFigure = &untagged{name: "Figure", variants: []shape{
	{kind: kindObject, required: []string{"radius"}, object: objTestCircle},
	{kind: kindObject, required: []string{"width", "height"}},
}}

func (u figure) MarshalJSON() ([]byte, error) {
	return unionTestFigure.encode(u.raw, u.OfCircle, u.OfRect)
}

func (u *figure) UnmarshalJSON(b []byte) error {
	*u = figure{}
	return unionTestFigure.decode(b, &u.raw, &u.OfCircle, &u.OfRect)
}

type size struct {
	OfInt   *int
	OfLabel *sizeLabel
	OfList  []string
	raw     json.RawMessage
}

var unionTestSize = &untagged{name: "Size", variants: []shape{
	{kind: kindInteger},
	{kind: kindString, values: []string{"small", "large"}},
	{kind: kindArray},
}}

func (u size) MarshalJSON() ([]byte, error) {
	return unionTestSize.encode(u.raw, u.OfInt, u.OfLabel, u.OfList)
}

func (u *size) UnmarshalJSON(b []byte) error {
	*u = size{}
	return unionTestSize.decode(b, &u.raw, &u.OfInt, &u.OfLabel, &u.OfList)
}

func TestUnionAnswersTakeTheFirstMatchingShape(t *testing.T) {
	for _, c := range []struct {
		json, read string
	}{
		{`{"radius":1.5}`, "circle 1.5"},
		{`{"width":2,"height":1}`, "rect 2x1"},
		{`{"radius":1,"width":2,"height":1}`, "circle 1"}, // both shapes: the first wins
		{`{"width":2}`, "none"},                           // no shape: kept as it came
		{`{"side":3,"colour":"red"}`, "none"},
	} {
		var f figure
		if err := json.Unmarshal([]byte(c.json), &f); err != nil {
			t.Fatal(err)
		}
		read := "none"
		if f.OfCircle != nil {
			read = "circle " + jsonText(f.OfCircle.Radius)
		} else if f.OfRect != nil {
			read = "rect " + jsonText(f.OfRect.Width) + "x" + jsonText(f.OfRect.Height)
		}
		back, _ := json.Marshal(f)
		if read != c.read || (read == "none" && string(back) != c.json) {
			t.Errorf("%s: read as %s, marshalled back as %s", c.json, read, back)
		}
	}
	for _, c := range []struct{ json, read string }{
		{`3`, "int 3"}, {`"small"`, "label small"}, {`["a"]`, "list [a]"},
		{`"huge"`, "none"}, {`2.5`, "none"}, {`true`, "none"}, // newer than the SDK: kept as they came
	} {
		var s size
		if err := json.Unmarshal([]byte(c.json), &s); err != nil {
			t.Fatal(err)
		}
		read := "none"
		switch {
		case s.OfInt != nil:
			read = "int " + jsonText(*s.OfInt)
		case s.OfLabel != nil:
			read = "label " + string(*s.OfLabel)
		case s.OfList != nil:
			read = "list [" + strings.Join(s.OfList, ",") + "]"
		}
		if back, _ := json.Marshal(s); read != c.read || string(back) != c.json {
			t.Errorf("%s: read as %s, marshalled back as %s", c.json, read, back)
		}
	}
	var empty size
	if err := json.Unmarshal([]byte(`null`), &empty); err != nil || empty.OfInt != nil || empty.raw != nil {
		t.Errorf("null: %+v %v", empty, err)
	}
	if _, err := json.Marshal(size{OfInt: new(int), OfList: []string{}}); err == nil {
		t.Error("two Of fields set marshalled")
	}
}

func jsonText(v interface{}) string {
	b, _ := json.Marshal(v)
	return string(b)
}

type drawParams struct {
	Figure figure
	Sizes  []size
}

var opTestDraw = operation{
	id: "draw", method: "POST", path: "/draw",
	auth: authLoginToken, answer: answerJSON, accept: "application/json", body: true,
	params: []param{
		{name: "figure", field: 0, required: true, union: unionTestFigure},
		{name: "sizes", field: 1, union: unionTestSize},
	},
}

func TestUnionRequestsSendTheVariantThatIsSet(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{}`) })
	client, _ := testClient(t, d)
	label := sizeLabel("large")
	params := &drawParams{Figure: figure{OfRect: &rect{Width: 2, Height: 1}}, Sizes: []size{{OfInt: Int(3)}, {OfLabel: &label}}}
	if err := client.core.call(context.Background(), &opTestDraw, params, nil, nil); err != nil {
		t.Fatal(err)
	}
	if got, want := d.received()[0].Body, `{"figure":{"width":2,"height":1},"sizes":[3,"large"]}`; got != want {
		t.Errorf("sent %s, want %s", got, want)
	}

	unknown := sizeLabel("huge")
	for _, c := range []struct {
		params *drawParams
		param  string
		says   string
	}{
		{&drawParams{}, "figure", "set exactly one of OfCircle, OfRect (0 set)"},
		{&drawParams{Figure: figure{OfCircle: &circle{}, OfRect: &rect{}}}, "figure", "(2 set)"},
		{&drawParams{Figure: figure{OfCircle: &circle{Radius: 5000}}}, "figure.radius", "must be from"},
		{&drawParams{Figure: figure{OfCircle: &circle{}}, Sizes: []size{{OfLabel: &unknown}}}, "sizes[0]", "none of the shapes"},
	} {
		err := client.core.call(context.Background(), &opTestDraw, c.params, nil, nil)
		var re *RequestError
		if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &re) || re.Param != c.param || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%+v: %v (want %s: %s)", c.params, err, c.param, c.says)
		}
	}
	if n := len(d.received()); n != 1 {
		t.Errorf("%d requests sent, want 1", n)
	}
}
