// Per-call cost of openai-go (a Stainless-built SDK, the peer of our Go SDK in the bench) against plain
// net/http, measured exactly as scripts/bench/go measures ours (the shared scripts/bench/gomeasure):
//
//	peers <base_url> <calls> <warmup> <seconds>
//
// Both sides GET <base_url>/v1/models from the bench's bare route (the same items as our package list,
// in the shape openai-go expects) and decode the JSON; openai-go's List answers its typed page. The
// control is a second instance of the plain side (its own http.Client) doing exactly the same request.
// Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"} (median and 90th
// percentile µs per call, the sides interleaved call by call, `calls` per side).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"orbit.example/measure"
)

func main() {
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: peers <base_url> <calls> <warmup> <seconds>")
		os.Exit(2)
	}
	base := os.Args[1]
	calls, _ := strconv.Atoi(os.Args[2])
	warmup, _ := strconv.Atoi(os.Args[3])
	seconds, _ := strconv.ParseFloat(os.Args[4], 64)
	ctx := context.Background()
	client := openai.NewClient(option.WithBaseURL(base+"/v1/"), option.WithAPIKey("sk-bench"))
	url := base + "/v1/models"

	// The plain side; made twice, for the plain side and for its control.
	plainSide := func() func() int {
		plainClient := &http.Client{}
		return func() int {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
			req.Header.Set("Authorization", "Bearer sk-bench")
			req.Header.Set("Accept", "application/json")
			res, err := plainClient.Do(req)
			if err != nil {
				panic(err)
			}
			defer res.Body.Close()
			body, err := io.ReadAll(res.Body)
			if err != nil || res.StatusCode != http.StatusOK {
				panic(fmt.Sprintf("plain net/http: %v %d", err, res.StatusCode))
			}
			var list struct {
				Data []map[string]interface{} `json:"data"`
			}
			if err := json.Unmarshal(body, &list); err != nil {
				panic(err)
			}
			return len(list.Data)
		}
	}
	plain, control := plainSide(), plainSide()
	sdk := func() int {
		page, err := client.Models.List(ctx)
		if err != nil {
			panic(err)
		}
		return len(page.Data)
	}
	if n := plain(); sdk() != n || control() != n {
		panic("openai-go and net/http disagree on the model count")
	}

	out, _ := json.Marshal(measure.Measure([]measure.Side{
		{Name: "plain", Call: func() { plain() }},
		{Name: "sdk", Call: func() { sdk() }},
		{Name: "control", Call: func() { control() }},
	}, calls, warmup, seconds))
	fmt.Println(string(out))
}
