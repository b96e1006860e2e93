package main

import (
	"flag"
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/internal/failure"
	"github.com/go-iri/iri/whatwg"
)

// The WHATWG mode (--mode whatwg) reads each input as a web browser
// does: with the basic URL parser of the URL Standard (§4.4), against
// --base when it is given. parse writes the attributes of the URL class
// (§6.1) under their names, resolve and normalize write the href (its
// serialization, §4.5), check reports the validation errors the parser
// met (§1.1), and every JSON line has, beside the href, "iri": the URL
// as an IRI (whatwg.URL.IRI), for what the core offers next.

// A whatwgMode is the WHATWG mode of one command: its --mode flag and,
// for the commands where a base makes sense, --base.
type whatwgMode struct {
	fs   *flag.FlagSet
	mode *flag.Flag
	// lenient: the command has the lenient modes of the core too (leiri,
	// href), which it handles itself.
	lenient bool
	base    *string // nil for a command that takes its base as an operand
}

// whatwgFlags adds to fs what the WHATWG mode needs: --mode, unless the
// command has one already (parse and check, see modeFlag), and --base
// if withBase.
func whatwgFlags(fs *flag.FlagSet, withBase bool) *whatwgMode {
	w := &whatwgMode{fs: fs, lenient: fs.Lookup("mode") != nil}
	if !w.lenient {
		fs.String("mode", "strict", "parse in the mode `M`: strict (RFC 3987) or whatwg (the URL Standard, as browsers parse)")
	}
	w.mode = fs.Lookup("mode")
	if withBase {
		w.base = fs.String("base", "", "with --mode whatwg: parse each input against the base `URL`, as a browser resolves a link")
	}
	return w
}

// chosen reports whether the command line is the WHATWG mode's to run:
// --mode whatwg, one of its flags, or (for a command without lenient
// modes) any mode but strict, which the mode rejects (see start).
func (w *whatwgMode) chosen() bool {
	m := w.mode.Value.String()
	return m == "whatwg" || w.base != nil && *w.base != "" || !w.lenient && m != "strict"
}

// whatwgFlagNames are the flags that apply in the WHATWG mode, of the
// commands that have them; the others (--level, --non-strict,
// --protect, ...) are the core's, and a usage error with it.
var whatwgFlagNames = []string{"json", "j", "stats", "mode", "base", "W", "ignore", "codes", "format"}

// start checks the flags of a command line that chosen gave the mode. It
// returns a negative status to go on, or the usage error's.
func (w *whatwgMode) start(c *cli) int {
	switch m := w.mode.Value.String(); {
	case !w.lenient && m != "strict" && m != "whatwg":
		return c.usage("unknown mode " + strconv.Quote(m) + "; the modes are strict, whatwg")
	case m != "whatwg":
		return c.usage("--base needs --mode whatwg")
	}
	var other *flag.Flag
	w.fs.Visit(func(f *flag.Flag) { // the flags set
		if other == nil && !slices.Contains(whatwgFlagNames, f.Name) {
			other = f
		}
	})
	if other != nil {
		return c.usage("--" + other.Name + " does not apply with --mode whatwg")
	}
	return -1
}

// parser returns the parser of the mode, with the base --base gives. It
// returns a negative status to go on, or the status to exit with: 2 for
// a usage error, 1 for a base that does not parse (as for resolve's BASE
// operand).
func (w *whatwgMode) parser(c *cli, asJSON bool) (whatwg.Parser, int) {
	if status := w.start(c); status >= 0 {
		return whatwg.Parser{}, status
	}
	if w.base == nil || *w.base == "" {
		return whatwg.Parser{}, -1
	}
	base, status := c.whatwgBase(*w.base, asJSON)
	return whatwg.Parser{Base: base}, status
}

// whatwgBase parses s as the base URL, reporting a failure as resolve
// reports a bad BASE: on standard error, or as a JSON line with "base".
func (c *cli) whatwgBase(s string, asJSON bool) (whatwg.URL, int) {
	base, err := whatwg.Parse(s)
	if err != nil {
		return whatwg.URL{}, c.badBase(whatwgFailure(s, err), asJSON)
	}
	return base, -1
}

