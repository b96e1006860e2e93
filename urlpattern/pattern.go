package urlpattern

import (
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri/whatwg"
)

// An Init is a URL pattern or a URL given by its components
// (URLPatternInit, URL Pattern Standard section "The URLPattern class"):
// a nil member is absent. BaseURL is a URL that gives the components
// that come before the first one given (in the order protocol, hostname,
// port, pathname, search, hash; for a pattern, never the username and
// password), and against whose path a relative Pathname is resolved.
type Init struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash *string
	BaseURL                                                              *string
}

// Options are the options of a [Pattern] (URLPatternOptions, URL
// Pattern Standard section "The URLPattern class"). IgnoreCase matches
// the pathname, search and hash without regard to case. Engine compiles
// the regular expressions; nil is [GoEngine].
type Options struct {
	IgnoreCase bool
	Engine     Engine
}

// An Error is a pattern that cannot be constructed, a component name
// that is not one, or a group value [Pattern.Generate] cannot use.
type Error struct {
	Component string // "protocol", ..., "hash", "baseURL", or "" for the whole pattern string
	Input     string // the text of the component (or of the pattern string)
	Offset    int    // the byte offset in Input where the problem is, or -1
	Reason    string // what the problem is
	Err       error  // the error it comes from, such as a *RegexpError, or nil
}

// Error returns a description of e.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("urlpattern: ")
	if e.Component != "" {
		b.WriteString(e.Component + " ")
	}
	b.WriteString(strconv.Quote(e.Input))
	if e.Offset >= 0 {
		b.WriteString(" at offset " + strconv.Itoa(e.Offset))
	}
	b.WriteString(": " + e.Reason)
	return b.String()
}

// Unwrap returns the error e wraps, such as a *[RegexpError].
func (e *Error) Unwrap() error { return e.Err }

// A Group is the text a group of a pattern matched, and whether it took
// part in the match: an optional group that did not has Matched false,
// unlike one that matched the empty string.
type Group struct {
	Value   string
	Matched bool
}

// A ComponentResult is what one component of a [Pattern] matched: the
// component of the input and the pattern's groups, by name (URLPatternComponentResult).
type ComponentResult struct {
	Input  string
	Groups map[string]Group
}

// A Result is the match of a [Pattern] (URLPatternResult): the inputs it
// was given (the URL string and its base, or the [Init]) and the match of
// each component.
type Result struct {
	Inputs                                                               []string
	InitInput                                                            *Init
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash ComponentResult
}

// The components, in the standard's order.
const (
	cProtocol = iota
	cUsername
	cPassword
	cHostname
	cPort
	cPathname
	cSearch
	cHash
	numComponents
)

var componentNames = [numComponents]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// A component is a compiled component (URL Pattern Standard, section "The URL pattern struct").
type component struct {
	parts           []part
	encode          encodingCallback
	delimiter       byte
	pattern         string
	re              Regexp
	names           []string
	hasRegExpGroups bool
	fast            matcher // tests a value without re where it can
}

// A Pattern is a compiled URL pattern (the URLPattern class of the URL
// Pattern Standard): a pattern for each of a URL's eight components. A
// Pattern is immutable and safe for concurrent use.
type Pattern struct {
	c      [numComponents]component
	checks []uint8 // the components that not every value matches, which matches tests
}

// New compiles the pattern string pattern, such as
// "https://*.example.com/books/:id", relative to baseURL if it is not
// empty ("new URLPattern(input, baseURL, options)", URL Pattern Standard
// section "The URLPattern class", and "parse a constructor string"). A
// pattern without a protocol needs a baseURL; an empty baseURL is none
// (the standard, given the empty string, fails to parse it). Where the
// pattern gives a hostname and no port, the port is the scheme's default
// ("" matches only that); where it gives a component, the later ones it
// does not give are "*"; the username and password are "*" unless given.
func New(pattern, baseURL string, opts Options) (*Pattern, error) {
	init, err := parseConstructorString(pattern)
	if err != nil {
		return nil, err
	}
	if baseURL == "" && init.Protocol == nil {
		return nil, &Error{Input: pattern, Offset: -1, Reason: "a relative pattern without a base URL"}
	}
	if baseURL != "" {
		init.BaseURL = &baseURL
	}
	return FromInit(init, opts)
}

