// A program against the Go SDK built from openapi/fixtures/shapes.yaml, using each shape's types the
// way the SDK's README shows (tests/shapes/README.md). The judges type-check it (go vet, staticcheck,
// the Go 1.16 floor); it is not run.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func main() {
	ctx := context.Background()
	client, err := orbit.NewClient(option.WithMaxRetries(1))
	if err != nil {
		log.Fatal(err)
	}
	id := "wgt_0000000000000001"

	// Null or left out: NullFields sends null (clears), a field left unset is not sent (keeps).
	widget, err := client.Widgets.Update(ctx, &orbit.WidgetUpdateParams{
		WidgetID:   id,
		Name:       orbit.String("Renamed widget"),
		NullFields: []string{"Nickname", "Priority"},
	})
	if err != nil {
		log.Fatal(err)
	}
	describe(widget)

	// An integer enum and a union without a discriminator in a request.
	created, err := client.Widgets.Create(ctx, &orbit.WidgetCreateParams{
		Name:     "Flat widget",
		Priority: orbit.PriorityHigh,
		Shape:    orbit.Shape{OfRectangle: &orbit.Rectangle{Width: 2, Height: 1}},
	})
	if err != nil {
		log.Fatal(err)
	}
	describe(created)

	// Files: from a path (an *os.File, read again on a retry), bytes, or a one-shot stream.
	f, err := os.Open("notes.txt")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	sources := []io.Reader{
		orbit.File(f, "", "text/plain"),
		orbit.File(bytes.NewReader([]byte("not really a png")), "photo.png", "image/png"),
		orbit.File(io.MultiReader(strings.NewReader("line one\n")), "log.txt", "text/plain"),
	}
	for _, file := range sources {
		attachment, err := client.Widgets.UploadAttachment(ctx, &orbit.WidgetUploadAttachmentParams{
			WidgetID: id,
			File:     file,
			Purpose:  orbit.AttachmentPurposeManual,
			Note:     orbit.String("first"),
			Tags:     []string{"a", "b"},
		})
		if err != nil {
			log.Fatal(err)
		}
		var purpose orbit.AttachmentPurpose = attachment.Purpose
		fmt.Println(attachment.ID, attachment.Filename, attachment.Bytes, purpose)
	}

	// Cursor pages: a page at a time, then every item across pages.
	page, err := client.Widgets.List(ctx, &orbit.WidgetListParams{Limit: orbit.Int(2), Tags: []string{"blue"}, Archived: orbit.Bool(false)})
	for page != nil && err == nil {
		fmt.Println(len(page.Data), page.HasNextPage())
		page, err = page.GetNextPage(ctx)
	}
	if err != nil {
		log.Fatal(err)
	}
	it := client.Widgets.ListAutoPaging(ctx, &orbit.WidgetListParams{Limit: orbit.Int(2)})
	for it.Next() {
		w := it.Current()
		describe(&w)
	}
	if err := it.Err(); err != nil {
		log.Fatal(err)
	}

	download, err := client.Widgets.DownloadAttachment(ctx, &orbit.WidgetDownloadAttachmentParams{WidgetID: id, AttachmentID: "att_0000000000000001"})
	if err != nil {
		log.Fatal(err)
	}
	defer download.Body.Close()
	fmt.Println(download.MediaType)
	if err := client.Widgets.Delete(ctx, &orbit.WidgetDeleteParams{WidgetID: id}); err != nil {
		log.Fatal(err)
	}
}

// describe reads an answer's shapes: allOf fields, nullable fields, an integer enum (known or newer),
// unions through their accessors, and a map.
func describe(w *orbit.Widget) {
	var id, created string = w.ID, w.CreatedAt // the Resource part of the allOf
	nickname := "(none)"
	if w.Nickname != nil { // nil: null
		nickname = *w.Nickname
	}
	priority := "(none)"
	if w.Priority != nil {
		switch *w.Priority {
		case orbit.PriorityLow, orbit.PriorityNormal, orbit.PriorityHigh:
			priority = fmt.Sprint(int(*w.Priority))
		default: // a level newer than this SDK, e.g. orbit.Priority(7)
			priority = fmt.Sprintf("new level %d", int(*w.Priority))
		}
	}
	shape := "a shape newer than this SDK"
	if c, ok := w.Shape.AsCircle(); ok {
		shape = fmt.Sprintf("circle r=%g", c.Radius)
	} else if r, ok := w.Shape.AsRectangle(); ok {
		shape = fmt.Sprintf("rectangle %gx%g", r.Width, r.Height)
	}
	size := "no size"
	if w.Size != nil {
		if n, ok := w.Size.AsInt(); ok {
			size = fmt.Sprint(n)
		} else if label, ok := w.Size.AsSizeLabel(); ok {
			size = string(label)
		} else {
			raw, _ := json.Marshal(w.Size) // a value of no known shape, as it came
			size = string(raw)
		}
	}
	var labels map[string]string = w.Labels
	fmt.Println(id, created, w.Name, nickname, priority, shape, size, len(labels), w.ArchivedAt == nil)
}
