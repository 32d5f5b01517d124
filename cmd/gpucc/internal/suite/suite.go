// Package suite is the end-to-end kernel test suite: a catalog of the CUDA
// kernels in testdata/kernels (each compiled by clang-14 to LLVM IR checked in
// beside its source), how to launch each one with deterministic inputs, and an
// independent Go reference implementation of what each kernel computes.
//
// A reference is written from the .cu source's C++ semantics, not from the IR:
// it simulates every thread of the launch in plain Go loops and returns the
// final contents of every buffer. Comparing a compiled kernel's results with
// the reference's is therefore a check of the whole compiler, not of one pass.
package suite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gpucc/launch"
)

// KernelDir is where the kernel sources and their IR live, relative to the
// repository root.
const KernelDir = "testdata/kernels"

// Param describes one kernel parameter as the reference expects it.
type Param struct {
	Name string
	Kind launch.ArgKind
	// Size is a scalar's width in bytes (1, 2, 4 or 8); for a buffer it is
	// the element size.
	Size int
	// Elem is the element type name ("i32", "u64", ...) of a buffer, or the
	// C-level type of a scalar ("i8", "i16", "u32", "i64", ...).
	Elem string
}

// Kernel is one entry of the suite.
type Kernel struct {
	// Name is the kernel's (unmangled) function name in the IR.
	Name string
	// LL and CU are the IR and source paths relative to the repository root.
	LL, CU string
	// Covers says in a few words what the kernel exercises.
	Covers string
	// Shape describes the launch geometry Launch builds.
	Shape string
	// Extended marks kernels that need more than the first compiler
	// version's core (8/16-bit memory access, division, shared memory,
	// barriers, atomics).
	Extended bool
	// Needs lists what the kernel's IR uses beyond the core integer subset,
	// in the vocabulary of Features (for example "call:llvm.fshl.i32" or
	// "inst:sdiv"). It is checked against the IR by this package's tests.
	Needs []string
	// Tolerance names the float buffers whose results legitimately differ
	// between correct implementations (approximate functions, summation
	// order) and how far; every other buffer is compared bit for bit (see
	// Check).
	Tolerance map[string]Tol
	// MathLibrary marks kernels calling the device math library
	// (lower/mathlib): the interpreter runs the library's code, whose
	// results are within the stated tolerance of the Go references (Go's
	// math, correctly rounded) but not bit for bit equal to them.
	MathLibrary bool
	// Params is the kernel's parameter list in declaration order.
	Params []Param
	// Launch builds a launch with deterministic pseudo-random inputs: the same
	// seed always gives the same launch.
	Launch func(seed int64) launch.Launch
	// Reference returns the expected final contents of every buffer after
	// running the kernel on l. It never panics: on a launch that does not fit
	// the kernel's parameters it returns the input buffers unchanged, and
	// out-of-bounds accesses are skipped (loads read 0). Use Expect to get
	// an error for those cases instead.
	Reference func(l launch.Launch) launch.Result

	body func(m *machine)
}

// Expect checks that l matches the kernel's parameter list and runs the
// reference. It reports an error instead of a result when the arguments do not
// fit, when the geometry is empty or too large to simulate, or when the
// simulated kernel would access a buffer out of bounds.
func (k Kernel) Expect(l launch.Launch) (launch.Result, error) {
	if err := k.CheckArgs(l); err != nil {
		return launch.Result{}, err
	}
	m, err := newMachine(k.Name, l)
	if err != nil {
		return launch.Result{}, err
	}
	k.body(m)
	if m.fault != nil {
		return launch.Result{}, m.fault
	}
	return m.result(), nil
}

// CheckArgs reports whether l's arguments match the kernel's parameters in
// number, kind and scalar size.
func (k Kernel) CheckArgs(l launch.Launch) error {
	if len(l.Args) != len(k.Params) {
		return fmt.Errorf("kernel %s: %d arguments given, %d parameters expected", k.Name, len(l.Args), len(k.Params))
	}
	for i, p := range k.Params {
		a := l.Args[i]
		switch {
		case a.Kind != p.Kind && p.Kind == launch.Buffer:
			return fmt.Errorf("kernel %s: argument %d (%s) must be a buffer", k.Name, i, p.Name)
		case a.Kind != p.Kind:
			return fmt.Errorf("kernel %s: argument %d (%s) must be a %d-byte scalar", k.Name, i, p.Name, p.Size)
		case p.Kind == launch.Bytes && len(a.Data) != p.Size:
			return fmt.Errorf("kernel %s: argument %d (%s) is a %d-byte struct, want %d bytes", k.Name, i, p.Name, len(a.Data), p.Size)
		case p.Kind == launch.Scalar && a.Size != p.Size:
			return fmt.Errorf("kernel %s: argument %d (%s) is %d bytes, want %d", k.Name, i, p.Name, a.Size, p.Size)
		}
	}
	return nil
}

// LLPath is the absolute path of the kernel's IR file.
func (k Kernel) LLPath() (string, error) { return repoPath(k.LL) }

// CUPath is the absolute path of the kernel's CUDA source file.
func (k Kernel) CUPath() (string, error) { return repoPath(k.CU) }

func repoPath(rel string) (string, error) {
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, filepath.FromSlash(rel)), nil
}

// Lookup returns the kernel with the given name.
func Lookup(name string) (Kernel, bool) {
	for _, k := range Kernels {
		if k.Name == name {
			return k, true
		}
	}
	return Kernel{}, false
}

// Core returns the kernels that are not Extended.
func Core() []Kernel {
	var core []Kernel
	for _, k := range Kernels {
		if !k.Extended {
			core = append(core, k)
		}
	}
	return core
}

// RepoRoot finds the repository root by walking up from the working
// directory to the directory whose go.mod declares module gpucc.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	return findRoot(dir)
}

func findRoot(start string) (string, error) {
	dir := start
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && declaresModule(string(data), "gpucc") {
			return dir, nil
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return "", err
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod for module gpucc in %s or any parent directory", start)
		}
		dir = parent
	}
}

func declaresModule(gomod, module string) bool {
	for _, line := range strings.Split(gomod, "\n") {
		fields := strings.Fields(line)
		if len(fields) >= 2 && fields[0] == "module" && strings.Trim(fields[1], `"`) == module {
			return true
		}
	}
	return false
}

// kernel fills in the derived fields of a catalog entry.
func kernel(k Kernel) Kernel {
	k.LL = KernelDir + "/" + k.Name + ".ll"
	k.CU = KernelDir + "/" + k.Name + ".cu"
	body := k.body
	name := k.Name
	params := k.Params
	k.Reference = func(l launch.Launch) launch.Result {
		probe := Kernel{Name: name, Params: params}
		m, err := newMachine(name, l)
		if err != nil {
			return inputResult(l)
		}
		if probe.CheckArgs(l) != nil {
			return m.result()
		}
		body(m)
		return m.result()
	}
	return k
}

func inputResult(l launch.Launch) launch.Result {
	r := launch.Result{Buffers: make([][]byte, len(l.Args))}
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			r.Buffers[i] = append([]byte(nil), a.Data...)
		}
	}
	return r
}