// FromInit compiles the pattern given by its components ("new
// URLPattern(init, options)", URL Pattern Standard section "The
// URLPattern class", and "create"): an absent one is "*", which matches
// anything, unless init.BaseURL gives it.
func FromInit(init Init, opts Options) (*Pattern, error) {
	engine := opts.Engine
	if engine == nil {
		engine = GoEngine{}
	}
	processed, err := processInit(init, true, nil)
	if err != nil {
		return nil, err
	}
	v := processed.values()
	for i := range v {
		if v[i] == nil {
			v[i] = ptr("*")
		}
	}
	if isSpecialScheme(*v[cProtocol]) && *v[cPort] == defaultPort(*v[cProtocol]) {
		v[cPort] = ptr("")
	}
	p := &Pattern{}
	for i := range p.c {
		encode, o := compileStep(i, *v[i], &p.c[cProtocol], opts.IgnoreCase)
		if p.c[i], err = compileComponent(componentNames[i], *v[i], encode, o, engine); err != nil {
			return nil, err
		}
	}
	for i := range p.c {
		if p.c[i].fast.kind != matchAny {
			p.checks = append(p.checks, uint8(i))
		}
	}
	return p, nil
}

// compileStep returns the encoding callback and the options component i
// of a pattern, value, compiles with ("create", URL Pattern Standard
// section "The URLPattern class"), given the compiled protocol (for the
// pathname, which the components before it precede): the pathname, search
// and hash ignore case if ignoreCase.
func compileStep(i int, value string, protocol *component, ignoreCase bool) (encodingCallback, compileOptions) {
	o := defaultOptions
	o.ignoreCase = ignoreCase && i >= cPathname
	switch i {
	case cProtocol:
		return canonicalizeProtocol, o
	case cUsername:
		return canonicalizeUsername, o
	case cPassword:
		return canonicalizePassword, o
	case cHostname:
		if isIPv6Pattern(value) {
			return canonicalizeIPv6Hostname, hostnameOptions
		}
		return canonicalizeHostname, hostnameOptions
	case cPort:
		return func(s string) (string, error) { return canonicalizePort(s, "") }, o
	case cPathname:
		if protocol.matchesSpecialScheme() {
			po := pathnameOptions
			po.ignoreCase = ignoreCase
			return canonicalizePathname, po
		}
		return canonicalizeOpaquePathname, o
	case cSearch:
		return canonicalizeSearch, o
	}
	return canonicalizeHash, o
}

// isIPv6Pattern is "hostname pattern is an IPv6 address".
func isIPv6Pattern(s string) bool {
	if len(s) < 2 {
		return false
	}
	return s[0] == '[' || (s[0] == '{' || s[0] == '\\') && s[1] == '['
}

// compileComponent is "compile a component" (URL Pattern Standard, section "Internals").
// A nil engine is GoEngine.
func compileComponent(name, input string, encode encodingCallback, o compileOptions, engine Engine) (component, error) {
	wrap := func(err error) error {
		var e *Error
		if errors.As(err, &e) {
			if e.Component == "" {
				e.Component = name
			}
			return e
		}
		return &Error{Component: name, Input: input, Offset: -1, Reason: err.Error(), Err: err}
	}
	parts, err := parsePatternString(input, o, encode)
	if err != nil {
		return component{}, wrap(err)
	}
	expr, names, spans := generateRegexp(parts, o)
	if engine == nil {
		engine = GoEngine{}
	}
	re, err := engine.Compile(expr, o.ignoreCase)
	if err != nil {
		off, reason := -1, "the regexp engine cannot compile it: "+err.Error()
		var re *RegexpError
		if errors.As(err, &re) {
			reason = "the regexp engine cannot run " + re.Construct
			for _, s := range spans {
				if s.start <= re.Offset && re.Offset < s.end {
					off = s.at + re.Offset - s.start
				}
			}
		}
		return component{}, &Error{Component: name, Input: input, Offset: off, Reason: reason, Err: err}
	}
	c := component{parts: parts, encode: encode, delimiter: o.delimiter, pattern: generatePatternString(parts, o), re: re, names: names,
		fast: newMatcher(parts, o, isGoEngine(engine))}
	for _, p := range parts {
		if p.typ == partRegexp {
			c.hasRegExpGroups = true
		}
	}
	return c, nil
}

