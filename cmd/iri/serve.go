package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/go-iri/iri/cmd/iri/internal/inspect"
)

// serveCommand serves the inspector page (cmd/iri/internal/inspect) until
// it is interrupted. It listens on the loopback address unless told
// otherwise: the page is a tool for the person at this machine.
var serveCommand = command{
	name:    "serve",
	args:    "[--addr HOST:PORT]",
	summary: "serve the inspector page, which shows an IRI the way the specifications see it",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		addr := fs.String("addr", "127.0.0.1:3987", "the address to listen on (port 0: any free port)")
		return func(c *cli) int {
			if len(c.operands) > 0 {
				return c.usage("takes no operands")
			}
			ln, err := net.Listen("tcp", *addr)
			if err != nil {
				fmt.Fprintln(c.errOut, "iri serve:", err)
				return exitBad
			}
			fmt.Fprintf(c.out, "The inspector is at http://%s/ (Ctrl-C stops it)\n", ln.Addr())
			if ip, ok := ln.Addr().(*net.TCPAddr); ok && !ip.IP.IsLoopback() {
				fmt.Fprintln(c.out, "It is reachable from other machines: --addr 127.0.0.1:PORT keeps it to this one.")
			}
			c.out.Flush()
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if err := inspect.Serve(ctx, ln); err != nil {
				fmt.Fprintln(c.errOut, "iri serve:", err)
				return exitBad
			}
			return exitOK
		}
	},
	noInput: true, // no -j, no --stats
}
