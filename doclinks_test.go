package iri

import (
	"go/ast"
	"go/build"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// knownBrokenLinks are the doc links of the packages spoof and display
// that name nothing yet, as "import path: [link]": those two packages are
// being rewritten beside this change, which fixes their docs, and this is
// the one place that lets their broken links by until then. It is empty:
// neither package's doc comments hold a link today. Every other link must
// resolve, and an entry that no longer breaks fails the test, so that the
// list only shrinks.
var knownBrokenLinks = map[string]bool{}

// TestDocLinks reads the doc comments of every package of the module as
// go doc and pkg.go.dev do (go/doc, go/doc/comment) and wants each link to
// name something: a [Name] or [pkg.Name] that the parser leaves as text,
// because the package declares no such name or imports no such package,
// and a doc link to another package or to a name of it that does not
// exist, both fail. Names in the comments drift from the code as it
// changes; this is where the drift shows.
func TestDocLinks(t *testing.T) {
	seen := map[string]bool{}
	l := newDocLoader()
	for _, importPath := range modulePackages(t) {
		p, err := l.load(importPath)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range docComments(p) {
			for _, bad := range l.brokenLinks(p, d.text) {
				key := importPath + ": " + bad
				if knownBrokenLinks[key] {
					seen[key] = true
					continue
				}
				t.Errorf("%s: %s: the link %s names nothing", importPath, d.where, bad)
			}
		}
	}
	for key := range knownBrokenLinks {
		if !seen[key] {
			t.Errorf("knownBrokenLinks: %s is not broken any more: remove it", key)
		}
	}
}

// modulePackages returns the import paths of the packages of this module:
// the folders under the root with Go files for this platform, less
// testdata, hidden folders and the modules of their own (bench, beam).
func modulePackages(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		name := d.Name()
		if dir != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); dir != "." && err == nil {
			return filepath.SkipDir
		}
		if _, err := build.ImportDir(dir, 0); err == nil {
			out = append(out, path.Join(module, filepath.ToSlash(dir)))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A docComment is the doc comment of a package or of one of its
// exported declarations.
type docComment struct {
	where, text string
}

// docComments returns the doc comments go doc shows for p: the package's
// and its exported constants, variables, functions, types and methods'.
func docComments(p *doc.Package) []docComment {
	out := []docComment{{"package doc", p.Doc}}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			out = append(out, docComment{strings.Join(v.Names, ", "), v.Doc})
		}
	}
	funcs := func(fs []*doc.Func) {
		for _, f := range fs {
			name := f.Name
			if f.Recv != "" {
				name = strings.TrimPrefix(f.Recv, "*") + "." + name
			}
			out = append(out, docComment{name, f.Doc})
		}
	}
	values(p.Consts)
	values(p.Vars)
	funcs(p.Funcs)
	for _, ty := range p.Types {
		out = append(out, docComment{ty.Name, ty.Doc})
		values(ty.Consts)
		values(ty.Vars)
		funcs(ty.Funcs)
		funcs(ty.Methods)
	}
	return out
}

// docLoader reads packages, of this module and others, for their doc.
type docLoader struct {
	fset *token.FileSet
	pkgs map[string]*doc.Package
}

func newDocLoader() *docLoader {
	return &docLoader{fset: token.NewFileSet(), pkgs: map[string]*doc.Package{}}
}

