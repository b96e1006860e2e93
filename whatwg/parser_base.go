package whatwg

// writeScheme writes the scheme in[i:j], in lower case, and ":".
func (p *parser) writeScheme(i, j int) {
	p.scheme = kindOfSchemeFold(p.in[i:j])
	p.out.lowerInput(i, j)
	p.schemeEnd = p.out.n
	p.out.byte(':')
	p.schemeWritten = true
}

// writeBaseScheme sets the scheme to the base's, unless it is set.
func (p *parser) writeBaseScheme() {
	if p.schemeWritten {
		return
	}
	b := &p.base
	p.out.str(b.href[:b.schemeEnd+1])
	p.scheme, p.schemeEnd, p.schemeWritten = b.scheme, int(b.schemeEnd), true
}

// writeFileScheme sets the scheme to "file", unless it is set, and the
// host to the empty host: the "//" a file URL always has, before the
// host the file states choose.
func (p *parser) writeFileScheme() {
	if !p.schemeWritten {
		p.out.str("file")
		p.schemeEnd = p.out.n
		p.out.byte(':')
		p.scheme, p.schemeWritten = schemeFile, true
	}
	p.out.str("//")
	p.usernameEnd = p.out.n
	p.emptyHost()
}

// emptyHost sets the host to the empty host.
func (p *parser) emptyHost() {
	p.hostStart = p.out.n
	p.endHost(hostEmpty)
}

// writeBaseHost sets the host to the base's (a file URL's).
func (p *parser) writeBaseHost() {
	b := &p.base
	p.hostStart = p.out.n
	p.out.str(b.href[b.hostStart:b.hostEnd])
	p.hostEnd = p.out.n
	p.hostKind = b.hostKind
}

// writeBaseAuthority sets the username, password, host and port to the
// base's.
func (p *parser) writeBaseAuthority() {
	b := &p.base
	if b.hostKind == hostNull {
		return
	}
	shift := p.out.n - int(b.schemeEnd+1)
	p.out.str(b.authority())
	p.hostKind, p.credentials = b.hostKind, b.includesCredentials()
	p.usernameEnd = int(b.usernameEnd) + shift
	p.hostStart = int(b.hostStart) + shift
	p.hostEnd = int(b.hostEnd) + shift
	if b.hostEnd < b.pathStart {
		p.portSet = true
		p.portStart, p.portEnd = int(b.hostEnd)+1+shift, int(b.pathStart)+shift
	}
}

// writeBasePath sets the path to a copy of the base's.
func (p *parser) writeBasePath() {
	p.beginPath()
	path := p.base.Pathname()
	p.out.str(path)
	p.opaque = p.base.opaque
}

// writeBaseQuery sets the query to the base's.
func (p *parser) writeBaseQuery() {
	b := &p.base
	if b.queryStart == b.fragStart {
		return
	}
	p.finishPath()
	p.queryStart = p.out.n
	p.out.str(b.href[b.queryStart:b.fragStart])
}
