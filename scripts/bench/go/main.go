// Per-call cost of the Go SDK against plain net/http, same request, same count:
//
//	go build -o gobench . && ./gobench <base_url> <calls> <rounds> <warmup> <seconds>
//
// Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strconv"
	"time"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func main() {
	if len(os.Args) != 6 {
		fmt.Fprintln(os.Stderr, "usage: gobench <base_url> <calls> <rounds> <warmup> <seconds>")
		os.Exit(2)
	}
	baseURL := os.Args[1]
	calls, _ := strconv.Atoi(os.Args[2])
	rounds, _ := strconv.Atoi(os.Args[3])
	warmup, _ := strconv.Atoi(os.Args[4])
	seconds, _ := strconv.ParseFloat(os.Args[5], 64)
	deadline := time.Now().Add(time.Duration(seconds * float64(time.Second)))
	url := baseURL + "/api/user/packages"
	ctx := context.Background()

	hc := &http.Client{}
	plain := func() int {
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
	if plain() != sdk() {
		panic("the SDK and net/http disagree on the package count")
	}

	perCall := func(call func() int, n int) float64 {
		started := time.Now()
		for i := 0; i < n; i++ {
			call()
		}
		return float64(time.Since(started).Nanoseconds()) / 1e3 / float64(n)
	}
	median := func(xs []float64) float64 {
		s := append([]float64(nil), xs...)
		sort.Float64s(s)
		return s[len(s)/2]
	}

	perCall(plain, warmup)
	perCall(sdk, warmup)
	var plainUs, sdkUs []float64
	for r := 0; r < rounds && time.Now().Before(deadline); r++ {
		// Alternate which side goes first, so drift falls on both.
		if r%2 == 0 {
			plainUs = append(plainUs, perCall(plain, calls))
			sdkUs = append(sdkUs, perCall(sdk, calls))
		} else {
			sdkUs = append(sdkUs, perCall(sdk, calls))
			plainUs = append(plainUs, perCall(plain, calls))
		}
	}
	out, _ := json.Marshal(map[string]interface{}{"plain_us": median(plainUs), "sdk_us": median(sdkUs), "calls": calls, "rounds": len(plainUs)})
	fmt.Println(string(out))
}
