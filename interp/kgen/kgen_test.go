package kgen

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/interp"
	"gpucc/launch"
)

// runKernel parses and interprets a generated kernel; it also runs it under
// a shuffled schedule when schedule is nonzero and demands identical
// results, which a race-free kernel must give.
func runKernel(t *testing.T, name string, k *Kernel, schedule uint64) launch.Result {
	t.Helper()
	m, err := asm.ParseString("kgen.ll", k.IR)
	if err != nil {
		t.Fatalf("%s: llir cannot parse the IR: %v\n%s", name, err, k.IR)
	}
	p, err := interp.Prepare(m)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	res, err := p.Run(k.Launch(), interp.Options{})
	if err != nil {
		t.Fatalf("%s: %v\n%s\n%s", name, err, k.Prog, k.IR)
	}
	if schedule != 0 {
		res2, err := p.Run(k.Launch(), interp.Options{ScheduleSeed: schedule})
		if err != nil {
			t.Fatalf("%s, schedule %d: %v\n%s", name, schedule, err, k.Prog)
		}
		for i := range res.Buffers {
			if !bytes.Equal(res.Buffers[i], res2.Buffers[i]) {
				t.Fatalf("%s: buffer %d differs under schedule %d: the kernel races\n%s", name, i, schedule, k.Prog)
			}
		}
	}
	return res
}

func TestGeneratedKernelsRunWithoutUB(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		schedule := uint64(0)
		if seed%4 == 0 {
			schedule = seed + 1
		}
		runKernel(t, fmt.Sprintf("seed %d", seed), k, schedule)
	}
}

// The generated kernels use the constructs the generator promises.
func TestGeneratedFeatures(t *testing.T) {
	count := map[string]int{}
	features := []string{"nsw", "nuw", "exact", "udiv", "sdiv", "urem", "srem", "phi", "select", "switch", "zext", "sext", "trunc",
		"i8 ", "i16 ", "i64 ", "shfl.sync.idx", "shfl.sync.up", "shfl.sync.down", "shfl.sync.bfly", "vote.ballot.sync", "match.any",
		"redux.sync", "barrier0", "atomicrmw", "alloca", "addrspace(3)", "addrspacecast", "@dsh", "tid.y"}
	for seed := uint64(0); seed < 100; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range features {
			if strings.Contains(k.IR, f) {
				count[f]++
			}
		}
	}
	for _, f := range features {
		if count[f] < 5 {
			t.Errorf("only %d of 100 kernels contain %q", count[f], f)
		}
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, err1 := GenerateSeed(42, Config{})
	b, err2 := GenerateSeed(42, Config{})
	c, err3 := GenerateSeed(43, Config{})
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	if a.IR != b.IR {
		t.Error("the same seed gave different IR")
	}
	if a.IR == c.IR {
		t.Error("different seeds gave the same IR")
	}
	la, lb := a.Launch(), b.Launch()
	for i := range la.Args {
		if !bytes.Equal(la.Args[i].Data, lb.Args[i].Data) || la.Args[i].Value != lb.Args[i].Value {
			t.Errorf("argument %d differs between launches", i)
		}
	}
}

func TestConfigSwitches(t *testing.T) {
	cfg := Config{NoCollectives: true, NoShared: true, NoAtomics: true, NoLocals: true, MaxBlockThreads: 64, MaxGrid: 1}
	for seed := uint64(0); seed < 40; seed++ {
		k, err := GenerateSeed(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"shfl", "vote", "match", "redux", "barrier0", "addrspace(3)", "atomicrmw", "alloca"} {
			if strings.Contains(k.IR, f) {
				t.Fatalf("seed %d: %q in a kernel generated without it", seed, f)
			}
		}
		l := k.Launch()
		if l.Grid.X != 1 || l.Block.Count() > 64 {
			t.Fatalf("seed %d: geometry %v x %v exceeds the configuration", seed, l.Grid, l.Block)
		}
		runKernel(t, fmt.Sprintf("seed %d", seed), k, 0)
	}
}

func TestByteSource(t *testing.T) {
	for _, data := range [][]byte{nil, {0}, {255, 255, 255}, bytes.Repeat([]byte{0x5a, 0xa5, 3}, 400)} {
		k, err := Generate(NewByteSource(data), Config{})
		if err != nil {
			t.Fatal(err)
		}
		k2, _ := Generate(NewByteSource(data), Config{})
		if k.IR != k2.IR {
			t.Errorf("bytes %x: generation is not deterministic", data)
		}
		runKernel(t, fmt.Sprintf("bytes %x", data), k, 7)
	}
}

