// Hand-written: a world of the reference server per test. The server is ORBIT_SANDBOX_URL when set;
// else the bundled reference server that ORBIT_REFERENCE_SERVER names (the release archive's
// servers/orbit-reference-server.mjs), started with node once per test binary on a free loopback port
// and stopped when the binary exits (it ends when its standard input, held by this process, closes).

package orbittest

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"io/ioutil"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/internal/config"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// The environment variables that say which reference server the worlds are on.
const (
	sandboxURLVariable      = "ORBIT_SANDBOX_URL"
	referenceServerVariable = "ORBIT_REFERENCE_SERVER"
)

// World is a test's own world of the reference server (its Orbit-Sandbox header): the seed's users,
// orders, balances, clock and faults, shared with no other test, reset when the test ends.
type World struct {
	// Name is the world's name, unique to the test.
	Name string
	// BaseURL is the reference server's address.
	BaseURL string
	// Client is an SDK client of the reference server bound to the world: every request carries the
	// world's name. It reads nothing from the environment (ORBIT_*).
	Client *orbit.Client
	// Sandbox calls the sandbox routes of the world: SMS codes, payments, the clock, faults, the
	// request log.
	Sandbox *Sandbox
}

// NewWorld answers a world of its own for the test t: its client (made by orbit.NewClient with opts,
// e.g. option.WithAccessToken, option.WithMaxRetries; option.WithBaseURL is the world's own and
// refused) and its sandbox. The world is reset when the
// test ends (t.Cleanup). The reference server is ORBIT_SANDBOX_URL when set; else the bundled
// reference server ORBIT_REFERENCE_SERVER names is started with node (once for the test binary, on a
// free loopback port) and stopped when the binary exits. Neither set fails t, naming both.
func NewWorld(t TB, opts ...option.RequestOption) *World {
	t.Helper()
	var given config.Config
	given.Apply(opts)
	if given.BaseURL != nil {
		t.Fatal("orbittest.NewWorld: option.WithBaseURL is the world's own (the reference server's address)")
		return nil
	}
	baseURL, err := referenceServer()
	if err != nil {
		t.Fatal(err)
		return nil
	}
	var suffix [4]byte
	rand.Read(suffix[:])
	name := worldName(t) + "-" + hex.EncodeToString(suffix[:])
	isolated := func(c *config.Config) { c.NoEnvironment = true }
	own := []option.RequestOption{option.WithBaseURL(baseURL), option.WithHeader(worldHeader, name), isolated}
	client, err := orbit.NewClient(append(append([]option.RequestOption(nil), opts...), own...)...)
	if err != nil {
		t.Fatal(err)
		return nil
	}
	w := &World{Name: name, BaseURL: baseURL, Client: client, Sandbox: NewSandbox(baseURL, name)}
	t.Cleanup(func() {
		if _, err := w.Sandbox.Reset(context.Background()); err != nil {
			t.Errorf("orbittest: resetting the world %s: %v", name, err)
		}
	})
	return w
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// worldName is a readable start of a world's name: the test's name, when t has one (the sandbox's
// pattern: a letter or digit, then up to 63 of letters, digits, '.', '_' and '-').
func worldName(t TB) string {
	name := "orbittest"
	if named, ok := t.(interface{ Name() string }); ok {
		name = "go-" + strings.Trim(unsafeName.ReplaceAllString(named.Name(), "-"), "-._")
	}
	if len(name) > 54 {
		name = name[:54]
	}
	return name
}

var server struct {
	once  sync.Once
	url   string
	err   error
	stdin io.WriteCloser // held open while the process runs: the server exits when it closes
}

// referenceServer answers the reference server's address, starting the bundled one the first time.
func referenceServer() (string, error) {
	if url := os.Getenv(sandboxURLVariable); url != "" {
		return strings.TrimRight(url, "/"), nil
	}
	server.once.Do(func() { server.url, server.err = startReferenceServer() })
	return server.url, server.err
}

// watchdog ends the server when its standard input closes (this process exited, however it ended),
// then runs the bundle as its main module.
const watchdog = `process.stdin.on("end", () => process.exit(0)); process.stdin.resume(); import(require("url").pathToFileURL(process.argv[1]).href);`

func startReferenceServer() (string, error) {
	bundle := os.Getenv(referenceServerVariable)
	if bundle == "" {
		return "", fmt.Errorf("orbittest: no reference server for the world: set %s to a running reference server's address (e.g. http://127.0.0.1:4020), or %s to the bundled server (servers/orbit-reference-server.mjs of the release archive) for the kit to start with node", sandboxURLVariable, referenceServerVariable)
	}
	if _, err := os.Stat(bundle); err != nil {
		return "", fmt.Errorf("orbittest: %s: %v", referenceServerVariable, err)
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("orbittest: no free loopback port for the reference server: %v", err)
	}
	port := listener.Addr().(*net.TCPAddr).Port
	listener.Close()
	cmd := exec.Command("node", "-e", watchdog, bundle)
	cmd.Env = append(os.Environ(), fmt.Sprintf("PORT=%d", port), "HOST=127.0.0.1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return "", err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	var stderr strings.Builder
	cmd.Stderr = &limited{w: &stderr, left: 8192}
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("orbittest: starting the reference server (node %s): %v", bundle, err)
	}
	server.stdin = stdin
	// Ready when it says where it listens; its later lines are read and dropped.
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if strings.Contains(lines.Text(), "Orbit reference server on http://") {
			go io.Copy(ioutil.Discard, stdout)
			return fmt.Sprintf("http://127.0.0.1:%d", port), nil
		}
	}
	err = cmd.Wait()
	return "", fmt.Errorf("orbittest: the reference server (node %s) ended before it listened (%v): %s", bundle, err, stderr.String())
}

// limited keeps the first bytes written to it (the server's standard error, for the error above).
type limited struct {
	w    io.Writer
	left int
}

func (l *limited) Write(p []byte) (int, error) {
	if l.left > 0 {
		n := len(p)
		if n > l.left {
			n = l.left
		}
		l.w.Write(p[:n])
		l.left -= n
	}
	return len(p), nil
}