// matchesSpecialScheme is "protocol component matches a special scheme".
func (c component) matchesSpecialScheme() bool {
	for _, s := range specialSchemes {
		if _, ok := c.re.Exec(s); ok {
			return true
		}
	}
	return false
}

// values returns pointers to the components of init.
func (init *Init) values() [numComponents]*string {
	return [...]*string{init.Protocol, init.Username, init.Password, init.Hostname, init.Port, init.Pathname, init.Search, init.Hash}
}

// fields returns the members of init, by component.
func (init *Init) fields() [numComponents]**string {
	return [...]**string{&init.Protocol, &init.Username, &init.Password, &init.Hostname, &init.Port, &init.Pathname, &init.Search, &init.Hash}
}

func (init *Init) set(i int, s string) { *init.fields()[i] = &s }

// initSteps are the steps of "process a URLPatternInit" for each
// component, in its order: the components of the input whose presence
// keeps the base URL's from the result (the base URL gives the username
// and password only to a URL, never to a pattern: credentials), the
// separator the input's value loses (before its value, or, for the
// protocol's ":", after it), and the canonicalization of a URL's
// component, given the protocol of the result so far.
var initSteps = [numComponents]struct {
	overriders  []int
	credentials bool
	separator   string
	canon       func(value, protocol string) (string, error)
}{
	cProtocol: {overriders: []int{cProtocol}, separator: ":", canon: ignoreProtocol(canonicalizeProtocol)},
	cUsername: {overriders: []int{cProtocol, cHostname, cPort, cUsername}, credentials: true, canon: ignoreProtocol(canonicalizeUsername)},
	cPassword: {overriders: []int{cProtocol, cHostname, cPort, cUsername, cPassword}, credentials: true, canon: ignoreProtocol(canonicalizePassword)},
	cHostname: {overriders: []int{cProtocol, cHostname}, canon: ignoreProtocol(canonicalizeHostname)},
	cPort:     {overriders: []int{cProtocol, cHostname, cPort}, canon: canonicalizePort},
	cPathname: {overriders: []int{cProtocol, cHostname, cPort, cPathname}, canon: func(value, protocol string) (string, error) {
		if protocol == "" || isSpecialScheme(protocol) {
			return canonicalizePathname(value)
		}
		return canonicalizeOpaquePathname(value)
	}},
	cSearch: {overriders: []int{cProtocol, cHostname, cPort, cPathname, cSearch}, separator: "?", canon: ignoreProtocol(canonicalizeSearch)},
	cHash:   {overriders: []int{cProtocol, cHostname, cPort, cPathname, cSearch, cHash}, separator: "#", canon: ignoreProtocol(canonicalizeHash)},
}

func ignoreProtocol(f func(string) (string, error)) func(string, string) (string, error) {
	return func(value, _ string) (string, error) { return f(value) }
}

// processInit is "process a URLPatternInit" (URL Pattern Standard, section "URLPatternInit processing"),
// of type "pattern" if pattern, else "url"; defaults, if not nil, are
// the components the result starts with.
func processInit(init Init, pattern bool, defaults *Init) (Init, error) {
	var result Init
	if defaults != nil {
		result = *defaults
	}
	in := init.values()
	var base whatwg.URL
	hasBase := init.BaseURL != nil
	if hasBase {
		var err error
		base, err = whatwg.Parse(*init.BaseURL)
		if err != nil {
			return Init{}, &Error{Component: "baseURL", Input: *init.BaseURL, Offset: -1, Reason: "the base URL does not parse", Err: err}
		}
	next:
		for i, step := range initSteps {
			if step.credentials && pattern {
				continue
			}
			for _, c := range step.overriders {
				if in[c] != nil {
					continue next
				}
			}
			v := componentOf(base, i)
			if pattern {
				v = escapePatternString(v)
			}
			result.set(i, v)
		}
	}
	for i, step := range initSteps {
		if in[i] == nil {
			continue
		}
		v := *in[i]
		if i == cProtocol {
			v = strings.TrimSuffix(v, step.separator)
		} else {
			v = strings.TrimPrefix(v, step.separator)
		}
		// A relative pathname is resolved against a base URL whose path
		// is not opaque, as ada does and WPT's cases want (the copy of the
		// standard we read says "has an opaque path", which could not
		// resolve against it).
		if i == cPathname && hasBase && !opaquePath(base) && !isAbsolutePathname(v, pattern) {
			basePath := base.Pathname()
			if pattern {
				basePath = escapePatternString(basePath)
			}
			if j := strings.LastIndexByte(basePath, '/'); j >= 0 {
				v = basePath[:j+1] + v
			}
		}
		if !pattern {
			protocol := ""
			if result.Protocol != nil {
				protocol = *result.Protocol
			}
			var err error
			if v, err = step.canon(v, protocol); err != nil {
				return Init{}, err
			}
		}
		result.set(i, v)
	}
	return result, nil
}

