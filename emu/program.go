package emu

import (
	"fmt"
	"slices"
	"sync"
	"unsafe"

	"gpucc/isa"
	"gpucc/obj"
)

// Program is a kernel decoded once into the emulator's internal form. It is
// immutable after Load and may be launched any number of times, also
// concurrently.
type Program struct {
	Kernel obj.Kernel
	Insts  []isa.Inst // the decoded instructions, indexed by pc/16
	// Globals are the module's global variables, mapped at launch
	// (LoadKernel sets them; a Program from Load has none).
	Globals []obj.Global

	insts      []inst
	nGPR       int         // GPRs per thread in the register file
	consts     []constSlot // immediates and constant-memory operands, broadcast per launch
	cmemSlots  []int32     // the indexes of consts that read a constant bank (the rows a launch on kept rows resolves again)
	readsClock bool        // some S2R/S2UR reads SR_CLOCKLO/HI: CTAs must run one after another
	ctaPool    *launchPool // CTA states and constant rows of finished launches, for the next (getCTA); copies of the Program share it

	// generalOnly (tests) makes runCTA compute every warp's ready time
	// afresh instead of trusting warp.ready, the general path's way.
	generalOnly bool

	dependent *dependentCTAs // parallel.go: whether to run the next launches' CTAs in parallel; copies share it
}

// opKind is where a source operand comes from.
type opKind uint8

const (
	oZero  opKind = iota // RZ, URZ or an absent operand
	oGPR                 // a per-thread register (pair)
	oUR                  // a uniform register (pair)
	oConst               // an immediate or a c[bank][offset] value, in a const slot
)

// operand is a source operand.
type operand struct {
	kind opKind
	reg  uint8 // GPR or UR number (the first of a pair)
	neg  bool  // its negation (or bit-not) field is set
	abs  bool  // its absolute-value field is set (FP operands)
	wide bool  // 64 bits: a register pair or an 8-byte constant
	slot int32 // const slot of oConst; a wide constant uses slot and slot+1
	// off is the byte offset of the operand's (low) lane vector from its
	// kind's base (warp.base): reg or slot times 128.
	off uintptr
}

// constSlot describes one broadcast constant: an immediate, or 4 bytes of a
// constant bank read at launch.
type constSlot struct {
	cmem  bool
	imm   uint32
	bank  uint32
	off   uint32
	align uint32 // alignment the access needs (8 for the low word of a 64-bit constant)
}

// flow says how an instruction moves the program counter.
type flow uint8

const (
	flowNext     flow = iota // to the next instruction
	flowBRA                  // branch: guarded lanes to the target
	flowEXIT                 // guarded lanes exit
	flowBSSY                 // record a convergence barrier
	flowBSYNC                // wait at a convergence barrier
	flowWARPSYNC             // wait for the lanes of a mask
	flowBAR                  // CTA barrier arrival (BAR.SYNC, BAR.ARV, BAR.RED)
	flowCALL                 // call: guarded lanes write their return address and go to the target
	flowRET                  // return: guarded lanes go to the address in a register
)

// Register files for hazard tracking.
const (
	fileGPR uint8 = iota
	fileUR
	filePR
	fileUPR
)

// numTimedOther is how many timed registers follow the GPRs in warp.allT:
// the 64 uniform registers, 8 predicates and 8 uniform predicates.
const numTimedOther = 64 + 8 + 8

// quietIndex is the index of warp.allT's last entry, after the registers:
// it is never written, so nothing is ever in flight there.
func (p *Program) quietIndex() int { return p.nGPR + numTimedOther }

// regRef is one 32-bit register (or predicate) an instruction reads or writes.
type regRef struct {
	file uint8
	idx  uint8
	t    uint16 // its timing's index in warp.allT
}

type execFn func(x *run, w *warp, in *inst, m uint32) *Error