// urlJSON is the JSON form of a URL: its attributes, named as the URL
// Standard names them (§6.1), and the URL as an IRI.
type urlJSON struct {
	Href     string `json:"href"`
	Origin   string `json:"origin"`
	Protocol string `json:"protocol"`
	Username string `json:"username"`
	Password string `json:"password"`
	Host     string `json:"host"`
	Hostname string `json:"hostname"`
	Port     string `json:"port"`
	Pathname string `json:"pathname"`
	Search   string `json:"search"`
	Hash     string `json:"hash"`
	IRI      string `json:"iri"`
}

func attributesJSON(u whatwg.URL) urlJSON {
	return urlJSON{u.Href(), u.Origin().String(), u.Protocol(), u.Username(), u.Password(), u.Host(),
		u.Hostname(), u.Port(), u.Pathname(), u.Search(), u.Hash(), u.IRI().String()}
}

// appendAttributes appends the href of u and its attributes on one line,
// each as name=value after a tab. Every attribute is a string, empty or
// not (the standard has no absent one), and none holds a tab or a line
// break (the parser removes them, and percent-encodes the other
// controls), so nothing is quoted.
func appendAttributes(b []byte, u whatwg.URL) []byte {
	b = append(b, u.Href()...)
	add := func(name, value string) {
		b = append(append(append(append(b, '\t'), name...), '='), value...)
	}
	add("origin", u.Origin().String())
	add("protocol", u.Protocol())
	add("username", u.Username())
	add("password", u.Password())
	add("host", u.Host())
	add("hostname", u.Hostname())
	add("port", u.Port())
	add("pathname", u.Pathname())
	add("search", u.Search())
	add("hash", u.Hash())
	return append(b, '\n')
}

// parse is parse --mode whatwg: the attributes of each URL.
func (w *whatwgMode) parse(c *cli, asJSON bool) int {
	p, status := w.parser(c, asJSON)
	if status >= 0 {
		return status
	}
	base := ""
	if p.Base != (whatwg.URL{}) {
		base = p.Base.Href()
	}
	return c.eachURL(p, asJSON, func(s string, u whatwg.URL) any {
		return struct {
			Input string `json:"input"`
			Base  string `json:"base,omitempty"`
			urlJSON
		}{s, base, attributesJSON(u)}
	}, appendAttributes)
}

// normalize is normalize --mode whatwg: the href of each URL, which is
// the URL Standard's one form of it (URL equivalence, §4.6, compares
// hrefs).
func (w *whatwgMode) normalize(c *cli, asJSON bool) int {
	p, status := w.parser(c, asJSON)
	if status >= 0 {
		return status
	}
	return c.eachURL(p, asJSON, func(s string, u whatwg.URL) any {
		return struct {
			Input      string `json:"input"`
			Normalized string `json:"normalized"`
			IRI        string `json:"iri"`
		}{s, u.Href(), u.IRI().String()}
	}, appendHref)
}

// resolve is resolve --mode whatwg BASE REF...: each reference parsed
// against BASE, as a browser resolves the links of a document whose base
// URL is BASE.
func (w *whatwgMode) resolve(c *cli, asJSON bool) int {
	if status := w.start(c); status >= 0 {
		return status
	}
	if len(c.operands) == 0 {
		return c.usage("missing BASE")
	}
	base, status := c.whatwgBase(c.operands[0], asJSON)
	if status >= 0 {
		return status
	}
	c.operands = c.operands[1:]
	return c.eachURL(whatwg.Parser{Base: base}, asJSON, func(s string, u whatwg.URL) any {
		return struct {
			Input  string `json:"input"`
			Base   string `json:"base"`
			Target string `json:"target"`
			urlJSON
		}{s, base.Href(), u.Href(), attributesJSON(u)}
	}, appendHref)
}

