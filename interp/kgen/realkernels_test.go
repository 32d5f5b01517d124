package kgen

import (
	"encoding/binary"
	"regexp"
	"strings"
	"testing"
)

// realFeatures recognise the constructs of realkernels.go in generated IR;
// realSwitches name the Config that removes each.
var realFeatures = map[string]func(ir string) bool{
	"noinline helper called":  func(ir string) bool { return helperCalled(ir, "0") },
	"inlinable helper called": func(ir string) bool { return helperCalled(ir, "1") },
	"helper calling a helper": func(ir string) bool {
		for _, f := range helperBodies(ir) {
			if strings.Contains(f, "call ") && regexp.MustCompile(`call \S+ @_Z5help`).MatchString(f) {
				return true
			}
		}
		return false
	},
	"helper called in a loop body":       helperCalledInLoop,
	"helper reading through a pointer":   func(ir string) bool { return strings.Contains(ir, "* %ap, i64") },
	"helper writing through a pointer":   func(ir string) bool { return regexp.MustCompile(`store \S+ \S+, \S+\* %ao`).MatchString(ir) },
	"helper with divergent control flow": func(ir string) bool { return helperBranches(ir) },
	"float helper parameter": func(ir string) bool {
		return regexp.MustCompile(`define .*@_Z5help\d+v\(.*(float|double) noundef`).MatchString(ir)
	},
	"memset":              func(ir string) bool { return strings.Contains(ir, "call void @llvm.memset.") },
	"memcpy p0 <- p1":     func(ir string) bool { return strings.Contains(ir, "@llvm.memcpy.p0i8.p1i8") },
	"memcpy p0 <- p0":     func(ir string) bool { return strings.Contains(ir, "call void @llvm.memcpy.p0i8.p0i8") },
	"memset p3":           func(ir string) bool { return strings.Contains(ir, "call void @llvm.memset.p3i8") },
	"memcpy p3 <- p0":     func(ir string) bool { return strings.Contains(ir, "@llvm.memcpy.p3i8.p0i8") },
	"mem intrinsic on p5": func(ir string) bool { return strings.Contains(ir, ".p5i8.") },
	"variable-length mem intrinsic": func(ir string) bool {
		return regexp.MustCompile(`call void @llvm\.mem(set|cpy)\S+\(.*, i(32|64) %t\d+, i1 false\)`).MatchString(ir)
	},
	"__constant__ array":            func(ir string) bool { return strings.Contains(ir, "addrspace(4) externally_initialized global") },
	"constant array through a cast": func(ir string) bool { return strings.Contains(ir, "* addrspacecast ([") },
	"constant array GEP chain": func(ir string) bool {
		return regexp.MustCompile(`getelementptr inbounds \[\d+ x \S+\], \[\d+ x \S+\]( addrspace\(4\))?\* %t`).MatchString(ir) && strings.Contains(ir, "@cst")
	},
	"tex1Dfetch":           func(ir string) bool { return strings.Contains(ir, "tex.1d.v4.") },
	"bar.sync id":          func(ir string) bool { return strings.Contains(ir, "call void @llvm.nvvm.barrier.sync(i32") },
	"bar.sync id, count":   func(ir string) bool { return strings.Contains(ir, "call void @llvm.nvvm.barrier.sync.cnt(i32") },
	"ptx special register": func(ir string) bool { return strings.Contains(ir, `asm "mov.u32 $0, %lane`) },
	"ptx carry chain":      func(ir string) bool { return strings.Contains(ir, ".cc.u32") },
	"ptx bit field":        func(ir string) bool { return regexp.MustCompile(`asm "(bfe|bfi|prmt|bfind)`).MatchString(ir) },
	"ptx load with cache hint": func(ir string) bool {
		return regexp.MustCompile(`asm sideeffect "ld\.global\.(nc|cg|cs)`).MatchString(ir)
	},
	"ptx shfl.sync predicate out": func(ir string) bool { return strings.Contains(ir, ".b32 $0|p,") },
	"ptx vote or activemask": func(ir string) bool {
		return strings.Contains(ir, "vote.sync.") && strings.Contains(ir, "asm") || strings.Contains(ir, "activemask")
	},
	"ptx tied operand and guard": func(ir string) bool { return strings.Contains(ir, `r,0"(`) },
	"ptx membar":                 func(ir string) bool { return strings.Contains(ir, "membar.") },
}