// inst is one predecoded instruction. The fields the issue loop (runWarp)
// reads for every instruction come first, so that they share cache lines.
type inst struct {
	fn        execFn
	flow      flow
	global    bool // has effects other warps can see (memory, barriers, exit): issued in global time order
	hasCMem   bool // reads a constant-bank operand resolved at launch
	variable  bool
	guard     uint8
	req, wsb  uint8
	ctrlBad   bool   // ctrlErr is set
	guardX    uint32 // all ones when the guard is negated: the guard's lanes are p[guard] ^ guardX
	lat       int32  // fixed latency, or the typical delay of a variable-latency optype
	gap       int64  // cycles to the warp's next issue: max(1, stall)
	allLanes  uint32 // all ones for uniform instructions: their writes reach every lane
	pc        int32
	timed     []uint16  // warp.allT indices of the guard, the reads and the writes, for the quiet check
	timed4    [4]uint32 // byte offsets in warp.allT of the first four of timed, padded with quietIndex's (see warp.quiet)
	manyTimed bool      // more than four
	writeT    []uint16  // warp.allT indices of the writes
	// plain says that runWarp's short path can issue the instruction:
	// it goes to the next instruction, waits on no scoreboard, sets none,
	// has fixed latency, control bits that pass, at most four timed
	// registers, no effects other warps see, no constant-bank operand,
	// and its fn does not look at the registers' timing (SETGPR and
	// GETGPR do), so that the short path may record its writes first.
	plain bool
	// inlineFlow: runWarp tries its uniform-branch path (BRA) or
	// flowInline (CALL, RET, BSSY, BSYNC, WARPSYNC) before the general
	// path (flow).
	inlineFlow bool
	// localMaybe: a generic LD or ST, which need not wait for limT when
	// all its lanes address their own local memory (localOnly).
	localMaybe bool

	uniform bool   // executes once per warp (uniform datapath, S2UR, ULDC, VOTEU, REDUXU, R2UR)
	op      string // optype name (the text is formatted only for error messages: Program.Insts)

	guardNot bool

	a, b, c operand
	d       uint8 // destination GPR, UR (uniform ops) or RZ/URZ
	dn      uint8 // registers the destination spans
	sr      uint8 // special register

	// Predicate operands: pp and pq inputs (with not), pu and pv outputs,
	// pa/pb/pc3 for PLOP3 (uniform predicates for the U forms).
	pp, pq, pu, pv, pa, pb, pc3 uint8
	ppNot, pqNot, paNot, pbNot  bool
	pc3Not, pc3Uniform          bool

	// Modifiers, named after the spec's fields.
	ext, hi, signed, wrap, right, bf bool
	sx32, relu                       bool
	ftz, sat, f64, src64             bool  // FP: .FTZ, .SAT, binary64 result, binary64 (or 64-bit integer) source
	mode, mode2                      uint8 // op-specific enumerations (compop, boolop, PRMT mode, ...)
	imm                              uint32
	lut                              lutFn
	off                              int32 // memory offset, SETGPR/GETGPR index offset
	size                             uint8 // memory access bytes
	bank                             uint8
	target                           int32 // branch or BSSY target (instruction index)

	// Timing.
	stall         uint8
	ctrlErr       string // strict mode: control bits that break the timing rules
	reads, writes []regRef

	oneWrite bool   // writeT has one register, at byte offset write0 of warp.allT (runWarp's short path)
	write0   uint32 // see oneWrite
}

// Load decodes a kernel for the emulator. It checks that the code decodes,
// that every register an instruction names is within the kernel's register
// counts, and that branch targets are instruction addresses inside (or at
// the end of) the code.
func Load(k *obj.Kernel) (*Program, error) {
	fail := func(format string, args ...any) error {
		return &Error{Kind: ErrLoad, Kernel: k.Name, Msg: fmt.Sprintf(format, args...)}
	}
	insts, err := isa.DecodeProgram(k.Code)
	if err != nil {
		return nil, fail("%v", err)
	}
	p := &Program{Kernel: *k, Insts: insts, nGPR: max(k.GPRs, 1), ctaPool: &launchPool{}, dependent: &dependentCTAs{}}
	// One more instruction past the end: runWarp's short path steps to
	// the next instruction without a bounds check and finds there one it
	// leaves to the general path (not plain), at pc len(insts).
	p.insts = make([]inst, len(insts), len(insts)+1)
	p.insts[:len(insts)+1][len(insts)].pc = int32(len(insts))
	for i := range insts {
		if err := p.decode(i); err != nil {
			e := err.(*Error)
			e.Kernel = k.Name
			return nil, e
		}
	}
	return p, nil
}

