package emu

import (
	"fmt"
	"strings"

	"gpucc/launch"
)

// Kind classifies an Error.
type Kind int

// Error kinds.
const (
	ErrLoad          Kind = iota + 1 // the kernel cannot be loaded (bad code, registers beyond its counts)
	ErrLaunch                        // the launch does not fit the kernel or the machine
	ErrFault                         // memory access out of bounds or misaligned, bad register index
	ErrHazard                        // strict mode: a timing rule of docs/isa.md is broken
	ErrCollective                    // a warp collective reads an inactive lane or needs lanes it lacks
	ErrBarrier                       // barrier misuse: mismatched counts, BAR.RESULT before BAR.RED
	ErrDeadlock                      // no warp of the CTA can make progress
	ErrLimit                         // Options.MaxWarpInsts exceeded
	ErrProgram                       // the code does something undefined: pc outside the code, S2UR of a per-thread register
	ErrTrap                          // a thread executed TRAP: a failed assert (Msg is CUDA's "Assertion ... failed." line)
	ErrStackOverflow                 // a thread's subroutine frames outgrew the kernel's call stack (obj.Kernel.StackBytes)
)

var kindNames = map[Kind]string{
	ErrLoad:          "load",
	ErrLaunch:        "bad launch",
	ErrFault:         "fault",
	ErrHazard:        "hazard",
	ErrCollective:    "collective",
	ErrBarrier:       "barrier",
	ErrDeadlock:      "deadlock",
	ErrLimit:         "limit",
	ErrProgram:       "program",
	ErrTrap:          "trap",
	ErrStackOverflow: "stack overflow",
}

func (k Kind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Site is an instruction of the kernel: its byte address and its text.
type Site struct {
	PC   int64 // byte address of the instruction in the kernel's code
	Inst string
}

func (s Site) String() string { return fmt.Sprintf("pc %#04x `%s`", s.PC, s.Inst) }

// Error is a failure of a load or a launch, located as precisely as known.
type Error struct {
	Kind   Kind
	Kernel string
	// At is the instruction that failed (HasSite), and Other the second
	// instruction a hazard involves (the producer; HasOther).
	HasSite, HasOther bool
	At, Other         Site
	// CTA and Warp are meaningful when HasWarp; Thread and Lane when
	// HasThread (a fault of one thread).
	HasWarp, HasThread bool
	CTA, Thread        launch.Dim3
	Warp, Lane         int
	// Addr is the faulting address when HasAddr.
	HasAddr bool
	Addr    uint64
	// Cycle is the warp's cycle at the failure (meaningful with HasWarp).
	Cycle int64
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("emu: ")
	if e.Kernel != "" {
		b.WriteString("kernel " + e.Kernel + ": ")
	}
	if e.HasSite {
		b.WriteString(e.At.String() + ": ")
	}
	switch {
	case e.HasThread:
		fmt.Fprintf(&b, "CTA (%d,%d,%d) thread (%d,%d,%d) (warp %d lane %d, cycle %d): ",
			e.CTA.X, e.CTA.Y, e.CTA.Z, e.Thread.X, e.Thread.Y, e.Thread.Z, e.Warp, e.Lane, e.Cycle)
	case e.HasWarp:
		fmt.Fprintf(&b, "CTA (%d,%d,%d) warp %d (cycle %d): ", e.CTA.X, e.CTA.Y, e.CTA.Z, e.Warp, e.Cycle)
	}
	b.WriteString(e.Msg)
	return b.String()
}
