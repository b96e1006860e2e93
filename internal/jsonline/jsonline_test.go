package jsonline

import (
	"encoding/json"
	"testing"
)

func TestMarshal(t *testing.T) {
	v := map[string]any{"iri": "http://a/?a=1&b=<2>", "n": 1}
	got, err := Marshal(v)
	if err != nil || string(got) != `{"iri":"http://a/?a=1&b=<2>","n":1}` {
		t.Errorf("Marshal = %s, %v", got, err)
	}
	// The same value as encoding/json reads it.
	var back map[string]any
	if err := json.Unmarshal(got, &back); err != nil || back["iri"] != v["iri"] {
		t.Errorf("read back: %v, %v", back, err)
	}
	if _, err := Marshal(func() {}); err == nil {
		t.Error("a func marshalled")
	}
}
