package kgen

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"gpucc/interp"
	"gpucc/launch"
)

// Semantics of the new shapes: hand-built programs run in the interpreter
// against Go models of the same C logic.

// semProg is a one-block program of 64 threads with an i32 input of 64
// elements in[i] = 1000 + 7*i and i32 variables.
func semProg(nvars int, body ...Stmt) *Prog {
	p := &Prog{
		Name:    "sem",
		Grid:    launch.Dim3{X: 1, Y: 1, Z: 1},
		Block:   launch.Dim3{X: 64, Y: 1, Z: 1},
		Inputs:  []BufSpec{{Elem: I32, Len: 64}},
		Scalars: []ScalarSpec{{T: I32}},
		Body:    body,
	}
	for i := 0; i < nvars; i++ {
		p.Vars = append(p.Vars, I32)
	}
	for k := range p.AccOps32 {
		p.AccOps32[k], p.AccOps64[k] = "add", "add"
	}
	return p
}

// runSem checks and runs p and returns the launch and the result.
func runSem(t *testing.T, name string, p *Prog) (launch.Launch, launch.Result) {
	t.Helper()
	if err := p.Check(); err != nil {
		t.Fatalf("%s: %v\n%s", name, err, p)
	}
	l := p.Launch()
	in := make([]byte, 64*4)
	for i := 0; i < 64; i++ {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(1000+7*i))
	}
	l.Args[0].Data = in
	init := l
	init.Args = append([]launch.Arg(nil), l.Args...)
	for i := range init.Args {
		init.Args[i].Data = append([]byte(nil), l.Args[i].Data...)
	}
	res, err := interp.RunText(p.IR(), l, interp.Options{})
	if err != nil {
		t.Fatalf("%s: %v\n%s\n%s", name, err, p, p.IR())
	}
	return init, res
}

// slot reads thread tid's output slot s (an i64) of p.
func slot(p *Prog, res launch.Result, tid, s int) int64 {
	out := res.Buffers[len(p.Inputs)]
	return int64(binary.LittleEndian.Uint64(out[8*(tid*p.slots()+s):]))
}

var (
	tid    = &Special{Kind: SpTidX}
	c32    = func(v int) *Const { return &Const{T: I32, V: uint64(uint32(int32(v)))} }
	v32    = func(v int) *VarRef { return &VarRef{V: v, T: I32} }
	add32  = func(x, y Expr) Expr { return &Bin{Op: "add", X: x, Y: y} }
	and32  = func(x Expr, m int) Expr { return &Bin{Op: "and", X: x, Y: c32(m)} }
	cmp32  = func(pred string, x, y Expr) *Cmp { return &Cmp{Pred: pred, X: x, Y: y} }
	inc32  = func(v int, e Expr) *Assign { return &Assign{V: v, E: add32(v32(v), e)} }
	set32  = func(v int, e Expr) *Assign { return &Assign{V: v, E: e} }
	ifThen = func(c *Cmp, then ...Stmt) *If { return &If{C: c, Then: then} }
)

// A pointer picked among &in[16], &in[16+3] and &in[16 + (lane*5 & 7)],
// then indexed at (tid & 15) - 16: below the pointer for small tids.
func TestPickSemantics(t *testing.T) {
	for variant := 0; variant < 8; variant++ {
		pk := &Pick{
			Conds: []*Cmp{cmp32("ult", tid, c32(20)), cmp32("ult", tid, c32(40))},
			Offs:  []Expr{c32(0), c32(3), &Bin{Op: "mul", X: &Special{Kind: SpLane}, Y: c32(5)}},
			Lo:    16, Span: 8, M: 16, D: 16, Idx: tid,
			Select: variant&1 != 0, Early: variant&2 != 0, Idx32: variant&4 != 0,
		}
		p := semProg(1, &PtrLoad{Arr: 0, P: pk, V: 0})
		_, res := runSem(t, "pick", p)
		for th := 0; th < 64; th++ {
			off := (th % 32 * 5) & 7
			switch {
			case th < 20:
				off = 0
			case th < 40:
				off = 3
			}
			elem := 16 + off + th&15 - 16
			if got, want := slot(p, res, th, 0), int64(1000+7*elem); got != want {
				t.Fatalf("variant %d thread %d: loaded %d, want in[%d] = %d", variant, th, got, elem, want)
			}
		}
	}
}