// LoadInsts builds a kernel from instructions (register counts computed from
// the code, no parameters metadata) and loads it; tests and tools that
// assemble code directly use it.
func LoadInsts(name string, insts []isa.Inst, localBytes, sharedBytes uint32) (*Program, error) {
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		return nil, &Error{Kind: ErrLoad, Kernel: name, Msg: err.Error()}
	}
	k := obj.Kernel{Name: name, Code: code, LocalBytes: localBytes, SharedBytes: sharedBytes}
	k.SetRegisters(obj.CountRegisters(insts))
	return Load(&k)
}

// decoder reads the fields of one instruction by name.
type decoder struct {
	p      *Program
	src    *isa.Inst
	in     *inst
	pc     int
	form   *formInfo
	fields map[string]fieldRef // the form's fields by name
}

// fieldRef locates a field and its modifier fields (-1: absent).
type fieldRef struct {
	idx, neg, bitnot, abs, not int
}

var noField = fieldRef{idx: -1, neg: -1, bitnot: -1, abs: -1, not: -1}

// formInfo is what decoding needs of a form, found once per form: its
// fields by name, and the fields build reads for every instruction.
type formInfo struct {
	fields         map[string]fieldRef
	a, b, c        fieldRef // the first of ra/ura, rb/urb/vb, rc/urc/vc the form has
	d              fieldRef // urd, else rd
	pp, pq, pu, pv fieldRef // the predicate or uniform predicate operands
	ext, lohi, lut int      // field indices, -1 when absent
}

// formInfos caches each form's formInfo (*isa.Form to *formInfo):
// decoding looks up dozens of names per instruction, and a linear search
// of the form's fields, then a map lookup per name, was most of the cost of
// Load.
var formInfos sync.Map

func formOf(f *isa.Form) *formInfo {
	if fi, ok := formInfos.Load(f); ok {
		return fi.(*formInfo)
	}
	m := make(map[string]fieldRef, len(f.Fields))
	for i := range f.Fields {
		name := f.Fields[i].Name
		if _, dup := m[name]; !dup {
			m[name] = fieldRef{idx: i, neg: f.FieldIndex(name + ".neg"), bitnot: f.FieldIndex(name + ".bitnot"),
				abs: f.FieldIndex(name + ".abs"), not: f.FieldIndex(name + ".not")}
		}
	}
	first := func(names ...string) fieldRef {
		for _, n := range names {
			if r, ok := m[n]; ok {
				return r
			}
		}
		return noField
	}
	fi := &formInfo{fields: m, a: first("ra", "ura"), b: first("rb", "urb", "vb"), c: first("rc", "urc", "vc"),
		d: first("urd", "rd"), pp: first("pp", "upp"), pq: first("pq", "upq"), pu: first("pu", "upu"), pv: first("pv", "upv"),
		ext: first("ext").idx, lohi: first("lohi").idx, lut: first("lut").idx}
	formInfos.Store(f, fi)
	return fi
}

func (d *decoder) idx(name string) int {
	if r, ok := d.fields[name]; ok {
		return r.idx
	}
	return -1
}

func (d *decoder) has(name string) bool { return d.idx(name) >= 0 }

// set says whether field i exists and is nonzero.
func (d *decoder) set(i int) bool { return i >= 0 && d.src.Vals[i] != 0 }

// u returns the raw value of a field, 0 when the form lacks it.
func (d *decoder) u(name string) uint32 {
	if i := d.idx(name); i >= 0 {
		return d.src.Vals[i]
	}
	return 0
}