var realSwitches = map[string]Config{
	"noinline helper called": {NoCalls: true}, "inlinable helper called": {NoCalls: true}, "helper calling a helper": {NoCalls: true},
	"helper reading through a pointer": {NoCalls: true}, "helper writing through a pointer": {NoCalls: true},
	"helper called in a loop body":       {NoCalls: true},
	"helper with divergent control flow": {NoCalls: true}, "float helper parameter": {NoCalls: true},
	"memset": {NoMemIntrinsics: true}, "memcpy p0 <- p1": {NoMemIntrinsics: true}, "memcpy p0 <- p0": {NoMemIntrinsics: true},
	"memcpy p3 <- p0": {NoMemIntrinsics: true}, "memset p3": {NoMemIntrinsics: true}, "mem intrinsic on p5": {NoMemIntrinsics: true},
	"variable-length mem intrinsic": {NoMemIntrinsics: true},
	"__constant__ array":            {NoConstArrays: true}, "constant array through a cast": {NoConstArrays: true},
	"constant array GEP chain": {NoConstArrays: true}, "tex1Dfetch": {NoTextures: true},
	"bar.sync id": {NoNamedBarriers: true}, "bar.sync id, count": {NoNamedBarriers: true},
	"ptx special register": {NoInlinePTX: true}, "ptx carry chain": {NoInlinePTX: true}, "ptx bit field": {NoInlinePTX: true},
	"ptx load with cache hint": {NoInlinePTX: true}, "ptx shfl.sync predicate out": {NoInlinePTX: true},
	"ptx vote or activemask": {NoInlinePTX: true}, "ptx tied operand and guard": {NoInlinePTX: true}, "ptx membar": {NoInlinePTX: true},
}

// helperBodies returns the text of every helper definition.
func helperBodies(ir string) []string {
	var out []string
	for _, part := range strings.Split(ir, "\ndefine ")[1:] {
		if strings.Contains(part[:strings.Index(part, "\n")], "@_Z5help") {
			out = append(out, part[:strings.Index(part, "\n}\n")])
		}
	}
	return out
}

// helperCalled: a helper of attribute group #attr is defined and called
// from the kernel.
func helperCalled(ir, attr string) bool {
	re := regexp.MustCompile(`define \S+ \S+ (@_Z5help\d+v)\(.*\) #` + attr + ` \{`)
	kernel := ir[strings.Index(ir, "define void @kgen"):]
	for _, m := range re.FindAllStringSubmatch(ir, -1) {
		if strings.Contains(kernel, m[1]+"(") {
			return true
		}
	}
	return false
}

// helperCalledInLoop: the kernel calls a helper in the first block of a
// loop body.
func helperCalledInLoop(ir string) bool {
	label := ""
	for _, l := range strings.Split(ir[strings.Index(ir, "define void @kgen"):], "\n") {
		if strings.HasSuffix(l, ":") {
			label = l
		} else if strings.HasPrefix(label, "body") && strings.Contains(l, "@_Z5help") {
			return true
		}
	}
	return false
}

// helperBranches: some helper branches on a value (not only loop tests).
func helperBranches(ir string) bool {
	for _, f := range helperBodies(ir) {
		if regexp.MustCompile(`br i1 %t\d+, label %then|switch i32`).MatchString(f) {
			return true
		}
	}
	return false
}

