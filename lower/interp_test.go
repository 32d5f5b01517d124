package lower

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/launch"
)

// This file is a test-only interpreter of selected machine IR, written from
// the ISA specification's semantics (isa/spec, docs/isa.md), so that tests
// can run lowered kernels and compare their results with references written
// from the CUDA sources. Threads run one after another (the test kernels do
// not communicate between threads); on top of the values it checks two
// invariants of the selector: every uniform-register write produces the
// same value in all threads of a warp, and every BSSY Bk is followed by a
// BSYNC Bk (or EXIT) before Bk is armed again.

type memory struct {
	bufs []*buffer
}

type buffer struct {
	addr uint64
	data []byte
}

func (m *memory) find(addr uint64, n int) ([]byte, error) {
	for _, b := range m.bufs {
		if addr >= b.addr && addr+uint64(n) <= b.addr+uint64(len(b.data)) {
			off := addr - b.addr
			return b.data[off : off+uint64(n)], nil
		}
	}
	return nil, fmt.Errorf("access of %d bytes at %#x outside every buffer", n, addr)
}

// runResult is the final state of a run.
type runResult struct {
	buffers [][]byte
	insts   int // dynamic instructions executed by all threads
}

type uniformKey struct {
	warp  int
	instr *ir.Instr
	count int
}

type minterp struct {
	f       *ir.Func
	cbank   []byte
	mem     *memory
	grid    launch.Dim3
	block   launch.Dim3
	uniform map[uniformKey]uint64 // first thread's uniform results per dynamic instance
	insts   int
	limit   int
}

type thread struct {
	in         *minterp
	regs       map[ir.VReg][]uint32
	preds      map[ir.VReg]bool
	tid, ctaid launch.Dim3
	warp       int
	armed      [isa.NumBReg]bool
	seen       map[*ir.Instr]int
	lane       uint32
}

// runKernel runs a lowered kernel on a launch.
func runKernel(f *ir.Func, l launch.Launch) (runResult, error) {
	in := &minterp{f: f, grid: l.Grid, block: l.Block, uniform: map[uniformKey]uint64{}, limit: 50_000_000}
	in.mem = &memory{}
	addrs := l.BufferAddrs()
	var res runResult
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			b := &buffer{addr: addrs[i], data: append([]byte(nil), a.Data...)}
			in.mem.bufs = append(in.mem.bufs, b)
		}
	}
	if len(l.Args) != len(f.Params) {
		return res, fmt.Errorf("%d arguments for %d parameters", len(l.Args), len(f.Params))
	}
	in.cbank = make([]byte, 0x160+f.ParamBytes)
	le := binary.LittleEndian
	for i, v := range []uint32{l.Block.X, l.Block.Y, l.Block.Z, l.Grid.X, l.Grid.Y, l.Grid.Z} {
		le.PutUint32(in.cbank[4*i:], v)
	}
	for i, p := range f.Params {
		a := l.Args[i]
		var v uint64
		size := int(p.Size)
		if a.Kind == launch.Buffer {
			v = addrs[i]
		} else {
			v = a.Value
			if a.Size != size {
				return res, fmt.Errorf("argument %d is %d bytes, parameter %d", i, a.Size, size)
			}
		}
		for k := 0; k < size; k++ {
			in.cbank[int(p.Offset)+k] = byte(v >> (8 * k))
		}
	}
	threadsPerBlock := int(l.Block.Count())
	for cz := uint32(0); cz < l.Grid.Z; cz++ {
		for cy := uint32(0); cy < l.Grid.Y; cy++ {
			for cx := uint32(0); cx < l.Grid.X; cx++ {
				for t := 0; t < threadsPerBlock; t++ {
					tid := launch.Dim3{X: uint32(t) % l.Block.X, Y: uint32(t) / l.Block.X % l.Block.Y, Z: uint32(t) / (l.Block.X * l.Block.Y)}
					ctaid := launch.Dim3{X: cx, Y: cy, Z: cz}
					cta := int((cz*l.Grid.Y+cy)*l.Grid.X + cx)
					th := &thread{in: in, regs: map[ir.VReg][]uint32{}, preds: map[ir.VReg]bool{}, tid: tid, ctaid: ctaid,
						warp: cta*((threadsPerBlock+31)/32) + t/32, seen: map[*ir.Instr]int{}, lane: uint32(t % 32)}
					if err := th.run(); err != nil {
						return res, fmt.Errorf("thread %v of block %v: %v", tid, ctaid, err)
					}
				}
			}
		}
	}
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			for _, b := range in.mem.bufs {
				if b.addr == addrs[i] {
					res.buffers = append(res.buffers, b.data)
				}
			}
		} else {
			res.buffers = append(res.buffers, nil)
		}
	}
	res.insts = in.insts
	return res, nil
}

