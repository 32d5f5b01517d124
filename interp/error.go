package interp

import (
	"fmt"
	"strings"

	"gpucc/launch"
)

// Kind classifies an Error.
type Kind int

// Error kinds. Every kind from ErrOutOfBounds to ErrStepLimit describes the
// kernel's behaviour (mostly undefined behaviour); ErrLaunch and
// ErrUnsupported describe the input.
const (
	ErrLaunch      Kind = iota + 1 // the launch does not fit the kernel
	ErrUnsupported                 // a construct the interpreter does not implement
	ErrOutOfBounds                 // memory access outside every live object
	ErrMisaligned                  // memory access not aligned to its size or declared alignment
	ErrReadOnly                    // store or atomic on constant memory
	ErrDivByZero                   // division or remainder by zero
	ErrDivOverflow                 // signed division or remainder of INT_MIN by -1
	ErrPoison                      // poison used where it is undefined behaviour
	ErrUnreachable                 // `unreachable` executed
	ErrShuffleLane                 // shuffle source lane outside the membermask
	ErrMembermask                  // bad membermask: own lane missing, exited lane, lanes disagree
	ErrBarrier                     // threads wait at different barriers
	ErrDeadlock                    // no thread of the CTA can make progress
	ErrStepLimit                   // Options.MaxSteps exceeded
	ErrAssert                      // a failed CUDA assert (__assertfail); Msg is CUDA's "Assertion ... failed." line
)

var kindNames = map[Kind]string{
	ErrLaunch:      "bad launch",
	ErrUnsupported: "unsupported",
	ErrOutOfBounds: "out of bounds",
	ErrMisaligned:  "misaligned",
	ErrReadOnly:    "read-only",
	ErrDivByZero:   "division by zero",
	ErrDivOverflow: "division overflow",
	ErrPoison:      "poison",
	ErrUnreachable: "unreachable",
	ErrShuffleLane: "shuffle lane",
	ErrMembermask:  "membermask",
	ErrBarrier:     "barrier",
	ErrDeadlock:    "deadlock",
	ErrStepLimit:   "step limit",
	ErrAssert:      "assert",
}

func (k Kind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Error is a failure of a run, located as precisely as known.
type Error struct {
	Kind Kind
	// Kernel is the launched kernel's name (without '@'); Func is the
	// function executing when the error happened, if other than the kernel.
	Kernel, Func string
	// Block and Inst are the basic block identifier and the instruction's
	// text; empty when the error is not tied to one instruction.
	Block, Inst string
	// HasThread says whether Thread and CTA are meaningful.
	HasThread   bool
	Thread, CTA launch.Dim3
	// Msg describes what went wrong.
	Msg string
	// Space is the address space ("global", "shared", "local", "constant",
	// "generic", ...) of a memory access that was out of bounds,
	// misaligned or not allowed; empty for other errors. A generic
	// pointer's access names the space its address falls in.
	Space string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("interp: ")
	var parts []string
	if e.Kernel != "" {
		parts = append(parts, "kernel @"+e.Kernel)
	}
	if e.Func != "" && e.Func != e.Kernel {
		parts = append(parts, "function @"+e.Func)
	}
	if e.Block != "" {
		parts = append(parts, "block "+e.Block)
	}
	if e.Inst != "" {
		parts = append(parts, "instruction `"+e.Inst+"`")
	}
	if len(parts) > 0 {
		b.WriteString(strings.Join(parts, ", "))
		b.WriteString(": ")
	}
	if e.HasThread {
		fmt.Fprintf(&b, "thread (%d,%d,%d) in CTA (%d,%d,%d): ",
			e.Thread.X, e.Thread.Y, e.Thread.Z, e.CTA.X, e.CTA.Y, e.CTA.Z)
	}
	b.WriteString(e.Msg)
	return b.String()
}