// eachURL parses each input with p and writes, for a URL, the JSON object
// obj makes of it or the text appendText appends; a failure is reported.
func (c *cli) eachURL(p whatwg.Parser, asJSON bool, obj func(s string, u whatwg.URL) any, appendText func(b []byte, u whatwg.URL) []byte) int {
	c.inputs(func(c *cli, line int, s string) {
		u, err := p.Parse(s)
		switch {
		case err != nil:
			c.failedInput(line, whatwgFailure(s, err), asJSON)
		case asJSON:
			c.writeJSON(obj(s, u))
		default:
			c.out.buf = appendText(c.out.buf, u)
		}
	})
	return exitOK
}

// appendHref appends the href of u on a line.
func appendHref(b []byte, u whatwg.URL) []byte {
	return append(append(b, u.Href()...), '\n')
}

// whatwgFailure is the JSON form of a failure of the URL parser: "cause"
// is the name of the validation error that made it fail, "offset" where
// the parser met it.
func whatwgFailure(input string, err error) failure.Failure {
	j := failure.Failure{Input: input, Error: whatwgMessage(err)}
	if e, ok := err.(*whatwg.Error); ok {
		j.Offset, j.Cause, j.Section = e.Offset, e.Name, whatwg.ValidationErrorsSection
	}
	return j
}

// whatwgMessage says, for a person, why the URL parser failed: the
// validation error, where, and what it means.
func whatwgMessage(err error) string {
	e, ok := err.(*whatwg.Error)
	if !ok {
		return err.Error()
	}
	return e.Name + " at offset " + strconv.Itoa(e.Offset) + ": " + whatwgSummary(e.Name)
}

// check is check --mode whatwg: the validation errors of each input as
// violations, code "whatwg/" and the standard's name. The one the parser
// failed with is an error; the others are warnings, since the parser
// recovered from them: a URL can be valid for a browser and still break
// a rule the standard lists for valid URL strings.
func (w *whatwgMode) check(c *cli, asJSON bool, ignoreList string, threshold check.Severity) int {
	p, status := w.parser(c, asJSON)
	if status >= 0 {
		return status
	}
	var ignore []string
	if ignoreList != "" {
		ignore = strings.Split(ignoreList, ",")
	}
	for _, code := range ignore {
		if !knownWhatwgCode(code) {
			return c.usage("--ignore: unknown violation code " + strconv.Quote(code) + " ('iri check --mode whatwg --codes' lists the codes)")
		}
	}
	c.inputs(func(c *cli, line int, s string) {
		u, errs, err := p.Validate(s)
		// A report made here conforms when it is valid: only the
		// failure is an error.
		r := check.Report{Input: s, Valid: err == nil, Violations: check.Checker{Ignore: ignore}.URLViolations(s, errs, err != nil)}
		var more []jsonKey
		if asJSON && err == nil {
			more = []jsonKey{{"href", u.Href()}, {"iri", u.IRI().String()}}
		}
		c.report(line, s, r, asJSON, threshold, "", more...)
	})
	return exitOK
}

// knownWhatwgCode reports whether code names a rule of whatwg.Rules, or
// is their group, "whatwg/".
func knownWhatwgCode(code string) bool {
	name, ok := strings.CutPrefix(code, "whatwg/")
	if ok && name == "" {
		return true
	}
	_, known := whatwg.RuleOf(name)
	return ok && known
}

// listWhatwgCodes writes the codes of the WHATWG mode as check --codes
// writes the others: code, severity (error for the validation errors
// the parser fails with), section and summary.
func listWhatwgCodes(c *cli) {
	for _, r := range whatwg.Rules() {
		severity := check.SeverityWarning
		if r.Failure {
			severity = check.SeverityError
		}
		c.out.WriteString("whatwg/" + r.Name + "\t" + severity.String() + "\t" + whatwg.ValidationErrorsSection + "\t" + r.Summary + "\n")
	}
}

// whatwgSummary is what the validation error named name means.
func whatwgSummary(name string) string {
	r, _ := whatwg.RuleOf(name)
	return r.Summary
}
