package orbit

// Nullable request fields (core_nulls.go), null in answers and integer enums, with operation
// descriptors of their own (the real contract has neither nullable fields nor integer enums).

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"
)

type level int

type patchNote struct {
	Text       *string
	Author     *string
	NullFields []string
}

var objTestPatchNote = &object{name: "PatchNote", nullFields: 2, fields: []param{
	{name: "text", field: 0},
	{name: "author", field: 1, nullable: true},
}}

type patchParams struct {
	ID         string
	Name       *string
	Nickname   *string
	Level      level
	Note       *patchNote
	NullFields []string
}

var opTestPatch = operation{
	id: "patch", method: "PATCH", path: "/things/{id}",
	auth: authLoginToken, answer: answerJSON, accept: "application/json",
	body: true, nullFields: 5,
	params: []param{
		{name: "id", in: inPath, field: 0, required: true},
		{name: "name", field: 1},
		{name: "nickname", field: 2, nullable: true},
		{name: "level", field: 3, nullable: true, unset: true},
		{name: "note", field: 4, object: objTestPatchNote},
	},
}

// thing is an answer as the generator declares it: a nullable field is a pointer without omitempty.
type thing struct {
	Nickname *string `json:"nickname"`
	Level    level   `json:"level"`
}

func TestNullIsSentOnlyWhenListed(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		jsonAnswer(w, 200, `{"nickname":null,"level":7}`)
	})
	client, _ := testClient(t, d)
	for _, c := range []struct {
		params *patchParams
		body   string
	}{
		{&patchParams{ID: "t"}, `{}`}, // left out: kept
		{&patchParams{ID: "t", Name: String("n"), NullFields: []string{"Nickname"}}, `{"name":"n","nickname":null}`},
		{&patchParams{ID: "t", NullFields: []string{"Level", "Nickname"}}, `{"nickname":null,"level":null}`},
		{&patchParams{ID: "t", Nickname: String("Boxy"), Level: 3}, `{"nickname":"Boxy","level":3}`},
		{&patchParams{ID: "t", Note: &patchNote{Text: String("x"), NullFields: []string{"Author"}}}, `{"note":{"text":"x","author":null}}`},
	} {
		var out thing
		if err := client.core.call(context.Background(), &opTestPatch, c.params, &out, nil); err != nil {
			t.Fatal(err)
		}
		if got := d.received()[len(d.received())-1].Body; got != c.body {
			t.Errorf("%+v: sent %s, want %s", c.params, got, c.body)
		}
		// null in an answer: nil, and marshalled back as null; an integer enum value newer than the SDK passes.
		back, _ := json.Marshal(out)
		if out.Nickname != nil || out.Level != 7 || string(back) != `{"nickname":null,"level":7}` {
			t.Errorf("answer %+v, back as %s", out, back)
		}
	}
}

func TestNullFieldsRefusesWhatItCannotSend(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{}`) })
	client, _ := testClient(t, d)
	for _, c := range []struct {
		param  string
		params *patchParams
	}{
		{"NullFields", &patchParams{ID: "t", NullFields: []string{"Name"}}}, // not nullable
		{"NullFields", &patchParams{ID: "t", NullFields: []string{"Nick"}}}, // no such field
		{"nickname", &patchParams{ID: "t", Nickname: String("x"), NullFields: []string{"Nickname"}}},
		{"level", &patchParams{ID: "t", Level: 2, NullFields: []string{"Level"}}},
		{"note.NullFields", &patchParams{ID: "t", Note: &patchNote{NullFields: []string{"Text"}}}},
	} {
		err := client.core.call(context.Background(), &opTestPatch, c.params, nil, nil)
		var re *RequestError
		if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &re) || re.Param != c.param {
			t.Errorf("%+v: %v", c.params, err)
		}
	}
	if n := len(d.received()); n != 0 {
		t.Errorf("%d requests sent", n)
	}
}
