// Per-call cost of openai-go (a Stainless-built SDK, the peer of our Go SDK in the bench) against plain
// net/http, the same way scripts/bench/go measures ours:
//
//	peers <base_url> <calls> <rounds> <warmup> <seconds>
//
// Both sides GET <base_url>/v1/models from the bench's bare route (the same items as our package list,
// in the shape openai-go expects) and decode the JSON; openai-go's List answers its typed page. Prints
// one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
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

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

func main() {
	if len(os.Args) < 6 {
		fmt.Fprintln(os.Stderr, "usage: peers <base_url> <calls> <rounds> <warmup> <seconds>")
		os.Exit(2)
	}
	base := os.Args[1]
	calls, _ := strconv.Atoi(os.Args[2])
	rounds, _ := strconv.Atoi(os.Args[3])
	warmup, _ := strconv.Atoi(os.Args[4])
	seconds, _ := strconv.ParseFloat(os.Args[5], 64)
	ctx := context.Background()
	client := openai.NewClient(option.WithBaseURL(base+"/v1/"), option.WithAPIKey("sk-bench"))
	plainClient := &http.Client{}
	url := base + "/v1/models"

	plain := func() int {
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
	sdk := func() int {
		page, err := client.Models.List(ctx)
		if err != nil {
			panic(err)
		}
		return len(page.Data)
	}
	if plain() != sdk() {
		panic("openai-go and net/http disagree on the model count")
	}
	perCall := func(call func() int, n int) float64 {
		started := time.Now()
		for i := 0; i < n; i++ {
			call()
		}
		return float64(time.Since(started).Microseconds()) / float64(n)
	}
	perCall(plain, warmup)
	perCall(sdk, warmup)
	deadline := time.Now().Add(time.Duration(seconds * float64(time.Second)))
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
	median := func(xs []float64) float64 {
		sort.Float64s(xs)
		return xs[len(xs)/2]
	}
	out, _ := json.Marshal(map[string]interface{}{"plain_us": median(plainUs), "sdk_us": median(sdkUs), "calls": calls, "rounds": len(plainUs)})
	fmt.Println(string(out))
}