// FuzzGenerate generates kernels from fuzzer bytes; they must parse, pass
// Check and run in the interpreter without any error, identically under a
// shuffled schedule.
func FuzzGenerate(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(bytes.Repeat([]byte{0x37, 0xc1, 0x02, 0xfe}, 64))
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := Generate(NewByteSource(data), Config{})
		if err != nil {
			t.Fatal(err)
		}
		runKernel(t, "fuzz", k, 1+uint64(len(data)))
	})
}

// flagProg applies one Flagged construction (or a Div) to every pair of
// extreme values of type t: thread i computes v0 = f(in0[i], in1[i]).
func extremePairs(t Type) ([]uint64, []uint64) {
	m := t.mask()
	min := uint64(1) << (t - 1)
	ext := []uint64{0, 1, 2, m, m - 1, min, min - 1, min + 1}
	var xs, ys []uint64
	for _, x := range ext {
		for _, y := range ext {
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	return xs, ys
}

func pairProg(t Type, e Expr) *Prog {
	return &Prog{
		Name:    "pairs",
		Grid:    launch.Dim3{X: 1, Y: 1, Z: 1},
		Block:   launch.Dim3{X: 64, Y: 1, Z: 1},
		Inputs:  []BufSpec{{Elem: t, Len: 64}, {Elem: t, Len: 64}},
		Scalars: []ScalarSpec{{T: I32, Value: 0}},
		Vars:    []Type{t},
		Body:    []Stmt{&Assign{V: 0, E: e}},
	}
}

func putValues(t Type, vs []uint64) []byte {
	b := make([]byte, len(vs)*t.Bytes())
	for i, v := range vs {
		var tmp [8]byte
		binary.LittleEndian.PutUint64(tmp[:], v)
		copy(b[i*t.Bytes():], tmp[:t.Bytes()])
	}
	return b
}

// TestGuardsOnExtremeValues checks the claims behind Flagged and Div: on
// every pair of extreme operands, no flag is violated and no division
// traps, for every width, construction and parameter.
func TestGuardsOnExtremeValues(t *testing.T) {
	for _, ty := range dataTypes {
		x := &Load{Buf: 0, Idx: &Special{Kind: SpGlobal}, T: ty}
		y := &Load{Buf: 1, Idx: &Special{Kind: SpGlobal}, T: ty}
		var exprs []Expr
		for kind := FlagKind(0); kind < nFlagKinds; kind++ {
			for n := 1; n <= int(ty)-2; n++ {
				exprs = append(exprs, &Flagged{Kind: kind, X: x, Y: y, N: n})
			}
		}
		for _, op := range []string{"udiv", "sdiv", "urem", "srem"} {
			exprs = append(exprs, &Div{Op: op, X: x, Y: y}, &Div{Op: op, X: x, Y: y, Neg: true})
		}
		xs, ys := extremePairs(ty)
		for _, e := range exprs {
			p := pairProg(ty, e)
			if err := p.Check(); err != nil {
				t.Fatal(err)
			}
			l := p.Launch()
			l.Args[0].Data, l.Args[1].Data = putValues(ty, xs), putValues(ty, ys)
			if _, err := interp.RunText(p.IR(), l, interp.Options{}); err != nil {
				t.Errorf("%s %s: %v", ty, exprString(e), err)
			}
		}
	}
}

func TestCheckRejectsDivergentBarriersAndCollectives(t *testing.T) {
	// Every program ends with a barrier, so that threads that skip a
	// divergent barrier wait at a different one and the interpreter can
	// report the divergence.
	base := func(body ...Stmt) *Prog {
		p := pairProg(I32, &Const{T: I32})
		p.Vars = []Type{I32, I32}
		p.Body = append(body, &Barrier{})
		return p
	}
	tid := &Special{Kind: SpTidX}
	divergent := &Cmp{Pred: "ult", X: tid, Y: &Const{T: I32, V: 5}}
	uniform := &Cmp{Pred: "ult", X: &VarRef{V: 0, T: I32}, Y: &Const{T: I32, V: 5}}
	shfl := &Shfl{Mode: "idx", X: tid, Lane: &Const{T: I32}, Width: 32}
	cases := []struct {
		name string
		p    *Prog
		ok   bool
	}{
		{"barrier under a uniform if", base(&If{C: uniform, Then: []Stmt{&Barrier{}}}), true},
		{"barrier under a divergent if", base(&If{C: divergent, Then: []Stmt{&Barrier{}}}), false},
		{"shfl under a divergent if", base(&If{C: divergent, Then: []Stmt{&Assign{V: 1, E: shfl}}}), false},
		{"barrier after a divergent assignment", base(&Assign{V: 0, E: tid}, &If{C: uniform, Then: []Stmt{&Barrier{}}}), false},
		// In the second iteration v0 holds tid: the barrier diverges.
		{"uniformity lost later in a loop", base(&Loop{Counter: 1, Trip: &Const{T: I32, V: 2}, Body: []Stmt{
			&If{C: uniform, Then: []Stmt{&Barrier{}}},
			&Assign{V: 0, E: tid},
		}}), false},
		{"uniform loop", base(&Loop{Counter: 1, Trip: &Const{T: I32, V: 2}, Body: []Stmt{
			&If{C: uniform, Then: []Stmt{&Barrier{}}},
			&Assign{V: 0, E: &Bin{Op: "add", X: &VarRef{V: 0, T: I32}, Y: &Const{T: I32, V: 1}}},
		}}), true},
		{"divergent trip count", base(&Loop{Counter: 1, Trip: tid, Body: []Stmt{&Barrier{}}}), false},
		{"exchange under a divergent if", base(&If{C: divergent, Then: []Stmt{&Exchange{Arr: DynArr, E: tid}}}), false},
		{"type mismatch", base(&Assign{V: 0, E: &Const{T: I8}}), false},
	}
	for _, c := range cases {
		c.p.DynShared = true
		err := c.p.Check()
		if (err == nil) != c.ok {
			t.Errorf("%s: Check() = %v, want ok=%v", c.name, err, c.ok)
		}
		// The rejected programs really are undefined: the interpreter
		// reports them (except the type error, which cannot be lowered).
		if !c.ok && c.name != "type mismatch" {
			if _, err := interp.RunText(c.p.IR(), c.p.Launch(), interp.Options{}); err == nil {
				t.Errorf("%s: the interpreter accepted the program", c.name)
			}
		}
	}
}

func TestReduce(t *testing.T) {
	// Find a kernel with a udiv somewhere and several statements.
	var k *Kernel
	for seed := uint64(0); k == nil; seed++ {
		c, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(c.IR, "udiv") && countStmts(c.Prog.Body) > 15 {
			k = c
		}
	}
	calls := 0
	pred := func(ir string) bool {
		calls++
		return strings.Contains(ir, "udiv")
	}
	r := Reduce(k, pred)
	if !strings.Contains(r.IR, "udiv") {
		t.Fatal("the reduced kernel lost the property")
	}
	before, after := countStmts(k.Prog.Body), countStmts(r.Prog.Body)
	t.Logf("%d statements reduced to %d with %d predicate calls:\n%s", before, after, calls, r.Prog)
	// One statement holding the udiv suffices, perhaps inside one compound
	// statement kept because deleting it also deletes the udiv.
	if after > 2 {
		t.Errorf("reduced to %d statements, want at most 2", after)
	}
	if err := r.Prog.Check(); err != nil {
		t.Fatal(err)
	}
	if k.IR == r.IR || countStmts(k.Prog.Body) != before {
		t.Error("the original kernel was modified or nothing was reduced")
	}
	runKernel(t, "reduced", r, 3)
	// A predicate that holds for nothing smaller keeps the kernel.
	same := Reduce(k, func(ir string) bool { return ir == k.IR })
	if same.IR != k.IR {
		t.Error("reduction changed a kernel no smaller candidate satisfies")
	}
}

// TestIRVerifiesWithLLVM runs LLVM's own verifier and the NVPTX backend on
// generated kernels when LLVM 14 is installed (llir's parser checks less:
// it accepts, for example, intrinsics declared with wrong types).
func TestIRVerifiesWithLLVM(t *testing.T) {
	as, err1 := exec.LookPath("llvm-as-14")
	llc, err2 := exec.LookPath("llc-14")
	if err1 != nil || err2 != nil {
		t.Skip("llvm-as-14 or llc-14 not installed")
	}
	for seed := uint64(0); seed < 30; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, cmd := range []*exec.Cmd{
			exec.Command(as, "-", "-o", os.DevNull),
			exec.Command(llc, "-march=nvptx64", "-mcpu=sm_80", "-mattr=+ptx70", "-", "-o", os.DevNull),
		} {
			cmd.Stdin = strings.NewReader(k.IR)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("seed %d: %s: %v\n%s", seed, cmd.Path, err, out)
			}
		}
	}
}