// Each construct appears in generated kernels, and its switch removes it.
func TestGeneratedRealConstructs(t *testing.T) {
	count := map[string]int{}
	const n = 150
	for seed := uint64(0); seed < n; seed++ {
		k, err := GenerateSeed(seed, Config{NoRecursion: true})
		if err != nil {
			t.Fatal(err)
		}
		for f, has := range realFeatures {
			if has(k.IR) {
				count[f]++
			}
		}
	}
	t.Logf("kernels of %d with each construct: %v", n, count)
	for f := range realFeatures {
		if count[f] < 4 {
			t.Errorf("only %d of %d kernels contain %q", count[f], n, f)
		}
	}
	for f, cfg := range realSwitches {
		for seed := uint64(0); seed < 40; seed++ {
			k, err := GenerateSeed(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if realFeatures[f](k.IR) {
				t.Fatalf("seed %d: %q with its switch off", seed, f)
			}
		}
	}
	if len(realSwitches) != len(realFeatures) {
		t.Errorf("%d features, %d switches", len(realFeatures), len(realSwitches))
	}
}

// Recursion appears only without Config.NoRecursion, and the recursive kernels
// run in the interpreter (which executes calls as calls).
func TestGeneratedRecursion(t *testing.T) {
	recursive := regexp.MustCompile(`define \S+ \S+ (@_Z5help\d+v)\(`)
	isRecursive := func(ir string) bool {
		for _, f := range helperBodies(ir) {
			if m := recursive.FindStringSubmatch("define " + f); m != nil && strings.Contains(f, "call") &&
				strings.Count(f, m[1]+"(") > 1 {
				return true
			}
		}
		return false
	}
	found := 0
	for seed := uint64(0); seed < 60; seed++ {
		k, err := GenerateSeed(seed, Config{NoRecursion: true})
		if err != nil {
			t.Fatal(err)
		}
		if isRecursive(k.IR) {
			t.Fatalf("seed %d: recursion with Config.NoRecursion", seed)
		}
		k, err = GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		if isRecursive(k.IR) {
			found++
			runKernel(t, "recursive", k, seed+1)
		}
	}
	if found < 5 {
		t.Errorf("only %d of 60 kernels recurse with Config{}", found)
	}
}

// realProg is a one-variable i32 kernel of 64 threads over two i32 inputs.
func realProg(body ...Stmt) *Prog {
	p := pairProg(I32, &Const{T: I32})
	p.Body = body
	return p
}

// runReal runs p in the interpreter and returns v0 (sign-extended) of every
// thread, and the launch's input buffers.
func runReal(t *testing.T, name string, p *Prog) ([]uint64, [][]byte) {
	t.Helper()
	if err := p.Check(); err != nil {
		t.Fatalf("%s: %v\n%s", name, err, p)
	}
	l := p.Launch()
	res := runKernel(t, name, &Kernel{Name: p.Name, IR: p.IR(), Prog: p}, 3)
	out := res.Buffers[len(p.Inputs)]
	var vs []uint64
	for i := 0; i < p.threads(); i++ {
		vs = append(vs, le64(out[i*p.slots()*8:]))
	}
	var ins [][]byte
	for k := range p.Inputs {
		ins = append(ins, l.Args[k].Data)
	}
	return vs, ins
}

func sx32(v uint32) uint64 { return uint64(int64(int32(v))) }

var tidX = &Special{Kind: SpTidX}

func k32(v uint32) *Const { return &Const{T: I32, V: uint64(v)} }

// Hand-built helpers compute what Go computes: divergent control flow in
// the helper, a load through its pointer parameter, a store through its out
// parameter, a helper calling a helper, and bounded recursion.
func TestCallSemantics(t *testing.T) {
	v := func(i int) *VarRef { return &VarRef{V: i, T: I32} }
	h0 := &Func{Params: []Type{I32, I32}, Vars: []Type{I32, I32}, InBuf: 0, NoInline: true,
		Body: []Stmt{&If{C: &Cmp{Pred: "ult", X: v(0), Y: v(1)},
			Then: []Stmt{&Assign{V: 0, E: &Bin{Op: "mul", X: v(0), Y: k32(3)}}},
			Else: []Stmt{&Assign{V: 1, E: &Bin{Op: "xor", X: v(1), Y: k32(5)}}}}},
		Ret: &Bin{Op: "add", X: &Bin{Op: "add", X: v(0), Y: v(1)}, Y: &ArgLoad{Buf: 0, Idx: v(0), T: I32}},
		Out: true, OutE: &Bin{Op: "sub", X: v(0), Y: v(1)}}
	h1 := &Func{Params: []Type{I32}, Vars: []Type{I32}, InBuf: -1,
		Ret: &Bin{Op: "mul", X: &Call{Fn: 0, T: I32, Args: []Expr{v(0), &Bin{Op: "add", X: v(0), Y: k32(1)}}}, Y: k32(2)}}
	h1.InBuf = 0 // it passes its buffer on
	rec := &Func{Params: []Type{I32, I32}, Vars: []Type{I32, I32, I32}, InBuf: -1, Recursive: true,
		Base: v(1), Step: []Expr{&Bin{Op: "add", X: &Bin{Op: "mul", X: v(1), Y: k32(2)}, Y: k32(1)}},
		Ret: &Bin{Op: "add", X: v(2), Y: v(1)}}
	goH0 := func(in []byte, a, b uint32) uint32 {
		if a < b {
			a *= 3
		} else {
			b ^= 5
		}
		ret := a + b + binary.LittleEndian.Uint32(in[4*(a&63):])
		return ret ^ (a - b)
	}
	var goRec func(d, x uint32) uint32
	goRec = func(d, x uint32) uint32 {
		if d == 0 {
			return x
		}
		return goRec(d-1, 2*x+1) + x
	}
	cases := []struct {
		name  string
		funcs []*Func
		e     Expr
		want  func(in []byte, i uint32) uint32
	}{
		{"helper with a pointer and an out parameter", []*Func{h0}, &Call{Fn: 0, T: I32, Args: []Expr{tidX, k32(40)}},
			func(in []byte, i uint32) uint32 { return goH0(in, i, 40) }},
		{"helper calling a helper", []*Func{h0, h1}, &Call{Fn: 1, T: I32, Args: []Expr{tidX}},
			func(in []byte, i uint32) uint32 { return goH0(in, i, i+1) * 2 }},
		{"recursion", []*Func{rec}, &Call{Fn: 0, T: I32, Args: []Expr{tidX, tidX}},
			func(_ []byte, i uint32) uint32 { return goRec(i%7, i) }},
	}
	for _, c := range cases {
		p := realProg(&Assign{V: 0, E: c.e})
		p.Funcs = c.funcs
		got, ins := runReal(t, c.name, p)
		for i, g := range got {
			if want := sx32(c.want(ins[0], uint32(i))); g != want {
				t.Errorf("%s: thread %d: %#x, want %#x", c.name, i, g, want)
				break
			}
		}
	}
}

// memset and memcpy into a local array, read back element by element.
func TestMemOpSemantics(t *testing.T) {
	initial := func(i int) uint32 { return uint32(i*37 + 3) } // the prologue's values of loc0
	read := &Assign{V: 0, E: &LocalLoad{Arr: 0, Idx: &Bin{Op: "and", X: tidX, Y: k32(7)}, T: I32}}
	bytesOf := func() []byte {
		b := make([]byte, 32)
		for i := 0; i < 8; i++ {
			binary.LittleEndian.PutUint32(b[4*i:], initial(i))
		}
		return b
	}
	cases := []struct {
		name string
		op   *MemOp
		want func(in []byte, i int) []byte // the array's bytes in thread i
	}{
		{"memset constant length", &MemOp{Set: true, Dst: 0, DstOff: 6, Align: 2, Len: 9, Val: &Const{T: I8, V: 0xab}, Len64: true},
			func(_ []byte, _ int) []byte {
				b := bytesOf()
				for k := 6; k < 15; k++ {
					b[k] = 0xab
				}
				return b
			}},
		{"memset variable length, p5", &MemOp{Set: true, Dst: 0, DstOff: 8, Align: 8, Len: 15, LenE: tidX, Space5: true,
			Val: &Cast{Op: "trunc", X: tidX, To: I8}},
			func(_ []byte, i int) []byte {
				b := bytesOf()
				for k := 8; k < 8+i&15; k++ {
					b[k] = byte(i)
				}
				return b
			}},
		{"memcpy from a global buffer", &MemOp{Dst: 0, DstOff: 4, Align: 4, Len: 20, Src: 1, SrcOff: tidX, SrcMask: 7, Global1: true},
			func(in []byte, i int) []byte {
				b := bytesOf()
				copy(b[4:24], in[4*(i&7):])
				return b
			}},
	}
	for _, c := range cases {
		p := realProg(c.op, read)
		p.Locals = []Type{I32}
		got, ins := runReal(t, c.name, p)
		for i, g := range got {
			b := c.want(ins[1], i)
			if want := sx32(binary.LittleEndian.Uint32(b[4*(i&7):])); g != want {
				t.Errorf("%s: thread %d: %#x, want %#x", c.name, i, g, want)
				break
			}
		}
	}
	// memcpy between two local arrays.
	p := realProg(&MemOp{Dst: 0, DstOff: 0, Align: 8, Len: 16, SrcLocal: true, Src: 1, SrcConst: 8}, read)
	p.Locals = []Type{I32, I32}
	got, _ := runReal(t, "memcpy local to local", p)
	for i, g := range got {
		k := i & 7
		want := initial(k)
		if k < 4 {
			want = uint32((k+2)*37 + 11 + 3) // loc1's elements 2..5
		}
		if g != sx32(want) {
			t.Errorf("memcpy local to local: thread %d: %#x, want %#x", i, g, want)
			break
		}
	}
}

// __constant__ arrays, textures and exchanges over named barriers read
// what Go reads.
func TestConstTexBarrierSemantics(t *testing.T) {
	vals := make([]uint64, ConstLen)
	for i := range vals {
		vals[i] = uint64(uint32(i*i*1000 - 7))
	}
	for _, c := range []struct {
		rows           int
		generic, chain bool
	}{{1, false, false}, {1, true, false}, {4, false, true}, {4, true, true}, {2, true, false}} {
		p := realProg(&Assign{V: 0, E: &ConstLoad{Arr: 0, Idx: &Bin{Op: "mul", X: tidX, Y: k32(3)}, T: I32, Generic: c.generic, Chain: c.chain}})
		p.ConstArrs = []ConstArr{{Elem: I32, Rows: c.rows, Vals: vals}}
		got, _ := runReal(t, "constant array", p)
		for i, g := range got {
			if want := sx32(uint32(vals[(3*i)%ConstLen])); g != want {
				t.Errorf("constant array %+v: thread %d: %#x, want %#x", c, i, g, want)
				break
			}
		}
	}
	p := realProg(&Assign{V: 0, E: &Bin{Op: "add", X: &TexFetch{Tex: 0, Idx: &Bin{Op: "add", X: tidX, Y: k32(5)}, Kind: "s32"},
		Y: &TexFetch{Tex: 1, Idx: tidX, Kind: "u32"}}})
	p.Textures = []int{1, 0}
	got, ins := runReal(t, "textures", p)
	for i, g := range got {
		want := binary.LittleEndian.Uint32(ins[1][4*((i+5)&63):]) + binary.LittleEndian.Uint32(ins[0][4*i:])
		if g != sx32(want) {
			t.Errorf("textures: thread %d: %#x, want %#x", i, g, want)
			break
		}
	}
	for bar := 1; bar <= maxBarID+1; bar++ {
		p = realProg(&NamedBarrier{ID: bar - 1, Count: true, RegCount: true},
			&Exchange{Arr: 0, E: &Bin{Op: "mul", X: tidX, Y: k32(5)}, BarID: bar, Memcpy: bar%2 == 0,
				Reads: []ExRead{{V: 0, Idx: &Bin{Op: "add", X: tidX, Y: k32(1)}}}},
			&NamedBarrier{ID: bar - 1})
		p.Shared = []Type{I32}
		got, _ = runReal(t, "exchange over a named barrier", p)
		for i, g := range got {
			if want := sx32(uint32(((i + 1) % 64) * 5)); g != want {
				t.Errorf("exchange over barrier %d: thread %d: %#x, want %#x", bar-1, i, g, want)
				break
			}
		}
		// The same exchange storing by memset: every byte of the element
		// is the low byte of the value.
		p.Body[1].(*Exchange).Memcpy, p.Body[1].(*Exchange).Memset = false, true
		got, _ = runReal(t, "exchange by memset", p)
		for i, g := range got {
			if want := sx32(uint32(byte((i+1)%64*5)) * 0x01010101); g != want {
				t.Errorf("exchange by memset: thread %d: %#x, want %#x", i, g, want)
				break
			}
		}
	}
}

// ptxKind is the index of the template whose text starts with prefix.
func ptxKind(t *testing.T, prefix string) int {
	t.Helper()
	for k, tp := range ptxTemplates {
		if strings.HasPrefix(tp.asm, prefix) {
			return k
		}
	}
	t.Fatalf("no template %q", prefix)
	return -1
}

// Inline PTX templates compute what the PTX ISA defines (Go references
// written from the PTX ISA manual), on operands that vary per thread.
func TestPTXSemantics(t *testing.T) {
	// Per-thread operands: a = i*0x9e3779b9 + 0x12345, b = i*0x01000193 ^ 0x80000001,
	// c = i & 31.
	a := &Bin{Op: "add", X: &Bin{Op: "mul", X: tidX, Y: k32(0x9e3779b9)}, Y: k32(0x12345)}
	b := &Bin{Op: "xor", X: &Bin{Op: "mul", X: tidX, Y: k32(0x01000193)}, Y: k32(0x80000001)}
	c := &Bin{Op: "and", X: tidX, Y: k32(31)}
	ga := func(i uint32) uint32 { return i*0x9e3779b9 + 0x12345 }
	gb := func(i uint32) uint32 { return i*0x01000193 ^ 0x80000001 }
	gc := func(i uint32) uint32 { return i & 31 }
	wide := func(hi, lo Expr) Expr {
		return &Bin{Op: "or", X: &Shift{Op: "shl", X: &Cast{Op: "zext", X: hi, To: I64}, Amt: &Const{T: I64, V: 32}},
			Y: &Cast{Op: "zext", X: lo, To: I64}}
	}
	gw := func(hi, lo uint32) uint64 { return uint64(hi)<<32 | uint64(lo) }
	lane := func(i uint32) uint32 { return i & 31 }
	cases := []struct {
		prefix string
		args   []Expr
		want   func(i uint32, in []byte) uint64
	}{
		{"mov.u32 $0, %lanemask_lt", nil, func(i uint32, _ []byte) uint64 { return sx32(1<<lane(i) - 1) }},
		{"mov.u32 $0, %lanemask_ge", nil, func(i uint32, _ []byte) uint64 { return sx32(^uint32(1<<lane(i) - 1)) }},
		{"mov.u32 $0, %lanemask_eq", nil, func(i uint32, _ []byte) uint64 { return sx32(1 << lane(i)) }},
		{"bfe.u32", []Expr{a, c, k32(9)}, func(i uint32, _ []byte) uint64 {
			pos := gc(i)
			return sx32(uint32(uint64(ga(i)) >> pos & 0x1ff))
		}},
		{"bfe.s32", []Expr{a, c, k32(9)}, func(i uint32, _ []byte) uint64 {
			pos := gc(i)
			v := uint32(uint64(ga(i)) >> pos & 0x1ff)
			sbit := ga(i) >> min(pos+8, 31) & 1 // the field's top bit, or bit 31 beyond the word
			if pos+8 > 31 {
				// bits beyond 31 read as the sign bit
				for k := 32 - pos; k < 9; k++ {
					v = v&^(1<<k) | sbit<<k
				}
			}
			if sbit == 1 {
				v |= ^uint32(0x1ff)
			}
			return sx32(v)
		}},
		{"bfi.b32", []Expr{a, b, c, k32(7)}, func(i uint32, _ []byte) uint64 {
			pos, mask := gc(i), uint32(0x7f)
			return sx32(gb(i)&^(mask<<pos) | (ga(i)&mask)<<pos)
		}},
		{"popc.b32", []Expr{a}, func(i uint32, _ []byte) uint64 { return uint64(popcount(ga(i))) }},
		{"brev.b32", []Expr{b}, func(i uint32, _ []byte) uint64 {
			x, r := gb(i), uint32(0)
			for k := 0; k < 32; k++ {
				r |= (x >> k & 1) << (31 - k)
			}
			return sx32(r)
		}},
		{"bfind.u32", []Expr{&Shift{Op: "lshr", X: a, Amt: c}}, func(i uint32, _ []byte) uint64 {
			x := ga(i) >> gc(i)
			if x == 0 {
				return sx32(0xffffffff)
			}
			k := uint32(31)
			for x>>k == 0 {
				k--
			}
			return uint64(k)
		}},
		{"mul.hi.s32", []Expr{a, b}, func(i uint32, _ []byte) uint64 {
			return sx32(uint32(int64(int32(ga(i))) * int64(int32(gb(i))) >> 32))
		}},
		{"mul.hi.u64", []Expr{wide(a, b), wide(b, a)}, func(i uint32, _ []byte) uint64 {
			hi, _ := mul64(gw(ga(i), gb(i)), gw(gb(i), ga(i)))
			return hi
		}},
		{"add.cc.u32", []Expr{a, b, c, b, a, c}, func(i uint32, _ []byte) uint64 {
			x := [3]uint32{ga(i), gb(i), gc(i)}
			y := [3]uint32{gb(i), ga(i), gc(i)}
			var s [3]uint32
			carry := uint64(0)
			for k := 0; k < 3; k++ {
				t := uint64(x[k]) + uint64(y[k]) + carry
				s[k], carry = uint32(t), t>>32
			}
			return sx32(s[0] ^ s[1] ^ s[2])
		}},
		{"mad.lo.cc.u32", []Expr{a, b, b}, func(i uint32, _ []byte) uint64 {
			p := uint64(ga(i)) * uint64(gb(i))
			lo := uint64(uint32(p)) + uint64(gb(i))
			hi := uint32(p>>32) + uint32(lo>>32)
			return sx32(uint32(lo) ^ hi)
		}},
		{"mov.b64 $0, {$1, $2}", []Expr{a, b}, func(i uint32, _ []byte) uint64 { return gw(gb(i), ga(i)) }},
		{"mov.b64 {$0, $1}, $2", []Expr{wide(a, b)}, func(i uint32, _ []byte) uint64 { return sx32(ga(i) ^ gb(i)) }},
		{"{\n\t.reg .pred p;\n\tsetp.lt.u32", []Expr{a, b, c, b}, func(i uint32, _ []byte) uint64 {
			if ga(i) < gb(i) {
				return sx32(gb(i) + gc(i))
			}
			return sx32(gb(i))
		}},
		{"{\n\t.reg .pred p;\n\tsetp.ge.s32", []Expr{a, b, c, b}, func(i uint32, _ []byte) uint64 {
			if int32(ga(i)) >= int32(gb(i)) {
				return sx32(gb(i))
			}
			return sx32(gb(i) ^ gc(i))
		}},
		{"ld.global.nc.v4.u32", []Expr{tidX}, func(i uint32, in []byte) uint64 {
			off := 16 * (i & 15) // (256 bytes - 16) / 16 = 15: offsets 0..15 x 16
			var x uint32
			for k := uint32(0); k < 4; k++ {
				x ^= binary.LittleEndian.Uint32(in[off+4*k:])
			}
			return sx32(x)
		}},
		{"ld.global.cg.u32 $0, [$1+4]", []Expr{tidX}, func(i uint32, in []byte) uint64 {
			return sx32(binary.LittleEndian.Uint32(in[4*(i&31)+4:])) // (256 - 8) / 4 = 62: a mask of 32
		}},
		{"shfl.sync.bfly.b32 $0, $1, 1", []Expr{a}, func(i uint32, _ []byte) uint64 { return sx32(ga(i ^ 1)) }},
		{"{\n\t.reg .pred p;\n\tshfl.sync.up.b32", []Expr{a}, func(i uint32, _ []byte) uint64 {
			if lane(i) < 3 {
				return sx32(ga(i)) // out of range: the own value xor the false predicate (0)
			}
			return sx32(ga(i-3) ^ 1)
		}},
		{"{\n\t.reg .pred p;\n\tsetp.ne.u32 p, $1, 0;\n\tvote.sync.ballot", []Expr{&Bin{Op: "and", X: a, Y: k32(4)}}, func(i uint32, _ []byte) uint64 {
			var m uint32
			for l := uint32(0); l < 32; l++ {
				if ga(i&^31+l)&4 != 0 {
					m |= 1 << l
				}
			}
			return sx32(m)
		}},
		{"activemask.b32", nil, func(uint32, []byte) uint64 { return sx32(0xffffffff) }},
	}
	for _, c := range cases {
		k := ptxKind(t, c.prefix)
		e := &PTXAsm{Kind: k, Args: c.args}
		var ex Expr = e
		if e.Type() == I64 {
			ex = &Cast{Op: "trunc", X: e, To: I32}
		}
		p := realProg(&Assign{V: 0, E: ex})
		if e.Type() == I64 {
			p.Vars = []Type{I64}
			p.Body = []Stmt{&Assign{V: 0, E: e}}
		}
		got, ins := runReal(t, c.prefix, p)
		for i, g := range got {
			if want := c.want(uint32(i), ins[0]); g != want {
				t.Errorf("%q: thread %d: %#x, want %#x", c.prefix, i, g, want)
				break
			}
		}
	}
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// mul64 is the 128-bit product of x and y.
func mul64(x, y uint64) (hi, lo uint64) {
	const m32 = 1<<32 - 1
	x0, x1, y0, y1 := x&m32, x>>32, y&m32, y>>32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1, w2 := t&m32, t>>32
	w1 += x0 * y1
	return x1*y1 + w2 + w1>>32, x * y
}

// callInChain: the kernel calls a helper in a further condition block of a
// branch chain.
func callInChain(ir string) bool {
	label := ""
	for _, l := range strings.Split(ir[strings.Index(ir, "define void @kgen"):], "\n") {
		if strings.HasSuffix(l, ":") {
			label = l
		} else if strings.HasPrefix(label, "or") && strings.Contains(l, "@_Z5help") {
			return true
		}
	}
	return false
}

// Helper calls in branch-chain conditions only without Config.NoChainCalls.
func TestChainCallsSwitch(t *testing.T) {
	with := 0
	for seed := uint64(0); seed < 200; seed++ {
		k, err := GenerateSeed(seed, Config{NoChainCalls: true})
		if err != nil {
			t.Fatal(err)
		}
		if callInChain(k.IR) {
			t.Fatalf("seed %d: a helper call in a chain condition with Config.NoChainCalls", seed)
		}
		if k, err = GenerateSeed(seed, Config{}); err != nil {
			t.Fatal(err)
		}
		if callInChain(k.IR) {
			with++
		}
	}
	if with < 3 {
		t.Errorf("only %d of 200 kernels call a helper in a chain condition with Config{}", with)
	}
}
