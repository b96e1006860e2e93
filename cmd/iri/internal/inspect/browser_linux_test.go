package inspect

import (
	"os/exec"
	"syscall"
)

// endWithTest has the kernel kill the browser when the test binary dies
// without its cleanups (a -timeout panic, a kill), so that no browser
// outlives it. (The launcher /usr/bin/chromium execs the browser, which
// keeps the setting.)
func endWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
