package iri

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// TestEveryExportedNameHasAnExample walks the module's packages (but for
// internal ones and commands) and wants a package doc comment and, for
// each exported function, method and type, a doc comment and a runnable
// example: ExampleF, ExampleT, ExampleT_M, each optionally with a _suffix.
func TestEveryExportedNameHasAnExample(t *testing.T) {
	fset := token.NewFileSet()
	type pkgNames struct {
		names    map[string]bool // "F", "T", "T_M"
		examples map[string]bool
		hasDoc   bool // a package doc comment
	}
	pkgs := map[string]*pkgNames{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "internal" || d.Name() == "cmd") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		dir := filepath.Dir(path)
		p := pkgs[dir]
		if p == nil {
			p = &pkgNames{names: map[string]bool{}, examples: map[string]bool{}}
			pkgs[dir] = p
		}
		test := strings.HasSuffix(path, "_test.go")
		if !test && f.Doc != nil {
			p.hasDoc = true
		}
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				name := decl.Name.Name
				if test {
					if strings.HasPrefix(name, "Example") {
						p.examples[strings.TrimPrefix(name, "Example")] = true
					}
					continue
				}
				if !ast.IsExported(name) {
					continue
				}
				if decl.Recv != nil {
					typ := decl.Recv.List[0].Type
					if star, ok := typ.(*ast.StarExpr); ok {
						typ = star.X
					}
					id, ok := typ.(*ast.Ident)
					if !ok || !ast.IsExported(id.Name) {
						continue
					}
					name = id.Name + "_" + name
				}
				if decl.Doc == nil {
					t.Errorf("%s: %s has no doc comment", fset.Position(decl.Pos()), name)
				}
				p.names[name] = true
			case *ast.GenDecl:
				if test || decl.Tok != token.TYPE {
					continue
				}
				for _, spec := range decl.Specs {
					ts := spec.(*ast.TypeSpec)
					if ast.IsExported(ts.Name.Name) {
						if decl.Doc == nil && ts.Doc == nil {
							t.Errorf("%s: type %s has no doc comment", fset.Position(ts.Pos()), ts.Name.Name)
						}
						p.names[ts.Name.Name] = true
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 4 {
		t.Fatalf("found %d packages", len(pkgs))
	}
	for dir, p := range pkgs {
		if !p.hasDoc {
			t.Errorf("%s: no package doc comment", dir)
		}
		var missing []string
		for name := range p.names {
			if !hasExample(p.examples, name) {
				missing = append(missing, name)
			}
		}
		sort.Strings(missing)
		for _, name := range missing {
			t.Errorf("%s: no Example%s", dir, name)
		}
	}
}

// hasExample reports whether examples has name itself or name followed by
// a suffix that starts with a lower-case letter.
func hasExample(examples map[string]bool, name string) bool {
	for e := range examples {
		if e == name {
			return true
		}
		if rest, ok := strings.CutPrefix(e, name+"_"); ok && rest != "" && unicode.IsLower(rune(rest[0])) {
			return true
		}
	}
	return false
}
