// The testing kit (orbittest) of the SDK built from openapi/fixtures/shapes.yaml, used as a test of an
// integrator's would: fixtures of the shapes (nullable fields, an integer enum, unions, maps) checked
// against the fixture contract's schema, and the fake running the SDK's cursor pages, a multipart
// upload, path parameters and an empty answer. The judges type-check it and run it.
package main

import (
	"bytes"
	"context"
	"errors"
	"testing"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
	"github.com/orbit-platform/orbit-sdk-go/v3/orbittest"
)

func TestTheKitOfTheSecondContract(t *testing.T) {
	ctx := context.Background()
	fake := orbittest.NewFake(t, option.WithAccessToken("at_shapes0000000000000"))

	// Fixtures of the shapes: null, an integer enum (a known value), a union's variant, a map.
	first := orbittest.Widget(t, func(w *orbit.Widget) {
		w.Nickname = nil
		high := orbit.PriorityHigh
		w.Priority = &high
		w.Shape = *orbittest.Shape(t, func(s *orbit.Shape) { *s = orbit.Shape{OfCircle: orbittest.Circle(t)} })
		w.Labels = map[string]string{"colour": "red"}
	})
	second := orbittest.Widget(t, func(w *orbit.Widget) { w.ID = "wgt_0000000000000002" })

	// Cursor pages: each page answers from the call (its starting_after).
	fake.On("Widgets.List", orbittest.Func(func(call orbittest.Call) orbittest.Answer {
		var p orbit.WidgetListParams
		if err := call.Decode(&p); err != nil {
			return orbittest.Error{Status: 400, Code: "invalid_parameter"}
		}
		if p.StartingAfter == nil {
			return orbittest.Reply(orbittest.WidgetList(t, func(l *orbit.WidgetList) { l.Data, l.HasMore = []orbit.Widget{*first}, true }))
		}
		return orbittest.Reply(orbittest.WidgetList(t, func(l *orbit.WidgetList) { l.Data, l.HasMore = []orbit.Widget{*second}, false }))
	}))
	it := fake.Client.Widgets.ListAutoPaging(ctx, &orbit.WidgetListParams{Limit: orbit.Int(1), Tags: []string{"a", "b"}})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Current().ID)
	}
	if it.Err() != nil || len(ids) != 2 || ids[1] != second.ID {
		t.Fatalf("%v %v", it.Err(), ids)
	}
	if after := fake.Calls()[1].Args["starting_after"]; after != first.ID {
		t.Fatalf("the second page started after %v", after)
	}

	// A multipart upload: the parts as sent, the text parts among the arguments.
	fake.On("Widgets.UploadAttachment", orbittest.Reply(orbittest.Attachment(t)))
	_, err := fake.Client.Widgets.UploadAttachment(ctx, &orbit.WidgetUploadAttachmentParams{
		WidgetID: first.ID,
		File:     orbit.File(bytes.NewReader([]byte("hello")), "notes.txt", "text/plain"),
		Purpose:  orbit.AttachmentPurposeManual,
	})
	if err != nil {
		t.Fatal(err)
	}
	upload := fake.Calls()[2]
	if upload.Args["widget_id"] != first.ID || upload.Args["purpose"] != "manual" || len(upload.Parts) != 2 || string(upload.Parts[0].Data) != "hello" || upload.Parts[0].Filename != "notes.txt" {
		t.Fatalf("%+v", upload)
	}

	// An empty answer, and an error of the conventions.
	fake.On("Widgets.Delete", orbittest.Sequence(orbittest.Reply(nil), orbittest.Error{Status: 404, Code: "widget_not_found"}))
	if err := fake.Client.Widgets.Delete(ctx, &orbit.WidgetDeleteParams{WidgetID: first.ID}); err != nil {
		t.Fatal(err)
	}
	if err := fake.Client.Widgets.Delete(ctx, &orbit.WidgetDeleteParams{WidgetID: first.ID}); !errors.Is(err, orbit.ErrNotFound) {
		t.Fatalf("%v", err)
	}
}
