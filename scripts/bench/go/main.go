// Per-call cost of the Go SDK against plain net/http, same request:
//
//	go build -o gobench . && ./gobench <base_url> <calls> <warmup> <seconds>
//
// Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"}: the median
// (and 90th percentile) µs per call of each side, the sides interleaved call by call
// (scripts/bench/gomeasure, shared with the peer's row), `calls` per side. The control is a second
// instance of the plain side (its own http.Client) doing exactly the same request.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
	"orbit.example/measure"
)

func main() {
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: gobench <base_url> <calls> <warmup> <seconds>")
		os.Exit(2)
	}
	baseURL := os.Args[1]
	calls, _ := strconv.Atoi(os.Args[2])
	warmup, _ := strconv.Atoi(os.Args[3])
	seconds, _ := strconv.ParseFloat(os.Args[4], 64)
	url := baseURL + "/api/user/packages"
	ctx := context.Background()

	// The plain side; made twice, for the plain side and for its control.
	plainSide := func() func() int {
		hc := &http.Client{}
		return func() int {
			resp, err := hc.Get(url)
			if err != nil {
				panic(err)
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil || resp.StatusCode != 200 {
				panic(fmt.Sprintf("plain net/http: status %d, %v", resp.StatusCode, err))
			}
			var v struct {
				Items []map[string]interface{} `json:"items"`
			}
			if err := json.Unmarshal(body, &v); err != nil {
				panic(err)
			}
			return len(v.Items)
		}
	}
	plain, control := plainSide(), plainSide()
	client, err := orbit.NewClient(option.WithBaseURL(baseURL))
	if err != nil {
		panic(err)
	}
	sdk := func() int {
		res, err := client.Packages.List(ctx, nil)
		if err != nil {
			panic(err)
		}
		return len(res.Items)
	}
	if n := plain(); sdk() != n || control() != n {
		panic("the SDK and net/http disagree on the package count")
	}

	out, _ := json.Marshal(measure.Measure([]measure.Side{
		{Name: "plain", Call: func() { plain() }},
		{Name: "sdk", Call: func() { sdk() }},
		{Name: "control", Call: func() { control() }},
	}, calls, warmup, seconds))
	fmt.Println(string(out))
}