// s returns a field sign-extended from its width.
func (d *decoder) s(name string) int64 {
	if i := d.idx(name); i >= 0 {
		return d.src.Signed(i)
	}
	return 0
}

// pred returns a predicate field and its `.not` field.
func (d *decoder) pred(name string) (uint8, bool) {
	r, ok := d.fields[name]
	if !ok {
		return isa.PT, false
	}
	return d.predAt(r)
}

// predAt returns the predicate field r (PT when absent) and its `.not`.
func (d *decoder) predAt(r fieldRef) (uint8, bool) {
	if r.idx < 0 {
		return isa.PT, false
	}
	return uint8(d.src.Vals[r.idx]), d.set(r.not)
}

func (d *decoder) errorf(format string, args ...any) *Error {
	return &Error{Kind: ErrLoad, HasSite: true, At: Site{PC: int64(d.pc) * isa.InstBytes, Inst: d.src.String()},
		Msg: fmt.Sprintf(format, args...)}
}

// operand returns the first of the named source fields the form has.
func (d *decoder) operand(names ...string) operand {
	for _, name := range names {
		if r, ok := d.fields[name]; ok {
			return d.operandAt(r)
		}
	}
	return operand{}
}

// operandAt returns the source operand in field r (none when absent).
func (d *decoder) operandAt(r fieldRef) operand {
	if r.idx < 0 {
		return operand{}
	}
	i := r.idx
	fl := &d.src.Form.Fields[i]
	o := operand{neg: d.set(r.neg) || d.set(r.bitnot), abs: d.set(r.abs)}
	w := d.src.Form.Bitwidths[i].Width(&d.src.Vals)
	o.wide = w > 32
	switch fl.Kind {
	case isa.KindReg:
		if v := d.src.Vals[i]; v != isa.RZ {
			o.kind, o.reg = oGPR, uint8(v)
		}
	case isa.KindUReg:
		if v := d.src.Vals[i]; v != isa.URZ {
			o.kind, o.reg = oUR, uint8(v)
		}
	case isa.KindSImm, isa.KindUImm:
		v := d.src.Vals[i]
		if fl.Kind == isa.KindSImm {
			v = uint32(d.src.Signed(i))
		}
		o.kind, o.wide = oConst, false
		o.slot = d.constant(constSlot{imm: v})
	case isa.KindFImm:
		o.kind, o.wide = oConst, fl.Type == "F64Imm"
		if o.wide { // the high word of a binary64 whose low word is zero
			o.slot = d.constant(constSlot{imm: 0})
			d.constant(constSlot{imm: d.src.Vals[i]})
		} else {
			o.slot = d.constant(constSlot{imm: d.src.Vals[i]})
		}
	case isa.KindCMem:
		v := d.src.Vals[i]
		o.kind = oConst
		o.slot = d.constant(constSlot{cmem: true, bank: v >> 16, off: v & 0xffff, align: 4})
		if o.wide {
			d.p.consts[o.slot].align = 8
			d.constant(constSlot{cmem: true, bank: v >> 16, off: v&0xffff + 4, align: 4})
		}
		d.in.hasCMem = true
	}
	return o
}

func (d *decoder) constant(c constSlot) int32 {
	d.p.consts = append(d.p.consts, c)
	slot := int32(len(d.p.consts) - 1)
	if c.cmem {
		d.p.cmemSlots = append(d.p.cmemSlots, slot)
	}
	return slot
}

