package kgen

import (
	"regexp"
	"strings"
	"testing"
)

// The issue 12 constructs appear in generated IR, and each switch removes
// its construct.
func TestGeneratedIssue12Constructs(t *testing.T) {
	unaligned := regexp.MustCompile(`(load i(32|64), i(32|64)\* %t\d+, align [12]$|store i(32|64) \S+, i(32|64)\* %t\d+, align [12]$)`)
	features := map[string]func(string) bool{
		"barrier0.popc": nil, "barrier0.and": nil, "barrier0.or": nil,
		"atomic.load.inc.32.p0i32(i32* %t": nil, "atomic.load.dec.32.p0i32(i32* %t": nil, "addrspacecast i32 addrspace(3)* @wsh": nil,
		"@dglob": nil, "@dtab": nil, "store i32 %": nil,
		"unaligned": func(ir string) bool {
			for _, l := range strings.Split(ir, "\n") {
				if unaligned.MatchString(l) {
					return true
				}
			}
			return false
		},
	}
	has := func(ir, f string) bool {
		if fn := features[f]; fn != nil {
			return fn(ir)
		}
		if f == "store i32 %" { // a store to the __device__ array
			return regexp.MustCompile(`store i32 \S+, i32 addrspace\(1\)\*`).MatchString(ir)
		}
		return strings.Contains(ir, f)
	}
	switches := map[string]Config{
		"barrier0.popc": {NoBarrierCount: true}, "barrier0.and": {NoBarrierCount: true}, "barrier0.or": {NoBarrierCount: true},
		"atomic.load.inc.32.p0i32(i32* %t": {NoAtomicWrap: true}, "atomic.load.dec.32.p0i32(i32* %t": {NoAtomicWrap: true},
		"addrspacecast i32 addrspace(3)* @wsh": {NoAtomicWrap: true},
		"@dglob":                               {NoDeviceGlobals: true}, "@dtab": {NoDeviceGlobals: true}, "store i32 %": {NoDeviceGlobals: true},
		"unaligned": {NoUnaligned: true},
	}
	count := map[string]int{}
	for seed := uint64(0); seed < 150; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		for f := range features {
			if has(k.IR, f) {
				count[f]++
			}
		}
	}
	t.Logf("kernels of 150 with each construct: %v", count)
	for f := range features {
		if count[f] < 3 {
			t.Errorf("only %d of 150 kernels contain %q", count[f], f)
		}
	}
	for f, cfg := range switches {
		for seed := uint64(0); seed < 40; seed++ {
			k, err := GenerateSeed(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if has(k.IR, f) {
				t.Fatalf("seed %d: %q with its switch off", seed, f)
			}
		}
	}
}

// Hand-built kernels of each construct compute what Go computes.
func TestIssue12Semantics(t *testing.T) {
	tid := &Special{Kind: SpTidX}
	mod4 := &Cmp{Pred: "eq", X: &Bin{Op: "and", X: tid, Y: &Const{T: I32, V: 3}}, Y: &Const{T: I32}}
	below := func(n uint64) *Cmp { return &Cmp{Pred: "ult", X: tid, Y: &Const{T: I32, V: n}} }
	incWrap := func(x, limit uint32) uint32 {
		if x >= limit {
			return 0
		}
		return x + 1
	}
	decWrap := func(x, limit uint32) uint32 {
		if x == 0 || x > limit {
			return limit
		}
		return x - 1
	}
	repeat := func(f func(uint32, uint32) uint32, x, limit uint32, n int) uint64 {
		for i := 0; i < n; i++ {
			x = f(x, limit)
		}
		return uint64(x)
	}
	cases := []struct {
		name string
		body []Stmt
		want func(i int) uint64
	}{
		{"syncthreads_count", []Stmt{&Assign{V: 0, E: &BarCount{Kind: "popc", C: mod4}}}, func(int) uint64 { return 16 }},
		{"syncthreads_and", []Stmt{&Assign{V: 0, E: &BarCount{Kind: "and", C: below(64)}}}, func(int) uint64 { return 1 }},
		{"syncthreads_and false", []Stmt{&Assign{V: 0, E: &BarCount{Kind: "and", C: below(63)}}}, func(int) uint64 { return 0 }},
		{"syncthreads_or", []Stmt{&Assign{V: 0, E: &BarCount{Kind: "or", C: &Cmp{Pred: "eq", X: tid, Y: &Const{T: I32, V: 40}}}}}, func(int) uint64 { return 1 }},
		{"shared atomicInc", []Stmt{&SharedWrap{Init: 3, Limit: 5, C: below(20), V: 0}}, func(int) uint64 { return repeat(incWrap, 3, 5, 20) }},
		{"shared atomicDec", []Stmt{&SharedWrap{Dec: true, Init: 2, Limit: 17, C: below(45), V: 0}}, func(int) uint64 { return repeat(decWrap, 2, 17, 45) }},
		{"__device__ table", []Stmt{&Assign{V: 0, E: &DevLoad{Idx: tid}}}, func(i int) uint64 { return uint64(int64(devTable[i%DevTabLen])) }},
		{"__device__ own element", []Stmt{&DevStore{E: &Bin{Op: "mul", X: tid, Y: &Const{T: I32, V: 7}}}, &Assign{V: 0, E: &DevLoad{Own: true}}},
			func(i int) uint64 { return uint64(7 * i) }},
	}
	for _, c := range cases {
		p := pairProg(I32, &Const{T: I32})
		p.Vars = []Type{I32}
		p.Body = c.body
		p.WrapShared, p.DevGlobals = true, true
		if err := p.Check(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		res := runKernel(t, c.name, &Kernel{Name: p.Name, IR: p.IR(), Prog: p}, 3)
		for i := 0; i < 64; i++ {
			if got, want := le64(res.Buffers[2][i*8:]), c.want(i); got != want {
				t.Errorf("%s: thread %d: %d, want %d", c.name, i, got, want)
				break
			}
		}
	}
	// A global counter of atomicInc: 64 threads, limit 10, from the
	// launch's initial value.
	p := pairProg(I32, &Const{T: I32})
	p.AccOps32[1], p.AccLimits[1] = "inc", 10
	p.Body = append(p.Body, &Atomic{Op: "inc", Counter: 1, E: &Const{T: I32, V: 10}})
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	l := p.Launch()
	res := runKernel(t, "global atomicInc", &Kernel{Name: p.Name, IR: p.IR(), Prog: p}, 5)
	init := uint32(le64(append(append([]byte{}, l.Args[3].Data[4:8]...), 0, 0, 0, 0)))
	if got, want := uint64(uint32(le64(append(append([]byte{}, res.Buffers[3][4:8]...), 0, 0, 0, 0)))), repeat(incWrap, init, 10, 64); got != want {
		t.Errorf("global atomicInc from %d: %d, want %d", init, got, want)
	}
}
