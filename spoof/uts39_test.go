package spoof

import "testing"

// TestResolvedScriptsUTS39 takes the examples of UTS #39 §5.1.
func TestResolvedScriptsUTS39(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Circle", "{Latn}"},
		{"СігсӀе", "{Cyrl}"},
		{"Сirсlе", "∅"},
		{"Circ1e", "{Latn}"},
		{"C𝗂𝗋𝖼𝗅𝖾", "{Latn}"},
		{"𝖢𝗂𝗋𝖼𝗅𝖾", "ALL"},
		{"ー", "{Hira, Jpan, Kana}"},
		{"カー", "{Jpan, Kana}"},
		{"〆切", "{Hanb, Hani, Jpan, Kore}"},
		{"ねガ", "{Jpan}"},
	} {
		if got := ResolvedScripts(c.in).String(); got != c.want {
			t.Errorf("ResolvedScripts(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestLevelOfUTS39 takes the levels of UTS #39 §5.2 with its examples
// of minimal restriction ("Ωmega", "Teχ", "HλLL-9000") and one string
// of each other level.
func TestLevelOfUTS39(t *testing.T) {
	for _, c := range []struct {
		in   string
		want RestrictionLevel
	}{
		{"", LevelASCIIOnly},
		{"circle", LevelASCIIOnly},
		{"bücher", LevelSingleScript},
		{"СігсӀе", LevelSingleScript},
		{"日本語", LevelSingleScript},
		{"ねガ漢字", LevelSingleScript}, // Jpan
		{"abc中文", LevelHighlyRestrictive},
		{"abcかな漢字", LevelHighlyRestrictive},
		{"abc한국어", LevelHighlyRestrictive},
		{"abcㄅㄆ中文", LevelUnrestricted}, // Bopomofo letters are Limited_Use
		{"abcعربي", LevelModeratelyRestrictive},
		{"ωmega", LevelMinimallyRestrictive},
		{"teχ", LevelMinimallyRestrictive},
		{"hλll-9000", LevelMinimallyRestrictive},
		{"microsоft", LevelMinimallyRestrictive},
		{"abcعربيא", LevelMinimallyRestrictive},
		{"a⍺", LevelUnrestricted},
		{"a b", LevelUnrestricted},
	} {
		if got := LevelOf(c.in); got != c.want {
			t.Errorf("LevelOf(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestScriptLevel: the levels of the scripts alone, the identifier
// profile aside.
func TestScriptLevel(t *testing.T) {
	if got := scriptLevel("abcㄅㄆ中文"); got != LevelHighlyRestrictive {
		t.Errorf("scriptLevel(Latin+Bopomofo+Han) = %v", got)
	}
	if got := scriptLevel("a⍺"); got != LevelSingleScript {
		t.Errorf("scriptLevel(a⍺) = %v", got)
	}
}

func TestMixedNumbers(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"123", false}, {"১২৩", false}, {"1২3", true}, {"a1b2", false}, {"٣3", true},
		{"𝟎𝟏", false}, {"0𝟏", true}, {"", false},
	} {
		if got := MixedNumbers(c.in); got != c.want {
			t.Errorf("MixedNumbers(%q) = %v", c.in, got)
		}
	}
}

func TestMarks(t *testing.T) {
	for _, c := range []struct {
		in   string
		want MarkProblem
		at   int
	}{
		{"zöm", 0, 0},
		{"zö̈m", MarkRepeated, 3},
		{"zo\u0308\u0308m", MarkRepeated, 4},
		{"zọ̈̈m", MarkRepeated, 5}, // NFD puts the dot below first
		{"ạ̀̂̃̄", MarkStacked, 9},
		{"ạ̀̂̃", 0, 0},
		{"i̇x", MarkHidden, 1},
		{"xj̇", MarkHidden, 2},
		{"ı̇", 0, 0}, // a dotless i with a dot is an i: confusable, not hidden
		{"", 0, 0},
	} {
		p, at := Marks(c.in)
		if p != c.want || at != c.at {
			t.Errorf("Marks(%+q) = %v at %d, want %v at %d", c.in, p, at, c.want, c.at)
		}
	}
}

func TestWholeScriptConfusable(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // a script it must hold, "" for the empty set
	}{
		{"аррӏе", "Latn"},
		{"раураӏ", "Latn"},
		{"scope", "Cyrl"},
		{"пример", ""},
		{"microsоft", ""}, // mixed: not a whole-script confusable
		{"123", ""},
		{"", ""},
	} {
		got := WholeScriptConfusable(c.in)
		if c.want == "" {
			if !got.IsEmpty() {
				t.Errorf("WholeScriptConfusable(%q) = %v, want ∅", c.in, got)
			}
			continue
		}
		sc, _ := ScriptOf(c.want)
		if !got.Has(sc) {
			t.Errorf("WholeScriptConfusable(%q) = %v, want %s in it", c.in, got, c.want)
		}
	}
}

// TestProtect: a look-alike of each protected name is found, the name
// itself and other names are not, whatever the number of names.
func TestProtect(t *testing.T) {
	names := []string{"paypal.com", "apple.com", "Microsoft.com", "bücher.example"}
	for i := range 1000 {
		names = append(names, "name"+string(rune('a'+i%26))+string(rune('a'+i/26%26))+".example")
	}
	p := Protect(names)
	for _, c := range []struct{ in, want string }{
		{"pаypal.com", "paypal.com"},
		{"paypa1.com", "paypal.com"},
		{"раураӏ.com", "paypal.com"},
		{"аррӏе.com", "apple.com"},
		{"rnicrosoft.com", "Microsoft.com"},
		{"bu\u0308cher.example", ""}, // the same name in NFD
		{"bücher.example", ""},
		{"paypal.com", ""},
		{"MICROSOFT.COM", ""},
		{"paypal.org", ""},
		{"namezz.example", ""},
	} {
		got, ok := p.Imitates(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Imitates(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}