// opaquePath reports whether u has an opaque path: a path not starting
// with "/" in a URL without a host.
func opaquePath(u whatwg.URL) bool {
	return !strings.HasPrefix(u.Pathname(), "/") && !strings.HasPrefix(u.Href()[len(u.Protocol()):], "//")
}

// isAbsolutePathname is "is an absolute pathname".
func isAbsolutePathname(s string, pattern bool) bool {
	if s == "" {
		return false
	}
	if s[0] == '/' {
		return true
	}
	if !pattern || len(s) < 2 {
		return false
	}
	return (s[0] == '\\' || s[0] == '{') && s[1] == '/'
}

// Protocol returns the pattern string of the protocol, as the standard
// normalizes it (generate a pattern string): "*" where neither the
// pattern nor its base URL gives it. So do the methods of the other
// components.
func (p *Pattern) Protocol() string { return p.c[cProtocol].pattern }

// Username returns the pattern of the username.
func (p *Pattern) Username() string { return p.c[cUsername].pattern }

// Password returns the pattern of the password.
func (p *Pattern) Password() string { return p.c[cPassword].pattern }

// Hostname returns the pattern of the hostname.
func (p *Pattern) Hostname() string { return p.c[cHostname].pattern }

// Port returns the pattern of the port.
func (p *Pattern) Port() string { return p.c[cPort].pattern }

// Pathname returns the pattern of the pathname.
func (p *Pattern) Pathname() string { return p.c[cPathname].pattern }

// Search returns the pattern of the search (the query), without "?".
func (p *Pattern) Search() string { return p.c[cSearch].pattern }

// Hash returns the pattern of the hash (the fragment), without "#".
func (p *Pattern) Hash() string { return p.c[cHash].pattern }

// HasRegExpGroups reports whether a component of p has a regexp group
// "(...)" (the hasRegExpGroups attribute, URL Pattern Standard section
// "The URLPattern class").
func (p *Pattern) HasRegExpGroups() bool {
	for _, c := range p.c {
		if c.hasRegExpGroups {
			return true
		}
	}
	return false
}

// Test reports whether the URL input, parsed relative to base if base is
// not empty, matches p (URLPattern's test, URL Pattern Standard section
// "The URLPattern class"). A URL that does not parse does not match.
func (p *Pattern) Test(input, base string) bool {
	values, ok := urlValues(input, base)
	return ok && p.matches(values)
}

// Exec matches the URL input, parsed relative to base if base is not
// empty, against p (URLPattern's exec, URL Pattern Standard section "The
// URLPattern class", and "match"), and returns what each component
// matched. Package [github.com/go-iri/iri/whatwg] parses the URL.
func (p *Pattern) Exec(input, base string) (Result, bool) {
	values, ok := urlValues(input, base)
	if !ok {
		return Result{}, false
	}
	r, ok := p.match(values)
	r.Inputs = []string{input}
	if base != "" {
		r.Inputs = append(r.Inputs, base)
	}
	return r, ok
}

// TestURL reports whether the parsed URL u matches p: [Pattern.Test]
// without the parse, for a router that tests one URL against many
// patterns. Where no component of p has a regexp group, it allocates
// nothing, and runs no regular expression.
func (p *Pattern) TestURL(u whatwg.URL) bool {
	for _, i := range p.checks {
		if !p.c[i].matches(componentOf(u, int(i))) {
			return false
		}
	}
	return true
}

// ExecURL matches the parsed URL u against p: [Pattern.Exec] without the
// parse. The Result's Inputs is u's href.
func (p *Pattern) ExecURL(u whatwg.URL) (Result, bool) {
	r, ok := p.match(components(u))
	r.Inputs = []string{u.Href()}
	return r, ok
}