func (p *Program) decode(pc int) error {
	src := &p.Insts[pc]
	f := src.Form
	op := f.Op()
	in := &p.insts[pc]
	*in = inst{pc: int32(pc), op: op.Name, d: isa.RZ, dn: 1,
		pp: isa.PT, pq: isa.PT, pu: isa.PT, pv: isa.PT, pa: isa.PT, pb: isa.PT, pc3: isa.PT}
	fi := formOf(f)
	d := &decoder{p: p, src: src, in: in, pc: pc, form: fi, fields: fi.fields}
	in.guard, in.guardNot = uint8(src.Vals[f.Guard]), src.Vals[f.GuardNot] != 0
	if in.guardNot {
		in.guardX = ^uint32(0)
	}

	// Timing.
	in.stall, in.req, in.wsb = src.Ctrl.Stall, src.Ctrl.Req, src.Ctrl.WSB
	in.gap = int64(max(1, in.stall))
	in.variable = op.Variable
	in.lat = int32(op.Latency)
	if op.Variable {
		in.lat = int32(op.Typical)
		if in.lat == 0 {
			return d.errorf("no typical delay for variable-latency %s", op.Name)
		}
	}
	if err := d.registers(); err != nil {
		return err
	}
	switch {
	case !op.Variable && in.wsb != isa.NoScoreboard:
		in.ctrlErr = fmt.Sprintf("$wsb=SB%d on fixed-latency %s (latency %d): only variable-latency instructions set scoreboards",
			in.wsb, op.Name, op.Latency)
	case op.Variable && in.wsb == isa.NoScoreboard && len(in.writes) > 0:
		in.ctrlErr = fmt.Sprintf("variable-latency %s writes registers but sets no $wsb scoreboard for its consumers to wait on", op.Name)
	}
	in.ctrlBad = in.ctrlErr != ""
	if err := d.build(); err != nil {
		return err
	}
	if err := d.operandOffsets(); err != nil {
		return err
	}
	// Each register once: IADD R1, R1, 0x1 reads and writes R1.
	addTimed := func(k uint16) {
		if !slices.Contains(in.timed, k) {
			in.timed = append(in.timed, k)
		}
	}
	if in.guard != isa.PT {
		addTimed(uint16(d.p.nGPR+64) + uint16(in.guard))
	}
	for _, r := range in.reads {
		addTimed(r.t)
	}
	for _, r := range in.writes {
		addTimed(r.t)
		in.writeT = append(in.writeT, r.t)
	}
	// runWarp indexes the warp's timing by these without bounds checks:
	// registers checked every register against the kernel's counts, so
	// they lie inside warp.allT (nGPR+64+8+8 entries).
	for _, k := range in.timed {
		if int(k) >= d.p.nGPR+numTimedOther {
			return d.errorf("internal error: timing index %d outside the register files", k)
		}
	}
	in.manyTimed = len(in.timed) > len(in.timed4)
	if len(in.writeT) == 1 {
		in.oneWrite, in.write0 = true, uint32(in.writeT[0])*uint32(unsafe.Sizeof(regTime{}))
	}
	for i := range in.timed4 {
		k := uint16(d.p.quietIndex())
		if i < len(in.timed) {
			k = in.timed[i]
		}
		in.timed4[i] = uint32(k) * uint32(unsafe.Sizeof(regTime{})) // no scaling in the issue loop
	}
	if in.uniform {
		in.allLanes = ^uint32(0)
	}
	in.plain = in.flow == flowNext && in.req == 0 && !in.global && !in.variable && !in.ctrlBad && !in.manyTimed &&
		!in.hasCMem && in.wsb >= isa.NumScoreboards && f.Optype != isa.OpSETGPR && f.Optype != isa.OpGETGPR
	in.localMaybe = f.Optype == isa.OpLD || f.Optype == isa.OpST
	switch f.Optype { // memlocalorder.go: execLoad's and execStore's generic paths, with localOnly's proof
	case isa.OpLD:
		in.fn = execLD
	case isa.OpST:
		in.fn = execST
	}
	switch in.flow {
	case flowBRA, flowCALL, flowRET, flowBSSY, flowBSYNC, flowWARPSYNC:
		in.inlineFlow = true
	}
	return nil
}