// load returns the doc of the package at importPath, from the files the
// go command would build on this platform: this module's from its
// folders, the others' from the standard library or the module cache.
func (l *docLoader) load(importPath string) (*doc.Package, error) {
	if p, ok := l.pkgs[importPath]; ok {
		return p, nil
	}
	var bp *build.Package
	var err error
	if rel, ok := strings.CutPrefix(importPath, module); ok && (rel == "" || rel[0] == '/') {
		bp, err = build.ImportDir("."+rel, 0)
	} else {
		bp, err = build.Import(importPath, ".", 0)
	}
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range append(bp.GoFiles, bp.CgoFiles...) {
		f, err := parser.ParseFile(l.fset, filepath.Join(bp.Dir, name), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	p, err := doc.NewFromFiles(l.fset, files, importPath)
	if err != nil {
		return nil, err
	}
	l.pkgs[importPath] = p
	return p, nil
}

// unlinked matches what reads as a doc link in the text the parser left
// plain: [Name], [Name.Method], [pkg.Name] and [pkg.Name.Method].
var unlinked = regexp.MustCompile(`\[\*?([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?(?:\.([A-Za-z_]\w*))?\]`)

// brokenLinks returns the links of a doc comment of p that name nothing,
// as written ("[Name]").
func (l *docLoader) brokenLinks(p *doc.Package, text string) []string {
	var bad []string
	var texts func([]comment.Text)
	texts = func(ts []comment.Text) {
		for _, t := range ts {
			switch t := t.(type) {
			case comment.Plain:
				bad = append(bad, unresolved(string(t))...)
			case comment.Italic:
				bad = append(bad, unresolved(string(t))...)
			case *comment.Link:
				texts(t.Text)
			case *comment.DocLink:
				if !l.resolves(t) {
					bad = append(bad, "["+docLinkName(t)+"]")
				}
			}
		}
	}
	var blocks func([]comment.Block)
	blocks = func(bs []comment.Block) {
		for _, b := range bs {
			switch b := b.(type) {
			case *comment.Paragraph:
				texts(b.Text)
			case *comment.Heading:
				texts(b.Text)
			case *comment.List:
				for _, item := range b.Items {
					blocks(item.Content)
				}
			}
		}
	}
	blocks(p.Parser().Parse(text).Content)
	return bad
}

// unresolved returns the bracketed names of plain text that read as doc
// links: [Name] and [Name.Method] (an exported name first: [a] or [v7.x]
// is prose), and [pkg.Name] and [pkg.Name.Method] (a lower-case package
// and an exported name), each framed as the parser frames a link, by
// spaces, punctuation or the ends of the text (sql.Null[iri.IRI] is no
// link). The parser left them plain because they resolve to nothing.
func unresolved(s string) []string {
	var out []string
	for _, at := range unlinked.FindAllStringSubmatchIndex(s, -1) {
		if !linkFrame(s[:at[0]], true) || !linkFrame(s[at[1]:], false) {
			continue
		}
		first, second := s[at[2]:at[3]], ""
		if at[4] >= 0 {
			second = s[at[4]:at[5]]
		}
		if exported(first) || second != "" && exported(second) {
			out = append(out, s[at[0]:at[1]])
		}
	}
	return out
}

// linkFrame reports whether the text before (or after) a bracketed name
// lets it be a doc link: it is empty or ends (starts) with punctuation or
// a space, as go/doc/comment wants.
func linkFrame(s string, before bool) bool {
	if s == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s)
	if before {
		r, _ = utf8.DecodeLastRuneInString(s)
	}
	return unicode.IsPunct(r) || r == ' ' || r == '\t' || r == '\n'
}

func exported(name string) bool {
	return unicode.IsUpper([]rune(name)[0])
}

// resolves reports whether a doc link to another package names a package
// that exists and, if it names a declaration, one that package declares.
// A link within the package resolves: the parser made it a link because
// the package declares the name.
func (l *docLoader) resolves(link *comment.DocLink) bool {
	if link.ImportPath == "" {
		return true
	}
	p, err := l.load(link.ImportPath)
	if err != nil {
		return false
	}
	if link.Name == "" {
		return true
	}
	return p.Parser().LookupSym(link.Recv, link.Name)
}

// docLinkName is a doc link as written, without its brackets.
func docLinkName(link *comment.DocLink) string {
	var b strings.Builder
	for _, t := range link.Text {
		if p, ok := t.(comment.Plain); ok {
			b.WriteString(string(p))
		}
	}
	return b.String()
}