// componentOf returns the component i of u, as "match" takes it.
func componentOf(u whatwg.URL, i int) string {
	switch i {
	case cProtocol:
		return strings.TrimSuffix(u.Protocol(), ":")
	case cUsername:
		return u.Username()
	case cPassword:
		return u.Password()
	case cHostname:
		return u.Hostname()
	case cPort:
		return u.Port()
	case cPathname:
		return u.Pathname()
	case cSearch:
		return strings.TrimPrefix(u.Search(), "?")
	}
	return strings.TrimPrefix(u.Hash(), "#")
}

// components returns the components "match" takes of u.
func components(u whatwg.URL) [numComponents]string {
	return [numComponents]string{strings.TrimSuffix(u.Protocol(), ":"), u.Username(), u.Password(), u.Hostname(),
		u.Port(), u.Pathname(), strings.TrimPrefix(u.Search(), "?"), strings.TrimPrefix(u.Hash(), "#")}
}

// urlValues parses input, relative to base if base is not empty, and
// returns the components "match" takes of the URL, or false.
func urlValues(input, base string) ([numComponents]string, bool) {
	var u whatwg.URL
	var err error
	if base != "" {
		var b whatwg.URL
		if b, err = whatwg.Parse(base); err != nil {
			return [numComponents]string{}, false
		}
		u, err = b.Parse(input)
	} else {
		u, err = whatwg.Parse(input)
	}
	if err != nil {
		return [numComponents]string{}, false
	}
	return components(u), true
}

// matches reports whether each component's regular expression matches
// its value: with the component's matcher where it can tell, else with
// the expression, without the groups where the engine is GoEngine.
func (p *Pattern) matches(values [numComponents]string) bool {
	for _, i := range p.checks {
		if !p.c[i].matches(values[i]) {
			return false
		}
	}
	return true
}

// matches reports whether the component's regular expression matches s.
func (c *component) matches(s string) bool {
	if ok, decided := c.fast.test(s); decided {
		return ok
	}
	if r, ok := c.re.(goRegexp); ok {
		return r.re.MatchString(s)
	}
	_, ok := c.re.Exec(s)
	return ok
}

// TestInit reports whether the URL given by its components matches p.
// Components that do not canonicalize do not match.
func (p *Pattern) TestInit(input Init) bool {
	values, ok := initValues(input)
	return ok && p.matches(values)
}

// ExecInit matches the URL given by its components against p; an absent
// component is the empty string unless input.BaseURL gives it.
func (p *Pattern) ExecInit(input Init) (Result, bool) {
	values, ok := initValues(input)
	if !ok {
		return Result{}, false
	}
	r, ok := p.match(values)
	r.InitInput = &input
	return r, ok
}

// initValues processes input as "match" does a URLPatternInit, or
// returns false.
func initValues(input Init) ([numComponents]string, bool) {
	values, err := initValuesErr(input)
	return values, err == nil
}

// initValuesErr is initValues with the error of processing input.
func initValuesErr(input Init) ([numComponents]string, error) {
	empty := ""
	defaults := Init{&empty, &empty, &empty, &empty, &empty, &empty, &empty, &empty, nil}
	in, err := processInit(input, false, &defaults)
	if err != nil {
		return [numComponents]string{}, err
	}
	var values [numComponents]string
	for i, v := range in.values() {
		values[i] = *v
	}
	return values, nil
}

// match runs each component's regular expression on its value.
func (p *Pattern) match(values [numComponents]string) (Result, bool) {
	var res [numComponents]ComponentResult
	for i := range p.c {
		c := &p.c[i]
		groups, ok := c.re.Exec(values[i])
		if !ok {
			return Result{}, false
		}
		m := make(map[string]Group, len(c.names))
		for j, name := range c.names {
			if j < len(groups) {
				m[name] = groups[j]
			}
		}
		res[i] = ComponentResult{Input: values[i], Groups: m}
	}
	return Result{Protocol: res[cProtocol], Username: res[cUsername], Password: res[cPassword], Hostname: res[cHostname],
		Port: res[cPort], Pathname: res[cPathname], Search: res[cSearch], Hash: res[cHash]}, true
}
