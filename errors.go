package gpucc

import (
	"errors"
	"fmt"
	"strings"

	"gpucc/lower"
)

// Error is a compilation failure of one kernel, located as precisely as the
// failing pass knows: instruction selection names the LLVM block and
// instruction (and the source position when the module has debug
// locations); later passes name the kernel. A caller gets at the fields
// with errors.As:
//
//	var e *gpucc.Error
//	if errors.As(err, &e) {
//		fmt.Println(e.Kernel, e.Block, e.Instr, e.Pos)
//	}
type Error struct {
	Kernel string // kernel name without '@'
	Block  string // LLVM block ("%12", "%entry"), or ""
	Instr  string // LLVM instruction text, or ""
	Pos    string // source position "file:line:col" from !dbg, or ""
	Pass   string // the pass that failed (see Passes), or "" before any pass
	Err    error  // what went wrong, without the place
}

// Error prints the place, then the cause:
// `lower: kernel @k, block %4, instruction "...": ptrtoint to i32 is not supported`.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Pass != "" {
		b.WriteString(e.Pass)
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "kernel @%s", e.Kernel)
	if e.Block != "" {
		fmt.Fprintf(&b, ", block %s", e.Block)
	}
	if e.Instr != "" {
		fmt.Fprintf(&b, ", instruction %q", e.Instr)
	}
	if e.Pos != "" {
		fmt.Fprintf(&b, " at %s", e.Pos)
	}
	b.WriteString(": ")
	b.WriteString(e.Err.Error())
	return b.String()
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// passError locates err, which pass returned while compiling kernel.
// Instruction selection's located errors keep their block, instruction and
// position.
func passError(kernel, pass string, err error) *Error {
	var ge *Error
	if errors.As(err, &ge) {
		return ge
	}
	var le *lower.Error
	if errors.As(err, &le) {
		return &Error{Kernel: le.Kernel, Block: le.Block, Instr: le.Inst, Pos: le.Pos, Pass: pass, Err: errors.New(le.Msg)}
	}
	return &Error{Kernel: kernel, Pass: pass, Err: err}
}
