package urlpattern

// parserState is a state of the constructor string parser (URL Pattern
// Standard, section "Constructor string parsing").
type parserState uint8

const (
	stInit parserState = iota
	stProtocol
	stAuthority
	stUsername
	stPassword
	stHostname
	stPort
	stPathname
	stSearch
	stHash
	stDone
)

// constructorParser is the state of the constructor string parser.
type constructorParser struct {
	in             string
	tokens         []token
	result         Init
	componentStart int
	index          int
	increment      int
	groupDepth     int
	ipv6Depth      int
	special        bool
	state          parserState
}

// parseConstructorString is "parse a constructor string" (URL Pattern
// Standard, "Constructor string parsing"): it splits a pattern string into the patterns of its
// components.
func parseConstructorString(input string) (Init, error) {
	toks, err := tokenize(input, lenient)
	if err != nil {
		return Init{}, err
	}
	p := &constructorParser{in: input, tokens: toks}
	for p.index < len(p.tokens) {
		p.increment = 1
		if p.tokens[p.index].typ == tokEnd {
			if p.state == stInit {
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(stHash, 1)
				case p.isSearchPrefix():
					p.changeState(stSearch, 1)
				default:
					p.changeState(stPathname, 0)
				}
				p.index += p.increment
				continue
			}
			if p.state == stAuthority {
				p.rewind()
				p.changeState(stHostname, 0)
				p.index += p.increment
				continue
			}
			p.changeState(stDone, 0)
			break
		}
		if p.tokens[p.index].typ == tokOpen {
			p.groupDepth++
			p.index += p.increment
			continue
		}
		if p.groupDepth > 0 {
			if p.tokens[p.index].typ == tokClose {
				p.groupDepth--
			} else {
				p.index += p.increment
				continue
			}
		}
		switch p.state {
		case stInit:
			if p.isChar(p.index, ":") {
				p.rewind()
				p.state = stProtocol
			}
		case stProtocol:
			if p.isChar(p.index, ":") {
				if err := p.computeSpecial(); err != nil {
					return Init{}, err
				}
				next, skip := stPathname, 1
				if p.isChar(p.index+1, "/") && p.isChar(p.index+2, "/") {
					next, skip = stAuthority, 3
				} else if p.special {
					next = stAuthority
				}
				p.changeState(next, skip)
			}
		case stAuthority:
			if p.isChar(p.index, "@") {
				p.rewind()
				p.state = stUsername
			} else if p.isChar(p.index, "/") || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewind()
				p.state = stHostname
			}
		case stUsername:
			if p.isChar(p.index, ":") {
				p.changeState(stPassword, 1)
			} else if p.isChar(p.index, "@") {
				p.changeState(stHostname, 1)
			}
		case stPassword:
			if p.isChar(p.index, "@") {
				p.changeState(stHostname, 1)
			}
		case stHostname:
			switch {
			case p.isChar(p.index, "["):
				p.ipv6Depth++
			case p.isChar(p.index, "]"):
				p.ipv6Depth--
			case p.isChar(p.index, ":") && p.ipv6Depth == 0:
				p.changeState(stPort, 1)
			case p.isChar(p.index, "/"):
				p.changeState(stPathname, 0)
			case p.isSearchPrefix():
				p.changeState(stSearch, 1)
			case p.isHashPrefix():
				p.changeState(stHash, 1)
			}
		case stPort:
			switch {
			case p.isChar(p.index, "/"):
				p.changeState(stPathname, 0)
			case p.isSearchPrefix():
				p.changeState(stSearch, 1)
			case p.isHashPrefix():
				p.changeState(stHash, 1)
			}
		case stPathname:
			switch {
			case p.isSearchPrefix():
				p.changeState(stSearch, 1)
			case p.isHashPrefix():
				p.changeState(stHash, 1)
			}
		case stSearch:
			if p.isHashPrefix() {
				p.changeState(stHash, 1)
			}
		}
		p.index += p.increment
	}
	if p.result.Hostname != nil && p.result.Port == nil {
		p.result.Port = ptr("")
	}
	return p.result, nil
}

// rewind is "rewind" (and "rewind and set state" where the caller sets
// the state).
func (p *constructorParser) rewind() {
	p.index = p.componentStart
	p.increment = 0
}

// field returns the member of the result that a state fills in.
func (p *constructorParser) field(s parserState) **string {
	switch s {
	case stProtocol:
		return &p.result.Protocol
	case stUsername:
		return &p.result.Username
	case stPassword:
		return &p.result.Password
	case stHostname:
		return &p.result.Hostname
	case stPort:
		return &p.result.Port
	case stPathname:
		return &p.result.Pathname
	case stSearch:
		return &p.result.Search
	case stHash:
		return &p.result.Hash
	}
	return nil
}

// changeState is "change state".
func (p *constructorParser) changeState(s parserState, skip int) {
	if f := p.field(p.state); f != nil {
		*f = ptr(p.componentString())
	}
	if p.state != stInit && s != stDone {
		if p.state <= stPassword && (s == stPort || s == stPathname || s == stSearch || s == stHash) && p.result.Hostname == nil {
			p.result.Hostname = ptr("")
		}
		if p.state <= stPort && (s == stSearch || s == stHash) && p.result.Pathname == nil {
			if p.special {
				p.result.Pathname = ptr("/")
			} else {
				p.result.Pathname = ptr("")
			}
		}
		if p.state <= stPathname && s == stHash && p.result.Search == nil {
			p.result.Search = ptr("")
		}
	}
	p.state = s
	p.index += skip
	p.componentStart = p.index
	p.increment = 0
}

// componentString is "make a component string".
func (p *constructorParser) componentString() string {
	end := p.safeToken(p.index).index
	start := p.safeToken(p.componentStart).index
	return p.in[start:end]
}

// safeToken is "get a safe token".
func (p *constructorParser) safeToken(i int) token {
	if i < len(p.tokens) {
		return p.tokens[i]
	}
	return p.tokens[len(p.tokens)-1]
}

// isChar is "is a non-special pattern char".
func (p *constructorParser) isChar(i int, value string) bool {
	t := p.safeToken(i)
	return t.value == value && (t.typ == tokChar || t.typ == tokEscapedChar || t.typ == tokInvalidChar)
}

// isSearchPrefix is "is a search prefix".
func (p *constructorParser) isSearchPrefix() bool {
	if p.isChar(p.index, "?") {
		return true
	}
	if p.tokens[p.index].value != "?" {
		return false
	}
	if p.index == 0 {
		return true
	}
	switch p.safeToken(p.index - 1).typ {
	case tokName, tokRegexp, tokClose, tokAsterisk:
		return false
	}
	return true
}

// isHashPrefix is "is a hash prefix".
func (p *constructorParser) isHashPrefix() bool { return p.isChar(p.index, "#") }

// computeSpecial is "compute protocol matches a special scheme flag".
func (p *constructorParser) computeSpecial() error {
	c, err := compileComponent("protocol", p.componentString(), canonicalizeProtocol, defaultOptions, nil)
	if err != nil {
		return err
	}
	p.special = c.matchesSpecialScheme()
	return nil
}

func ptr(s string) *string { return &s }