// The segmented-sort shape: every thread adds 1 to the counter that a phi
// of &acc[0], &acc[1], &acc[2] picks.
func TestPickAtomicSemantics(t *testing.T) {
	for _, sel := range []bool{false, true} {
		pk := &Pick{
			Conds: []*Cmp{cmp32("ult", and32(tid, 3), c32(1)), cmp32("eq", and32(tid, 3), c32(1))},
			Offs:  []Expr{c32(0), c32(1), c32(2)}, Lo: 0, Span: 4, M: 1, Idx: c32(0), Select: sel, Early: true,
		}
		p := semProg(0, &PtrAtomic{Op: "add", P: pk, E: c32(1)})
		init, res := runSem(t, "atomic", p)
		acc := res.Buffers[len(p.Inputs)+1]
		before := init.Args[len(p.Inputs)+1].Data
		// tid&3 == 0 picks counter 0, == 1 counter 1, 2 and 3 counter 2.
		for k, n := range []uint32{16, 16, 32, 0} {
			got := binary.LittleEndian.Uint32(acc[4*k:]) - binary.LittleEndian.Uint32(before[4*k:])
			if got != n {
				t.Errorf("select %v: counter %d grew by %d, want %d", sel, k, got, n)
			}
		}
	}
}

// while (i < 8 && ((i + tid) & 15) != 5) { sum += i; i++ }
// if (i < 8) found = 100 + i else found = 200 + i
func TestSearchSemantics(t *testing.T) {
	test := cmp32("ne", and32(add32(v32(0), tid), 15), c32(5))
	p := semProg(3, &Search{Counter: 0, Trip: c32(8), Test: test,
		Body:     []Stmt{inc32(2, v32(0))},
		Found:    []Stmt{set32(1, add32(c32(100), v32(0)))},
		NotFound: []Stmt{set32(1, add32(c32(200), v32(0)))}})
	_, res := runSem(t, "search", p)
	for th := 0; th < 64; th++ {
		i, sum := 0, 0
		for ; i < 8 && (i+th)&15 != 5; i++ {
			sum += i
		}
		found := 200 + i
		if i < 8 {
			found = 100 + i
		}
		for v, want := range []int{i, found, sum} {
			if got := slot(p, res, th, v); got != int64(want) {
				t.Fatalf("thread %d: v%d = %d, want %d", th, v, got, want)
			}
		}
	}
}

// for (i = 0; i < 8; i++) { if (i == (tid & 3)) continue; s += i; if (i == (tid & 7) + 1) break; }
// do { g = gid; for (j = gid; j < 100; j += 64) { t += j; if (j > 90 && tid odd) { store; return } } } while (++k < 2 && t < 150)
func TestJumpSemantics(t *testing.T) {
	p := semProg(6,
		&Loop{Counter: 0, Trip: c32(8), Body: []Stmt{
			ifThen(cmp32("eq", v32(0), and32(tid, 3)), &Continue{}),
			inc32(1, v32(0)),
			ifThen(cmp32("eq", v32(0), add32(and32(tid, 7), c32(1))), &Break{}),
		}},
		&DoWhile{Counter: 2, Trip: c32(2), Cond: cmp32("ult", v32(3), c32(150)), Body: []Stmt{
			&GridStride{Counter: 4, Limit: c32(100), Body: []Stmt{
				inc32(3, v32(4)),
				ifThen(cmp32("ugt", v32(4), c32(90)), &If{C: cmp32("eq", and32(tid, 1), c32(1)), Then: []Stmt{&Return{}}}),
			}},
		}},
		set32(5, c32(77)))
	_, res := runSem(t, "jumps", p)
	for th := 0; th < 64; th++ {
		var v [6]int
		for v[0] = 0; v[0] < 8; v[0]++ {
			if v[0] == th&3 {
				continue
			}
			v[1] += v[0]
			if v[0] == th&7+1 {
				break
			}
		}
		returned := false
	do:
		for v[2] = 0; ; {
			for v[4] = th; v[4] < 100; v[4] += 64 {
				v[3] += v[4]
				if v[4] > 90 && th&1 == 1 {
					returned = true
					break do
				}
			}
			v[2]++
			if !(v[2] < 2 && v[3] < 150) {
				break
			}
		}
		if !returned {
			v[5] = 77
		}
		for k, want := range v {
			if got := slot(p, res, th, k); got != int64(want) {
				t.Fatalf("thread %d: v%d = %d, want %d (returned %v)\n%s", th, k, got, want, returned, fmt.Sprint(v))
			}
		}
	}
}