func (t *thread) run() error {
	b := t.in.f.Blocks[0]
	var prev *ir.Block
	for {
		next, err := t.runBlock(b, prev)
		if err != nil {
			return fmt.Errorf("%s: %v", b.Label(), err)
		}
		if next == nil {
			return nil
		}
		prev, b = b, next
	}
}

// runBlock executes one block and returns the next (nil after EXIT).
func (t *thread) runBlock(b, prev *ir.Block) (*ir.Block, error) {
	// Phis read their arguments in parallel.
	var phiVals []struct {
		d    ir.Reg
		vals []uint32
		p    bool
	}
	k := 0
	for ; k < len(b.Instrs) && b.Instrs[k].Op == ir.OpPhi; k++ {
		phi := b.Instrs[k]
		i := b.PredIndex(prev)
		if i < 0 {
			return nil, fmt.Errorf("entered from %v, which is not a predecessor", prev)
		}
		a := phi.Args[i]
		info := t.in.f.VRegs[a.V]
		if info.Class == isa.PR || info.Class == isa.UPR {
			phiVals = append(phiVals, struct {
				d    ir.Reg
				vals []uint32
				p    bool
			}{phi.Dst, nil, t.pred(a)})
			continue
		}
		vals, err := t.get(a, int(info.Size))
		if err != nil {
			return nil, fmt.Errorf("phi: %v", err)
		}
		phiVals = append(phiVals, struct {
			d    ir.Reg
			vals []uint32
			p    bool
		}{phi.Dst, vals, false})
	}
	for _, pv := range phiVals {
		if pv.vals == nil {
			t.preds[pv.d.V] = pv.p
		} else {
			t.set(pv.d, pv.vals)
		}
	}
	fallthru := true
	for ; k < len(b.Instrs); k++ {
		in := b.Instrs[k]
		t.in.insts++
		if t.in.insts > t.in.limit {
			return nil, fmt.Errorf("instruction limit reached")
		}
		if in.Op == ir.OpCopy {
			info := t.in.f.VRegs[in.Dst.V]
			if info.Class == isa.PR || info.Class == isa.UPR {
				t.preds[in.Dst.V] = t.pred(in.Args[0])
				continue
			}
			v, err := t.get(in.Args[0], int(info.Size))
			if err != nil {
				return nil, err
			}
			t.set(in.Dst, v)
			continue
		}
		f := in.Inst.Form
		if !t.fieldPred(in, int(f.Guard), int(f.GuardNot)) {
			continue
		}
		switch f.Op().Name {
		case "BRA":
			return in.Target, nil
		case "EXIT":
			return nil, nil
		case "BSSY":
			k := in.Inst.Vals[in.Field("bd")]
			if t.armed[k] {
				return nil, fmt.Errorf("BSSY B%d while B%d is armed", k, k)
			}
			t.armed[k] = true
			continue
		case "BSYNC":
			k := in.Inst.Vals[in.Field("ba")]
			if !t.armed[k] {
				return nil, fmt.Errorf("BSYNC B%d without BSSY", k)
			}
			t.armed[k] = false
			continue
		}
		if err := t.exec(in); err != nil {
			return nil, fmt.Errorf("`%s`: %v", t.in.f.FormatInstr(in), err)
		}
	}
	if fallthru {
		for i, x := range t.in.f.Blocks {
			if x == b && i+1 < len(t.in.f.Blocks) {
				return t.in.f.Blocks[i+1], nil
			}
		}
	}
	return nil, fmt.Errorf("fell off the end of the function")
}

func (t *thread) set(r ir.Reg, vals []uint32) {
	cur := t.regs[r.V]
	need := int(t.in.f.VRegs[r.V].Size)
	if len(cur) < need {
		cur = append(cur, make([]uint32, need-len(cur))...)
		t.regs[r.V] = cur
	}
	copy(cur[r.Sub:], vals)
}