// operandOffsets sets the source operands' offsets for vec, which reads
// them without bounds checks: each must lie inside its register file or
// the constants.
func (d *decoder) operandOffsets() *Error {
	for _, o := range []*operand{&d.in.a, &d.in.b, &d.in.c} {
		var n int
		idx := int(o.reg)
		switch o.kind {
		case oZero:
			o.off = 0
			continue
		case oGPR:
			n = d.p.nGPR
		case oUR:
			n = 63
		case oConst:
			idx, n = int(o.slot), len(d.p.consts)
		}
		if idx >= n {
			return d.errorf("internal error: operand %d of kind %d outside its file of %d", idx, o.kind, n)
		}
		o.off = uintptr(idx) * unsafe.Sizeof([32]uint32{})
	}
	return nil
}

// registers fills the instruction's read and write lists from the form's
// operand lists and checks that every register is inside the kernel's
// register files.
func (d *decoder) registers() *Error {
	src, in := d.src, d.in
	f := src.Form
	k := &d.p.Kernel
	add := func(list *[]regRef, file uint8, idx uint32) {
		t := [...]uint32{fileGPR: 0, fileUR: uint32(d.p.nGPR), filePR: uint32(d.p.nGPR) + 64, fileUPR: uint32(d.p.nGPR) + 72}[file] + idx
		*list = append(*list, regRef{file: file, idx: uint8(idx), t: uint16(t)})
	}
	for pass, refs := range [][]isa.RegRef{f.Uses, f.Defs} {
		list := &in.reads
		if pass == 1 {
			list = &in.writes
		}
		for _, r := range refs {
			if int(r.Field) == int(f.Guard) {
				continue // the guard is checked on its own, for all active lanes
			}
			v := src.Vals[r.Field]
			n := uint32(src.RegCount(int(r.Field)))
			name := f.Fields[r.Field].Name
			switch r.Class {
			case isa.GPR:
				if v == isa.RZ {
					continue
				}
				if int(v+n) > d.p.nGPR {
					return d.errorf("%s uses R%d but the kernel has %d GPRs", name, v+n-1, d.p.nGPR)
				}
				for j := uint32(0); j < n; j++ {
					add(list, fileGPR, v+j)
				}
			case isa.UR:
				if v == isa.URZ {
					continue
				}
				if int(v+n) > max(k.URs, 0) {
					return d.errorf("%s uses UR%d but the kernel has %d uniform registers", name, v+n-1, k.URs)
				}
				for j := uint32(0); j < n; j++ {
					add(list, fileUR, v+j)
				}
			case isa.PR:
				if v == isa.PT {
					continue
				}
				if int(v) >= k.Preds {
					return d.errorf("%s uses P%d but the kernel has %d predicates", name, v, k.Preds)
				}
				add(list, filePR, v)
			case isa.UPR:
				if v == isa.UPT {
					continue
				}
				if int(v) >= k.UPreds {
					return d.errorf("%s uses UP%d but the kernel has %d uniform predicates", name, v, k.UPreds)
				}
				add(list, fileUPR, v)
			case isa.BR:
				if int(v) >= k.BRegs {
					return d.errorf("%s uses B%d but the kernel has %d convergence barriers", name, v, k.BRegs)
				}
			}
		}
	}
	if g := src.Vals[f.Guard]; g != isa.PT && int(g) >= k.Preds {
		return d.errorf("the guard uses P%d but the kernel has %d predicates", g, k.Preds)
	}
	if f.ReadsPR || f.WritesPR {
		if k.Preds < isa.NumPred {
			return d.errorf("%s touches all predicates but the kernel has %d", f.Op().Name, k.Preds)
		}
	}
	if f.ReadsPR {
		for p := uint32(0); p < isa.NumPred; p++ {
			add(&in.reads, filePR, p)
		}
	}
	if f.WritesPR {
		// R2P writes the predicates its mask selects; a mask known only at
		// run time counts as all of them.
		mask := uint32(0x7f)
		if i := d.idx("vb"); i >= 0 && f.Fields[i].Kind == isa.KindSImm {
			mask = src.Vals[i] & 0x7f
		}
		for p := uint32(0); p < isa.NumPred; p++ {
			if mask>>p&1 != 0 {
				add(&in.writes, filePR, p)
			}
		}
	}
	return nil
}
