package uts46

// An Error says why and where a domain has no ASCII form.
type Error struct {
	Name      string // the URL Standard's validation error: "domain-to-ASCII" or "domain-invalid-code-point"
	Condition string // the step or criterion of UTS #46 §4 that fails
	Offset    int    // the byte offset in the domain of the label that fails
}

func (e *Error) Error() string {
	return e.Name + ": " + e.Condition
}