func (t *thread) get(r ir.Reg, n int) ([]uint32, error) {
	cur, ok := t.regs[r.V]
	if !ok || int(r.Sub)+n > len(cur) {
		return nil, fmt.Errorf("read of undefined %s", t.in.f.RegName(r, n))
	}
	return cur[r.Sub : int(r.Sub)+n], nil
}

func (t *thread) pred(r ir.Reg) bool { return t.preds[r.V] }

// fieldPred reads a predicate field with its negation.
func (t *thread) fieldPred(in *ir.Instr, fi, notField int) bool {
	var v bool
	if r := in.Regs[fi]; r.V != 0 {
		v = t.pred(r)
	} else {
		v = in.Inst.Vals[fi] == isa.PT
	}
	if notField >= 0 && in.Inst.Vals[notField] != 0 {
		v = !v
	}
	return v
}

func (t *thread) predField(in *ir.Instr, name string) bool {
	return t.fieldPred(in, in.Field(name), in.Field(name+".not"))
}

func (t *thread) setPredField(in *ir.Instr, name string, v bool) {
	if r := in.Regs[in.Field(name)]; r.V != 0 {
		t.preds[r.V] = v
	}
}

// reg reads a register field (n components); RZ/URZ read as zero.
func (t *thread) reg(in *ir.Instr, fi int, n int) ([]uint32, error) {
	if r := in.Regs[fi]; r.V != 0 {
		return t.get(r, n)
	}
	v := in.Inst.Vals[fi]
	if v == isa.RZ || v == isa.URZ && in.Inst.Form.Fields[fi].Kind == isa.KindUReg {
		return make([]uint32, n), nil
	}
	return nil, fmt.Errorf("physical register %d", v)
}

// src reads the operand of slot "a", "b" or "c" (whichever of ra/ura/rb/
// urb/vb/... the form has), n components wide.
func (t *thread) src(in *ir.Instr, slot string, n int) ([]uint32, bool, error) {
	for _, name := range []string{"r" + slot, "ur" + slot, "v" + slot} {
		fi := in.Field(name)
		if fi < 0 {
			continue
		}
		neg := false
		if k := in.Field(name + ".neg"); k >= 0 && in.Inst.Vals[k] != 0 {
			neg = true
		}
		fl := in.Inst.Form.Fields[fi]
		switch fl.Kind {
		case isa.KindReg, isa.KindUReg:
			v, err := t.reg(in, fi, n)
			return v, neg, err
		case isa.KindCMem:
			off := int(in.Inst.Vals[fi] & 0xFFFF)
			if in.Inst.Vals[fi]>>16 != 0 || off+4*n > len(t.in.cbank) {
				return nil, false, fmt.Errorf("constant bank read at %#x", in.Inst.Vals[fi])
			}
			out := make([]uint32, n)
			for i := range out {
				out[i] = binary.LittleEndian.Uint32(t.in.cbank[off+4*i:])
			}
			return out, neg, nil
		default:
			return []uint32{in.Inst.Vals[fi]}, neg, nil
		}
	}
	return nil, false, fmt.Errorf("no operand %s", slot)
}

func (t *thread) src32(in *ir.Instr, slot string) (uint32, bool, error) {
	v, neg, err := t.src(in, slot, 1)
	if err != nil {
		return 0, false, err
	}
	return v[0], neg, nil
}

func (t *thread) dst(in *ir.Instr, name string, vals ...uint32) error {
	fi := in.Field(name)
	r := in.Regs[fi]
	if r.V == 0 {
		return nil // RZ/URZ
	}
	if in.Inst.Form.Fields[fi].Kind == isa.KindUReg {
		// Uniform results must agree across the warp.
		t.in.checkUniform(t, in, vals)
	}
	t.set(r, vals)
	return nil
}

func (in *minterp) checkUniform(t *thread, x *ir.Instr, vals []uint32) {
	t.seen[x]++
	key := uniformKey{warp: t.warp, instr: x, count: t.seen[x]}
	var v uint64
	for i, w := range vals {
		v |= uint64(w) << (32 * i)
	}
	if prev, ok := in.uniform[key]; ok && prev != v {
		panic(fmt.Sprintf("uniform register written by `%s` differs between threads of warp %d: %#x and %#x",
			in.f.FormatInstr(x), t.warp, prev, v))
	}
	in.uniform[key] = v
}