// Check keeps the new shapes UB-free: divergent jumps make loops
// divergent, returns make everything after them divergent, picks stay in
// bounds and atomics through picks meet one operation only. Where the
// program really is undefined the interpreter reports it too.
func TestCheckShapes(t *testing.T) {
	uni := cmp32("ult", &Special{Kind: SpCtaid}, c32(5))
	div := cmp32("ult", tid, c32(5))
	loop := func(body ...Stmt) *Loop { return &Loop{Counter: 0, Trip: c32(3), Body: body} }
	pickAt := func(lo, d, m int) *Pick { return &Pick{Offs: []Expr{c32(0)}, Lo: lo, Span: 1, M: m, D: d, Idx: tid} }
	cases := []struct {
		name   string
		body   []Stmt
		ok     bool
		interp bool // the interpreter reports the undefined program
	}{
		{"uniform break before a barrier", []Stmt{loop(ifThen(uni, &Break{}), &Barrier{})}, true, false},
		{"divergent break before a barrier", []Stmt{loop(ifThen(div, &Break{}), &Barrier{})}, false, true},
		// (Defined, since the lanes meet again at the latch, but Check
		// treats every divergent jump alike.)
		{"divergent continue after a barrier", []Stmt{loop(&Barrier{}, ifThen(div, &Continue{}))}, false, false},
		{"divergent break, barrier after the loop", []Stmt{loop(ifThen(div, &Break{})), &Barrier{}}, true, false},
		{"barrier after a return", []Stmt{loop(ifThen(div, &Return{})), &Barrier{}}, false, false},
		{"break outside a loop", []Stmt{ifThen(div, &Break{})}, false, false},
		{"break in a search body", []Stmt{loop(&Search{Counter: 1, Trip: c32(3), Test: div, Body: []Stmt{&Break{}}})}, false, false},
		{"barrier after a divergent search", []Stmt{&Search{Counter: 1, Trip: c32(3), Test: cmp32("ne", v32(1), and32(tid, 3)),
			Found: []Stmt{&Barrier{}}}}, false, true},
		{"barrier after a uniform search", []Stmt{&Search{Counter: 1, Trip: c32(3), Test: cmp32("ne", v32(1), c32(1)),
			Found: []Stmt{&Barrier{}}}}, true, false},
		{"barrier in a divergent do/while", []Stmt{&DoWhile{Counter: 1, Trip: c32(3), Cond: div, Body: []Stmt{&Barrier{}}}}, false, true},
		{"barrier in a uniform do/while", []Stmt{&DoWhile{Counter: 1, Trip: c32(3), Cond: uni, Body: []Stmt{&Barrier{}}}}, true, false},
		{"barrier in a grid-stride loop", []Stmt{&GridStride{Counter: 1, Limit: c32(100), Body: []Stmt{&Barrier{}}}}, false, true},
		{"pick in bounds", []Stmt{&PtrLoad{Arr: 0, P: pickAt(32, 32, 32), V: 0}}, true, false},
		{"pick below the array", []Stmt{&PtrLoad{Arr: 0, P: pickAt(32, 33, 32), V: 0}}, false, true},
		{"pick above the array", []Stmt{&PtrLoad{Arr: 0, P: pickAt(32, 0, 64), V: 0}}, false, true},
		{"atomic through a pick of one operation", []Stmt{&PtrAtomic{Op: "add", P: pickAt(0, 0, 4), E: c32(1)}}, true, false},
	}
	for _, c := range cases {
		p := semProg(2, c.body...)
		p.Body = append(p.Body, &Barrier{}) // threads that skip a barrier meet another one
		err := p.Check()
		if (err == nil) != c.ok {
			t.Errorf("%s: Check() = %v, want ok=%v", c.name, err, c.ok)
		}
		if c.interp {
			if _, err := interp.RunText(p.IR(), p.Launch(), interp.Options{}); err == nil {
				t.Errorf("%s: the interpreter accepted the program", c.name)
			}
		}
		if c.ok {
			if _, err := interp.RunText(p.IR(), p.Launch(), interp.Options{}); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		}
	}
	// Counter 1 of another operation is reachable.
	p := semProg(0, &PtrAtomic{Op: "add", P: pickAt(0, 0, 2), E: c32(1)})
	p.AccOps32[1] = "xor"
	if err := p.Check(); err == nil {
		t.Error("an atomic add through a pick reaching an xor counter passed Check")
	}
}

// The reducer shrinks a pointer pick to one candidate when the predicate
// does not need the choice.
func TestReducePick(t *testing.T) {
	pk := &Pick{
		Conds: []*Cmp{cmp32("ult", tid, c32(20)), cmp32("ult", tid, c32(40))},
		Offs:  []Expr{c32(0), c32(3), c32(5)}, Lo: 16, Span: 8, M: 1, Idx: c32(0),
	}
	p := semProg(1, &PtrLoad{Arr: 0, P: pk, V: 0})
	k := &Kernel{Name: p.Name, IR: p.IR(), Prog: p}
	r := Reduce(k, func(ir string) bool { return strings.Contains(ir, "getelementptr inbounds i32, i32* %in0, i64 21") })
	got := r.Prog.Body[0].(*PtrLoad).P
	if len(got.Offs) != 1 || len(got.Conds) != 0 || got.Offs[0].(*Const).V != 5 {
		t.Errorf("reduced pick %s, want the single candidate &in0[16 + 5]", pickString("in0", got))
	}
}
