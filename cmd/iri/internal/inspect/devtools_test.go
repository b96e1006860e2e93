package inspect

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"testing"

	"golang.org/x/net/websocket"
)

// A devtoolsPage is a connection to a page of the browser, over the Chrome
// DevTools Protocol: commands and their results, and events.
type devtoolsPage struct {
	t  *testing.T
	ws *websocket.Conn
	id int
}

// A devtoolsMessage is a result (ID set) or an event (Method set).
type devtoolsMessage struct {
	ID     int             `json:"id"`
	Method string          `json:"method"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// call sends a command and returns its result, passing over the events
// that come before it.
func (p *devtoolsPage) call(method string, params any) json.RawMessage {
	p.t.Helper()
	p.id++
	msg := map[string]any{"id": p.id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if err := websocket.JSON.Send(p.ws, msg); err != nil {
		p.t.Fatalf("%s: %v", method, err)
	}
	for {
		var m devtoolsMessage
		if err := websocket.JSON.Receive(p.ws, &m); err != nil {
			p.t.Fatalf("%s: %v", method, err)
		}
		if m.ID != p.id {
			continue
		}
		if m.Error != nil {
			p.t.Fatalf("%s: %s", method, m.Error.Message)
		}
		return m.Result
	}
}

// waitFor reads messages until the event named method comes.
func (p *devtoolsPage) waitFor(method string) {
	p.t.Helper()
	for {
		var m devtoolsMessage
		if err := websocket.JSON.Receive(p.ws, &m); err != nil {
			p.t.Fatalf("waiting for %s: %v", method, err)
		}
		if m.Method == method {
			return
		}
	}
}

// eval runs a script in the page, waits for the promise it returns, if
// any, and returns its value as text.
func (p *devtoolsPage) eval(script string) string {
	p.t.Helper()
	var r struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
		ExceptionDetails any `json:"exceptionDetails"`
	}
	raw := p.call("Runtime.evaluate", map[string]any{"expression": script, "awaitPromise": true, "returnByValue": true})
	if err := json.Unmarshal(raw, &r); err != nil {
		p.t.Fatal(err)
	}
	if r.ExceptionDetails != nil {
		p.t.Fatalf("%s: %v", script, r.ExceptionDetails)
	}
	return fmt.Sprint(r.Result.Value)
}

// devtools starts the browser, on a blank page, with its DevTools Protocol
// on a free port of the loopback address, and connects to the page. The
// browser is stopped when the test ends.
func devtools(t *testing.T, chromium string) *devtoolsPage {
	t.Helper()
	args := append(browserFlags(t), "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--remote-allow-origins=http://127.0.0.1", "about:blank")
	cmd := exec.Command(chromium, args...)
	endWithTest(cmd)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var closer *websocket.Conn // to the browser, to close it
	t.Cleanup(func() {
		// Closed through its protocol, the browser ends the processes
		// it started before it exits, and leaves its profile alone for
		// the removal of the temporary directory; killed, it would not.
		if closer == nil || websocket.JSON.Send(closer, map[string]any{"id": 1, "method": "Browser.close"}) != nil {
			cmd.Process.Kill()
		}
		cmd.Wait()
	})
	// The browser writes the address of its protocol on standard error:
	// "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID".
	lines := bufio.NewScanner(stderr)
	var browserURL string
	var seen strings.Builder
	for browserURL == "" && lines.Scan() {
		line := lines.Text()
		seen.WriteString(line + "\n")
		if _, after, ok := strings.Cut(line, "DevTools listening on "); ok {
			browserURL = after
		}
	}
	if browserURL == "" {
		t.Fatalf("the browser did not say where its DevTools Protocol listens:\n%s", seen.String())
	}
	go io.Copy(io.Discard, stderr)
	u, err := url.Parse(browserURL)
	if err != nil {
		t.Fatal(err)
	}
	if closer, err = websocket.Dial(browserURL, "", "http://127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	// The page's target, from the list of targets.
	resp, err := http.Get("http://" + u.Host + "/json/list")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var targets []struct {
		Type                 string `json:"type"`
		WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&targets); err != nil {
		t.Fatal(err)
	}
	for _, target := range targets {
		if target.Type == "page" {
			ws, err := websocket.Dial(target.WebSocketDebuggerURL, "", "http://127.0.0.1")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { ws.Close() })
			return &devtoolsPage{t: t, ws: ws}
		}
	}
	t.Fatalf("no page among the browser's targets %+v", targets)
	return nil
}