func (t *thread) is(in *ir.Instr, field, value string) bool {
	fi := in.Field(field)
	if fi < 0 {
		return false
	}
	v, ok := isa.Enums()[in.Inst.Form.Fields[fi].Enum].Lookup(value)
	return ok && v == in.Inst.Vals[fi]
}

func lut3(lut uint32, a, b, c uint32) uint32 {
	var r uint32
	for i := 0; i < 32; i++ {
		idx := (a>>i&1)<<2 | (b>>i&1)<<1 | c>>i&1
		r |= (lut >> idx & 1) << i
	}
	return r
}

// exec runs one ALU, memory or special-register instruction.
func (t *thread) exec(in *ir.Instr) error {
	op := in.Inst.Form.Op().Name
	uni := op[0] == 'U' && op != "UMOV" || op == "UMOV"
	d := "rd"
	if uni || op == "S2UR" || op == "ULDC" {
		d = "urd"
	}
	x := t.is(in, "ext", "X")
	opv := func(v uint32, neg bool) uint32 {
		if !neg {
			return v
		}
		if x {
			return ^v
		}
		return -v
	}
	a, aneg, aErr := t.src32(in, "a")
	a = opv(a, aneg)
	switch op {
	case "IADD", "UIADD":
		b, bneg, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		b = opv(b, bneg)
		sum := uint64(a) + uint64(b)
		if x {
			pp := "pp"
			if uni {
				pp = "upp"
			}
			if t.predField(in, pp) {
				sum++
			}
			pu := "pu"
			if uni {
				pu = "upu"
			}
			t.setPredField(in, pu, sum >= 1<<32)
		}
		return t.dst(in, d, uint32(sum))
	case "IMAD", "UIMAD":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, cneg, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		c = opv(c, cneg)
		var prod uint64
		if t.is(in, "itype", "U32") {
			prod = uint64(a) * uint64(b)
		} else {
			prod = uint64(int64(int32(a)) * int64(int32(b)))
		}
		if t.is(in, "lohi", "HI") {
			sum := prod>>32 + uint64(c)
			if x && t.predField(in, "pp") {
				sum++
			}
			t.setPredField(in, "pu", sum >= 1<<32)
			return t.dst(in, d, uint32(sum))
		}
		sum := prod&0xFFFFFFFF + uint64(c)
		if !uni {
			t.setPredField(in, "pu", sum >= 1<<32)
		}
		return t.dst(in, d, uint32(sum))
	case "IMUL":
		// IMUL.lohi.itype Rd, Ra, {-}SrcB: the spec's semantics, SrcB
		// negated first.
		b, bneg, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		b = opv(b, bneg)
		var prod uint64
		if t.is(in, "itype", "U32") {
			prod = uint64(a) * uint64(b)
		} else {
			prod = uint64(int64(int32(a)) * int64(int32(b)))
		}
		if t.is(in, "lohi", "HI") {
			return t.dst(in, d, uint32(prod>>32))
		}
		return t.dst(in, d, uint32(prod))
	case "IMAD_WIDE":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		cv, cneg, err := t.src(in, "c", 2)
		if err != nil {
			return err
		}
		c := uint64(cv[0]) | uint64(cv[1])<<32
		if cneg {
			c = -c
		}
		var prod uint64
		if t.is(in, "itype", "U32") {
			prod = uint64(a) * uint64(b)
		} else {
			prod = uint64(int64(int32(a)) * int64(int32(b)))
		}
		r := prod + c
		return t.dst(in, d, uint32(r), uint32(r>>32))
	case "LEA":
		b, bneg, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		b = opv(b, bneg)
		sh := in.Inst.Vals[in.Field("shiftamt")]
		var sum uint64
		if t.is(in, "lohi", "HI") {
			var w uint64
			if t.is(in, "sx32", "SX32") {
				w = uint64(int64(int32(a)) >> (32 - sh))
			} else {
				c, _, err := t.src32(in, "c")
				if err != nil {
					return err
				}
				w = (uint64(c)<<32 | uint64(a)) >> (32 - sh)
			}
			sum = w&0xFFFFFFFF + uint64(b)
			if t.predField(in, "pp") {
				sum++
			}
		} else {
			sum = uint64(a<<sh) + uint64(b)
		}
		t.setPredField(in, "pu", sum >= 1<<32)
		return t.dst(in, d, uint32(sum))
	case "IADD3":
		// The carry semantics of docs/isa.md: a negated operand adds
		// 2^32 - v (bit-not under .X), pu/pv record carries >= 1, >= 2.
		term := func(slot string) (uint64, error) {
			v, neg, err := t.src32(in, slot)
			switch {
			case err != nil || !neg:
				return uint64(v), err
			case x:
				return uint64(^v), nil
			}
			return 1<<32 - uint64(v), nil
		}
		sum := uint64(0)
		for _, slot := range []string{"a", "b", "c"} {
			v, err := term(slot)
			if err != nil {
				return err
			}
			sum += v
		}
		if x {
			for _, p := range []string{"pp", "pq"} {
				if t.predField(in, p) {
					sum++
				}
			}
		}
		t.setPredField(in, "pu", sum>>32 >= 1)
		t.setPredField(in, "pv", sum>>32 >= 2)
		return t.dst(in, d, uint32(sum))
	case "POPC", "FLO", "BREV":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		for _, name := range []string{"rb.bitnot", "urb.bitnot", "vb.bitnot"} {
			if k := in.Field(name); k >= 0 && in.Inst.Vals[k] != 0 {
				b = ^b
			}
		}
		var r uint32
		switch op {
		case "POPC":
			for i := 0; i < 32; i++ {
				r += b >> i & 1
			}
		case "BREV":
			for i := 0; i < 32; i++ {
				r |= (b >> i & 1) << (31 - i)
			}
		default:
			if t.is(in, "itype", "S32") && int32(b) < 0 {
				b = ^b
			}
			r = 0xFFFFFFFF
			for i := 31; i >= 0; i-- {
				if b>>i&1 != 0 {
					r = uint32(i)
					if t.is(in, "sh", "SH") {
						r = uint32(31 - i)
					}
					break
				}
			}
		}
		return t.dst(in, d, r)
	case "IABS":
		b, bneg, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		b = opv(b, bneg)
		if int32(b) < 0 {
			b = -b
		}
		return t.dst(in, d, b)
	case "IMNMX":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		var less bool
		if t.is(in, "itype", "U32") {
			less = a < b
		} else {
			less = int32(a) < int32(b)
		}
		min, max := b, a
		if less {
			min, max = a, b
		}
		if t.predField(in, "pp") {
			return t.dst(in, d, min)
		}
		return t.dst(in, d, max)
	case "ISETP", "UISETP":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		p := map[bool]string{false: "p", true: "up"}[uni]
		var r bool
		if t.is(in, "itype", "U32") {
			r = compare(in, t, int64(a), int64(b))
		} else {
			r = compare(in, t, int64(int32(a)), int64(int32(b)))
		}
		if x && a == b {
			r = t.predField(in, p+"q")
		}
		pp := t.predField(in, p+"p")
		switch {
		case t.is(in, "boolop", "AND"):
			r = r && pp
		case t.is(in, "boolop", "OR"):
			r = r || pp
		default:
			r = r != pp
		}
		if uni {
			t.in.checkUniform(t, in, []uint32{map[bool]uint32{false: 0, true: 1}[r]})
		}
		t.setPredField(in, p+"u", r)
		return nil
	case "ISET":
		// The compare as ISETP computes it, written as a mask or 1.0f.
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		var r bool
		if t.is(in, "itype", "U32") {
			r = compare(in, t, int64(a), int64(b))
		} else {
			r = compare(in, t, int64(int32(a)), int64(int32(b)))
		}
		pp := t.predField(in, "pp")
		switch {
		case t.is(in, "boolop", "AND"):
			r = r && pp
		case t.is(in, "boolop", "OR"):
			r = r || pp
		default:
			r = r != pp
		}
		v := uint32(0)
		if r {
			v = 0xFFFFFFFF
			if t.is(in, "bmbf", "BF") {
				v = 0x3F800000
			}
		}
		return t.dst(in, d, v)
	case "IDP4A", "IDP2A":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, _, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		elem := func(v uint32, k, width int, signed bool) int32 {
			e := v >> (k * width) & (1<<width - 1)
			if signed && e>>(width-1) != 0 {
				return int32(e) - 1<<width
			}
			return int32(e)
		}
		as := t.is(in, "afmt", "S8") || t.is(in, "afmt", "S16")
		bs := t.is(in, "bfmt", "S8")
		sum := c
		if op == "IDP4A" {
			for k := 0; k < 4; k++ {
				sum += uint32(elem(a, k, 8, as) * elem(b, k, 8, bs))
			}
		} else {
			off := 0
			if t.is(in, "lohi", "HI") {
				off = 2
			}
			for k := 0; k < 2; k++ {
				sum += uint32(elem(a, k, 16, as) * elem(b, k+off, 8, bs))
			}
		}
		return t.dst(in, d, sum)
	case "I2I":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		var lo, hi int64
		switch {
		case t.is(in, "dtype", "S8"):
			lo, hi = -128, 127
		case t.is(in, "dtype", "U8"):
			lo, hi = 0, 255
		case t.is(in, "dtype", "S16"):
			lo, hi = -32768, 32767
		default:
			lo, hi = 0, 65535
		}
		return t.dst(in, d, uint32(max(lo, min(hi, int64(int32(b))))))
	case "I2IP":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, _, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		var size int
		var signed bool
		for _, ty := range []string{"S2", "U2", "S4", "U4", "S8", "U8", "S16", "U16"} {
			if t.is(in, "dsttype", ty) {
				size, signed = map[byte]int{'2': 2, '4': 4, '8': 8, '1': 16}[ty[1]], ty[0] == 'S'
			}
		}
		lo, hi := int64(0), int64(1)<<size-1
		if signed {
			lo, hi = -1<<(size-1), 1<<(size-1)-1
		}
		if t.is(in, "satrelu", "SATRELU") {
			lo = 0
		}
		field := func(v uint32) uint32 { return uint32(max(lo, min(hi, int64(int32(v))))) & (1<<size - 1) }
		r := field(a)<<size | field(b)
		if size < 16 {
			r |= c << (2 * size)
		}
		return t.dst(in, d, r)
	case "SEL", "USEL":
		// Only the selected operand must be defined: after if-conversion
		// (ifconvert.go) the other one comes from a guarded instruction
		// whose guard was false on this lane.
		p := "pp"
		if uni {
			p = "upp"
		}
		if t.predField(in, p) {
			if aErr != nil {
				return aErr
			}
			return t.dst(in, d, a)
		}
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		return t.dst(in, d, b)
	case "LOP3", "ULOP3":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, _, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		r := lut3(in.Inst.Vals[in.Field("lut")], a, b, c)
		if !uni {
			pp := t.predField(in, "pp")
			if t.is(in, "exbool", "PAND") {
				t.setPredField(in, "pu", r != 0 && pp)
			} else {
				t.setPredField(in, "pu", r != 0 || pp)
			}
		}
		return t.dst(in, d, r)
	case "PLOP3":
		pa, pb := t.predField(in, "pa"), t.predField(in, "pb")
		var pc bool
		if in.Field("pc") >= 0 {
			pc = t.predField(in, "pc")
		} else {
			pc = t.predField(in, "upc")
		}
		idx := 0
		for _, v := range []bool{pa, pb, pc} {
			idx <<= 1
			if v {
				idx |= 1
			}
		}
		t.setPredField(in, "pu", in.Inst.Vals[in.Field("lut")]>>idx&1 != 0)
		return nil
	case "SHF", "USHF":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, _, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		v := uint64(c)<<32 | uint64(a)
		ub := uint32(32)
		if t.is(in, "itype", "S64") || t.is(in, "itype", "U64") {
			ub = 64
		}
		n := b % ub
		if t.is(in, "cwmod", "C") {
			n = b
			if n > ub {
				n = ub
			}
		}
		if t.is(in, "direction", "L") {
			v = shl64(v, n)
		} else if t.is(in, "itype", "S32") || t.is(in, "itype", "S64") {
			v = uint64(sar64(int64(v), n))
		} else {
			v = shr64(v, n)
		}
		if t.is(in, "lohi", "HI") {
			return t.dst(in, d, uint32(v>>32))
		}
		return t.dst(in, d, uint32(v))
	case "PRMT":
		b, _, err := t.src32(in, "b")
		if err != nil {
			return err
		}
		c, _, err := t.src32(in, "c")
		if err != nil {
			return err
		}
		if !t.is(in, "mode", "IDX") {
			return fmt.Errorf("PRMT mode not interpreted")
		}
		all := uint64(b)<<32 | uint64(a)
		var r uint32
		for i := 0; i < 4; i++ {
			ctl := c >> (4 * i) & 0xF
			by := uint32(all >> (8 * (ctl & 7)) & 0xFF)
			if ctl&8 != 0 {
				if by&0x80 != 0 {
					by = 0xFF
				} else {
					by = 0
				}
			}
			r |= by << (8 * i)
		}
		return t.dst(in, d, r)
	case "MOV", "UMOV":
		n := 1
		if t.is(in, "width", "64") {
			n = 2
		}
		v, _, err := t.src(in, "b", n)
		if err != nil {
			return err
		}
		return t.dst(in, d, v...)
	case "S2R", "S2UR":
		name, _ := isa.Enums()[in.Inst.Form.Fields[in.Field("sr")].Enum].AsmName(in.Inst.Vals[in.Field("sr")])
		v := map[string]uint32{"SR_TID.X": t.tid.X, "SR_TID.Y": t.tid.Y, "SR_TID.Z": t.tid.Z,
			"SR_CTAID.X": t.ctaid.X, "SR_CTAID.Y": t.ctaid.Y, "SR_CTAID.Z": t.ctaid.Z, "SR_LANEID": t.lane}
		r, ok := v[name]
		if !ok {
			return fmt.Errorf("special register %s", name)
		}
		if op == "S2UR" && (name == "SR_TID.X" || name == "SR_TID.Y" || name == "SR_TID.Z" || name == "SR_LANEID") {
			return fmt.Errorf("S2UR of a per-thread register")
		}
		return t.dst(in, d, r)
	case "ULDC":
		n := 1
		if t.is(in, "memtype", "64") {
			n = 2
		}
		off := int(in.Inst.Vals[in.Field("vb")])
		if off%(4*n) != 0 || off+4*n > len(t.in.cbank) {
			return fmt.Errorf("ULDC at %#x of %d words", off, n)
		}
		v := make([]uint32, n)
		for i := range v {
			v[i] = binary.LittleEndian.Uint32(t.in.cbank[off+4*i:])
		}
		return t.dst(in, d, v...)
	case "LDG", "STG":
		av, err := t.reg(in, in.Field("ra"), 2)
		if err != nil {
			return err
		}
		addr := uint64(av[0]) | uint64(av[1])<<32
		addr += uint64(int64(int32(in.Inst.Vals[in.Field("off")]<<8) >> 8))
		mt := map[string]int{"U8": 1, "S8": 1, "U16": 2, "S16": 2, "32": 4, "64": 8}
		name, _ := isa.Enums()[in.Inst.Form.Fields[in.Field("memtype")].Enum].AsmName(in.Inst.Vals[in.Field("memtype")])
		size := mt[name]
		if addr%uint64(size) != 0 {
			return fmt.Errorf("misaligned %d-byte access at %#x", size, addr)
		}
		buf, err := t.in.mem.find(addr, size)
		if err != nil {
			return err
		}
		if op == "STG" {
			v, err := t.reg(in, in.Field("rb"), (size+3)/4)
			if err != nil {
				return err
			}
			var w uint64
			for i, x := range v {
				w |= uint64(x) << (32 * i)
			}
			for i := 0; i < size; i++ {
				buf[i] = byte(w >> (8 * i))
			}
			return nil
		}
		var w uint64
		for i := 0; i < size; i++ {
			w |= uint64(buf[i]) << (8 * i)
		}
		switch name {
		case "S8":
			w = uint64(uint32(int32(int8(w))))
		case "S16":
			w = uint64(uint32(int32(int16(w))))
		}
		if size == 8 {
			return t.dst(in, d, uint32(w), uint32(w>>32))
		}
		return t.dst(in, d, uint32(w))
	}
	return fmt.Errorf("optype %s is not interpreted", op)
}

func compare(in *ir.Instr, t *thread, a, b int64) bool {
	switch {
	case t.is(in, "compop", "EQ"):
		return a == b
	case t.is(in, "compop", "NE"):
		return a != b
	case t.is(in, "compop", "LT"):
		return a < b
	case t.is(in, "compop", "LE"):
		return a <= b
	case t.is(in, "compop", "GT"):
		return a > b
	}
	return a >= b
}

func shl64(v uint64, n uint32) uint64 {
	if n >= 64 {
		return 0
	}
	return v << n
}

func shr64(v uint64, n uint32) uint64 {
	if n >= 64 {
		return 0
	}
	return v >> n
}

func sar64(v int64, n uint32) int64 {
	if n >= 64 {
		n = 63
	}
	return v >> n
}

var _ = bits.Len
