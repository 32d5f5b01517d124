package emu

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// job describes a test launch of assembly code.
type job struct {
	src          string
	timed        bool // keep the control bits written in src (else ConservativeControl)
	grid, block  launch.Dim3
	shared       uint32 // dynamic shared bytes
	staticShared uint32
	local        uint32
	stack        uint32 // the call stack, the last bytes of local (obj.Kernel.StackBytes)
	params       []byte
	bufs         [][]byte // global buffers; their addresses are appended to params (8 bytes each, aligned)
	banks        map[int][]byte
	opts         Options
	asserts      []obj.Assert   // the kernel's assert table (TRAP)
	prep         func(*Program) // changes the loaded program before the launch (nil: none)
}

// outcome is what a test launch left behind.
type outcome struct {
	x     *run
	dev   *Device
	addrs []uint64
	stats *Stats
	err   error
}

// assemble assembles src, failing the test on errors. Several
// instructions may share a line, each ended by a semicolon.
func assemble(t testing.TB, src string) []isa.Inst {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(src, "\n") {
		code, comment, _ := strings.Cut(l, "//")
		for _, part := range strings.Split(code, ";") {
			if strings.TrimSpace(part) != "" {
				lines = append(lines, part+" ;")
			}
		}
		if comment != "" {
			lines = append(lines, "//"+comment)
		}
	}
	insts, err := isa.Assemble("test.s", strings.Join(lines, "\n"))
	if err != nil {
		t.Fatalf("assemble: %v", err)
	}
	return insts
}

// launchJob assembles and runs j. Unless j.prep is set, a test also runs
// j with every instruction on runWarp's general path and fails if anything
// differs (compareIssuePaths): every test of the package checks the issue
// loop's short paths. A benchmark runs j once, as loaded: it measures the
// emulator, not the comparison (which doubled IntLoop's time and ran half
// of it on the general path).
func launchJob(t testing.TB, j job) *outcome {
	t.Helper()
	if _, bench := t.(*testing.B); j.prep == nil && !bench {
		return compareIssuePaths(t, j)
	}
	return launchOnce(t, j)
}

// launchOnce assembles and runs j.
func launchOnce(t testing.TB, j job) *outcome {
	t.Helper()
	insts := assemble(t, j.src)
	if !j.timed {
		ConservativeControl(insts)
	}
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	k := obj.Kernel{Name: "test", Code: code, LocalBytes: j.local, StackBytes: j.stack, SharedBytes: j.staticShared, Asserts: j.asserts}
	regs := obj.CountRegisters(insts)
	regs.GPRs = max(regs.GPRs, 1)
	k.SetRegisters(regs)
	p, err := Load(&k)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if j.prep != nil {
		j.prep(p)
	}
	if j.grid == (launch.Dim3{}) {
		j.grid = launch.Dim3{X: 1, Y: 1, Z: 1}
	}
	if j.block == (launch.Dim3{}) {
		j.block = launch.Dim3{X: 1, Y: 1, Z: 1}
	}
	d := NewDevice(j.opts)
	o := &outcome{dev: d}
	params := append([]byte(nil), j.params...)
	for _, b := range j.bufs {
		addr, err := d.Alloc(uint64(len(b)))
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Write(addr, b); err != nil {
			t.Fatal(err)
		}
		o.addrs = append(o.addrs, addr)
		for len(params)%8 != 0 {
			params = append(params, 0)
		}
		params = append(params, le64(addr)...)
	}
	for b, data := range j.banks {
		if err := d.SetConstBank(b, data); err != nil {
			t.Fatal(err)
		}
	}
	o.x, o.err = d.launch(p, Config{Grid: j.grid, Block: j.block, SharedBytes: j.shared, Params: params})
	if o.x != nil {
		o.stats = &o.x.stats
	}
	return o
}

// mustRun runs j and fails the test on an error.
func mustRun(t testing.TB, j job) *outcome {
	t.Helper()
	o := launchJob(t, j)
	if o.err != nil {
		t.Fatalf("run: %v\ncode:\n%s", o.err, j.src)
	}
	return o
}

// wantErr runs j and checks that it fails with an *Error of the kind whose
// text contains every fragment.
func wantErr(t testing.TB, j job, kind Kind, fragments ...string) *Error {
	t.Helper()
	o := launchJob(t, j)
	var e *Error
	if !errors.As(o.err, &e) {
		t.Fatalf("got error %v, want a %v error", o.err, kind)
	}
	if e.Kind != kind {
		t.Fatalf("got %v error %v, want kind %v", e.Kind, e, kind)
	}
	for _, f := range fragments {
		if !strings.Contains(e.Error(), f) {
			t.Errorf("error %q does not contain %q", e.Error(), f)
		}
	}
	return e
}

// reg reads a register of the last CTA: "R5", "P0", "UR3", "UP1" (a
// predicate reads as 0 or 1).
func (o *outcome) reg(t testing.TB, warp, lane int, name string) uint32 {
	t.Helper()
	w := o.x.cta.warps[warp]
	num := func(prefix string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(name, prefix))
		if err != nil {
			t.Fatalf("bad register name %q", name)
		}
		return n
	}
	switch {
	case strings.HasPrefix(name, "UR"):
		return w.ur[num("UR")]
	case strings.HasPrefix(name, "UP"):
		return uint32(w.up >> num("UP") & 1)
	case strings.HasPrefix(name, "R"):
		return w.r[num("R")][lane]
	case strings.HasPrefix(name, "P"):
		return w.p[num("P")] >> lane & 1
	}
	t.Fatalf("bad register name %q", name)
	return 0
}

// check compares registers of lane 0 of warp 0 with want.
func (o *outcome) check(t testing.TB, want map[string]uint32) {
	t.Helper()
	for name, v := range want {
		if got := o.reg(t, 0, 0, name); got != v {
			t.Errorf("%s = %#x, want %#x", name, got, v)
		}
	}
}

// buf reads back global buffer i.
func (o *outcome) buf(t testing.TB, i int, n int) []byte {
	t.Helper()
	b, err := o.dev.Read(o.addrs[i], uint64(n))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func launchDim(x uint32) launch.Dim3 { return launch.Dim3{X: x, Y: 1, Z: 1} }

func le32(v uint32) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }

func le64(v uint64) []byte { return append(le32(uint32(v)), le32(uint32(v>>32))...) }

func words(vals ...uint32) []byte {
	var b []byte
	for _, v := range vals {
		b = append(b, le32(v)...)
	}
	return b
}

func u32s(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
	}
	return out
}

// regCase is one table-driven case of a single-thread program: code (EXIT
// is appended) and the registers it must leave.
type regCase struct {
	name string
	src  string
	want map[string]uint32
}

func runRegCases(t *testing.T, cases []regCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := mustRun(t, job{src: c.src + "\nEXIT ;"})
			o.check(t, c.want)
		})
	}
}

// hex formats values for messages.
func hex(v []uint32) string {
	var s []string
	for _, x := range v {
		s = append(s, fmt.Sprintf("%#x", x))
	}
	return strings.Join(s, ",")
}
