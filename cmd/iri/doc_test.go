package main

import (
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestPackageDocListsEveryCommand wants the package doc's list of the
// commands (main.go) to name every command of the table, in its order,
// and nothing else: go doc is where a reader looks first.
func TestPackageDocListsEveryCommand(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	_, list, ok := strings.Cut(f.Doc.Text(), "The commands:\n\n")
	if !ok {
		t.Fatal("main.go: the package doc has no list of the commands")
	}
	list, _, _ = strings.Cut(list, "\n\n")
	var listed []string
	for line := range strings.SplitSeq(list, "\n") {
		listed = append(listed, strings.Fields(line)[0])
	}
	var want []string
	for _, cmd := range commands {
		want = append(want, cmd.name)
	}
	if strings.Join(listed, " ") != strings.Join(want, " ") {
		t.Errorf("the package doc lists the commands\n%v\nthe table of commands is\n%v", listed, want)
	}
}
