package iribeam

import (
	"flag"
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
)

// TestMain initializes Beam, as every program that runs a pipeline must
// before building one.
func TestMain(m *testing.M) {
	flag.Parse()
	beamlog.LogLevel = "warn" // not a line for each step of each pipeline
	beam.Init()
	os.Exit(m.Run())
}
