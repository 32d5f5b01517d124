package regalloc_test

// A mock ISA for testing the allocator: a tiny machine IR that implements
// regalloc.Function and regalloc.Rewriter, a text parser for writing test
// programs by hand, and an interpreter that runs both the virtual-register
// program and the allocated one so their outputs can be compared.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	ra "gpucc/regalloc"
)

type opcode int

const (
	opConst    opcode = iota // d = #k (unit u gets k + 1000*u)
	opInput                  // d = input #k (unit u gets in[k] + 0x01000193*u)
	opAdd                    // unit-wise; a narrower source is broadcast
	opSub                    //
	opMul                    //
	opXor                    //
	opCopy                   // d = a, IsCopy
	opMov                    // d = a, not flagged as a copy
	opSetLT                  // p = a[0] < b[0] (unsigned)
	opSel                    // d = p ? a : b
	opOut                    // append every unit of each use to the output
	opBr                     // goto succ 0
	opBrIf                   // if p goto succ 0 else succ 1
	opRet                    //
	opAddXor                 // d0 = a + b, d1 = a ^ b (two defs)
	opReload                 // d = spill[#k ...]
	opSpill                  // spill[#k ...] = a
	opPSave                  // d (GPR) = p ? 0x5A : 0 (a predicate kept in a GPR)
	opPRestore               // p = d != 0
)

var opNames = map[string]opcode{
	"const": opConst, "input": opInput, "add": opAdd, "sub": opSub, "mul": opMul,
	"xor": opXor, "copy": opCopy, "mov": opMov, "setlt": opSetLT, "sel": opSel,
	"out": opOut, "br": opBr, "brif": opBrIf, "ret": opRet, "reload": opReload, "spill": opSpill, "addxor": opAddXor,
	"psave": opPSave, "prestore": opPRestore,
}

func (o opcode) String() string {
	for k, v := range opNames {
		if v == o {
			return k
		}
	}
	return fmt.Sprintf("op%d", int(o))
}

type mInstr struct {
	op   opcode
	defs []ra.Operand
	uses []ra.Operand
	imm  int64
}

func (in *mInstr) Defs(buf []ra.Operand) []ra.Operand { return append(buf, in.defs...) }
func (in *mInstr) Uses(buf []ra.Operand) []ra.Operand { return append(buf, in.uses...) }
func (in *mInstr) IsCopy() bool                       { return in.op == opCopy }

func operandString(o ra.Operand) string {
	s := o.Reg.String()
	if o.EarlyClobber {
		s = "!" + s
	}
	if o.Reg.IsVirtual() {
		if o.Width != 0 {
			s += fmt.Sprintf("[%d:%d]", o.Offset, o.Width)
		}
	} else if o.Width > 1 {
		s += fmt.Sprintf(":%d", o.Width)
	}
	return s
}

func (in *mInstr) String() string {
	var sb strings.Builder
	for i, d := range in.defs {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(operandString(d))
	}
	if len(in.defs) > 0 {
		sb.WriteString(" = ")
	}
	sb.WriteString(in.op.String())
	for i, u := range in.uses {
		if i == 0 {
			sb.WriteString(" ")
		} else {
			sb.WriteString(", ")
		}
		sb.WriteString(operandString(u))
	}
	switch in.op {
	case opConst, opInput, opReload, opSpill:
		fmt.Fprintf(&sb, " #%d", in.imm)
	}
	return sb.String()
}

type mBlock struct {
	instrs []*mInstr
	succs  []int
}

type vinfo struct {
	class ra.Class
	width int
}

// mFunc is the mock machine function.
type mFunc struct {
	blocks []*mBlock
	vregs  []vinfo
	names  []string // vreg names from the parser, for messages
	// orig is the function a clone was made from: InsertRemat copies its
	// instructions (the function as read).
	orig *mFunc
	// noRemat turns Rematerializable off.
	noRemat bool
}

// Rematerializable: a compare (setlt) is pure.
func (f *mFunc) Rematerializable(b, i int) bool {
	return !f.noRemat && f.blocks[b].instrs[i].op == opSetLT
}

// InsertRemat inserts a copy of the original's instruction with registers.
func (f *mFunc) InsertRemat(b, i, origB, origI int, defs, uses []ra.PReg) {
	src := f.orig.blocks[origB].instrs[origI]
	in := &mInstr{op: src.op, imm: src.imm, defs: slices.Clone(src.defs), uses: slices.Clone(src.uses)}
	f.blocks[b].instrs = slices.Insert(f.blocks[b].instrs, i, in)
	f.AssignRegs(b, i, defs, uses)
}

func (f *mFunc) NumBlocks() int                     { return len(f.blocks) }
func (f *mFunc) Succs(b int, buf []int) []int       { return append(buf, f.blocks[b].succs...) }
func (f *mFunc) NumInstrs(b int) int                { return len(f.blocks[b].instrs) }
func (f *mFunc) Instr(b, i int) ra.Instr            { return f.blocks[b].instrs[i] }
func (f *mFunc) NumVRegs() int                      { return len(f.vregs) }
func (f *mFunc) VRegInfo(v ra.VReg) (ra.Class, int) { return f.vregs[v].class, f.vregs[v].width }

func (f *mFunc) newVReg(c ra.Class, w int) ra.VReg {
	f.vregs = append(f.vregs, vinfo{c, w})
	f.names = append(f.names, "")
	return ra.VReg(len(f.vregs) - 1)
}

func (f *mFunc) newBlock() int {
	f.blocks = append(f.blocks, &mBlock{})
	return len(f.blocks) - 1
}

func (f *mFunc) emit(b int, op opcode, defs, uses []ra.Operand, imm int64) *mInstr {
	in := &mInstr{op: op, defs: defs, uses: uses, imm: imm}
	f.blocks[b].instrs = append(f.blocks[b].instrs, in)
	return in
}

func (f *mFunc) clone() *mFunc {
	g := &mFunc{vregs: slices.Clone(f.vregs), names: slices.Clone(f.names), orig: f, noRemat: f.noRemat}
	for _, b := range f.blocks {
		nb := &mBlock{succs: slices.Clone(b.succs)}
		for _, in := range b.instrs {
			c := *in
			c.defs, c.uses = slices.Clone(in.defs), slices.Clone(in.uses)
			nb.instrs = append(nb.instrs, &c)
		}
		g.blocks = append(g.blocks, nb)
	}
	return g
}

func (f *mFunc) String() string {
	var sb strings.Builder
	for i, b := range f.blocks {
		fmt.Fprintf(&sb, "b%d: -> %v\n", i, b.succs)
		for _, in := range b.instrs {
			fmt.Fprintf(&sb, "\t%v\n", in)
		}
	}
	return sb.String()
}

// width returns the number of units an operand covers.
func (f *mFunc) width(o ra.Operand) int {
	if o.Width != 0 {
		return int(o.Width)
	}
	if o.Reg.IsVirtual() {
		return f.vregs[o.Reg.VReg()].width
	}
	return 1
}

// The Rewriter side: edits in place, relying on Apply's reverse order.

func (f *mFunc) AssignRegs(b, i int, defs, uses []ra.PReg) {
	in := f.blocks[b].instrs[i]
	set := func(ops []ra.Operand, regs []ra.PReg) {
		if len(ops) != len(regs) {
			panic(fmt.Sprintf("AssignRegs(%d, %d): %d regs for %d operands", b, i, len(regs), len(ops)))
		}
		for k := range ops {
			ops[k] = ra.Operand{Reg: ra.Phys(regs[k]), Width: uint8(f.width(ops[k])), EarlyClobber: ops[k].EarlyClobber}
		}
	}
	set(in.defs, defs)
	set(in.uses, uses)
}

func (f *mFunc) RemoveInstr(b, i int) {
	if f.blocks[b].instrs[i].op != opCopy {
		panic(fmt.Sprintf("RemoveInstr(%d, %d) on %v", b, i, f.blocks[b].instrs[i]))
	}
	f.blocks[b].instrs = slices.Delete(f.blocks[b].instrs, i, i+1)
}

func (f *mFunc) InsertReload(b, i int, dst ra.PReg, width, slot int) {
	in := &mInstr{op: opReload, defs: []ra.Operand{{Reg: ra.Phys(dst), Width: uint8(width)}}, imm: int64(slot)}
	f.blocks[b].instrs = slices.Insert(f.blocks[b].instrs, i, in)
}

func (f *mFunc) InsertSpill(b, i int, src ra.PReg, width, slot int) {
	in := &mInstr{op: opSpill, uses: []ra.Operand{{Reg: ra.Phys(src), Width: uint8(width)}}, imm: int64(slot)}
	f.blocks[b].instrs = slices.Insert(f.blocks[b].instrs, i, in)
}

// InsertPredSave and InsertPredRestore make the mock a PredicateSpiller.
func (f *mFunc) InsertPredSave(b, i int, dst, src ra.PReg) {
	if !(dst.Class() == ra.GPR && src.Class() == ra.PR) && !(dst.Class() == ra.UR && src.Class() == ra.UPR) {
		panic(fmt.Sprintf("InsertPredSave(%v, %v)", dst, src))
	}
	in := &mInstr{op: opPSave, defs: []ra.Operand{{Reg: ra.Phys(dst)}}, uses: []ra.Operand{{Reg: ra.Phys(src)}}}
	f.blocks[b].instrs = slices.Insert(f.blocks[b].instrs, i, in)
}

func (f *mFunc) InsertPredRestore(b, i int, dst, src ra.PReg) {
	if !(dst.Class() == ra.PR && src.Class() == ra.GPR) && !(dst.Class() == ra.UPR && src.Class() == ra.UR) {
		panic(fmt.Sprintf("InsertPredRestore(%v, %v)", dst, src))
	}
	in := &mInstr{op: opPRestore, defs: []ra.Operand{{Reg: ra.Phys(dst)}}, uses: []ra.Operand{{Reg: ra.Phys(src)}}}
	f.blocks[b].instrs = slices.Insert(f.blocks[b].instrs, i, in)
}

// ---- interpreter ----

type machine struct {
	f     *mFunc
	vregs [][]uint32
	phys  [ra.NumClasses][]uint32
	mem   []uint32
	in    []uint32
	out   []uint32
	steps int
}

const maxSteps = 1 << 20

func (m *machine) read(o ra.Operand) ([]uint32, error) {
	w := m.f.width(o)
	if o.Reg.IsVirtual() {
		v := m.vregs[o.Reg.VReg()]
		return slices.Clone(v[o.Offset : int(o.Offset)+w]), nil
	}
	p := o.Reg.PReg()
	if p.IsZero() {
		z := uint32(0)
		if c := p.Class(); c == ra.PR || c == ra.UPR {
			z = 1 // PT and UPT read as true
		}
		return []uint32{z}, nil
	}
	if p.Index()%w != 0 {
		return nil, fmt.Errorf("misaligned operand %v width %d", p, w)
	}
	return slices.Clone(m.phys[p.Class()][p.Index() : p.Index()+w]), nil
}

func (m *machine) write(o ra.Operand, vals []uint32) error {
	w := m.f.width(o)
	if o.Reg.IsVirtual() {
		copy(m.vregs[o.Reg.VReg()][o.Offset:int(o.Offset)+w], vals)
		return nil
	}
	p := o.Reg.PReg()
	if p.IsZero() {
		return nil
	}
	if p.Index()%w != 0 {
		return fmt.Errorf("misaligned def %v width %d", p, w)
	}
	copy(m.phys[p.Class()][p.Index():p.Index()+w], vals)
	return nil
}

// run executes f on the inputs and returns what it output. Registers and
// memory start with distinct garbage so a clobbered value shows.
func run(f *mFunc, inputs []uint32) ([]uint32, error) {
	m := &machine{f: f, in: inputs}
	for v, vi := range f.vregs {
		r := make([]uint32, vi.width)
		for k := range r {
			r[k] = 0xBAD00000 + uint32(v*4+k)
		}
		m.vregs = append(m.vregs, r)
	}
	for c := range m.phys {
		m.phys[c] = make([]uint32, 256)
		for k := range m.phys[c] {
			m.phys[c][k] = 0xC0DE0000 + uint32(c*256+k)
		}
	}
	b, i := 0, 0
	for {
		if m.steps++; m.steps > maxSteps {
			return nil, fmt.Errorf("step limit exceeded")
		}
		blk := f.blocks[b]
		if i >= len(blk.instrs) {
			return nil, fmt.Errorf("fell off block %d", b)
		}
		in := blk.instrs[i]
		i++
		next, done, err := m.step(in, blk)
		if err != nil {
			return nil, fmt.Errorf("b%d: %v: %v", b, in, err)
		}
		if done {
			return m.out, nil
		}
		if next >= 0 {
			b, i = next, 0
		}
	}
}

func (m *machine) step(in *mInstr, blk *mBlock) (next int, done bool, err error) {
	next = -1
	// An early-clobber def is written (with poison) before the uses are
	// read, so a def sharing a register with a use computes garbage.
	for _, d := range in.defs {
		if d.EarlyClobber {
			poison := make([]uint32, m.f.width(d))
			for k := range poison {
				poison[k] = 0xEEEEEEEE
			}
			if err := m.write(d, poison); err != nil {
				return 0, false, err
			}
		}
	}
	srcs := make([][]uint32, len(in.uses))
	for k, u := range in.uses {
		if srcs[k], err = m.read(u); err != nil {
			return 0, false, err
		}
	}
	var result []uint32
	var dw int
	if len(in.defs) > 0 {
		dw = m.f.width(in.defs[0])
		result = make([]uint32, dw)
	}
	bin := func(fn func(x, y uint32) uint32) {
		a, b := srcs[0], srcs[1]
		for k := range result {
			result[k] = fn(a[k%len(a)], b[k%len(b)])
		}
	}
	switch in.op {
	case opConst:
		for k := range result {
			result[k] = uint32(in.imm) + 1000*uint32(k)
		}
	case opInput:
		for k := range result {
			result[k] = m.in[in.imm] + 0x01000193*uint32(k)
		}
	case opAdd:
		bin(func(x, y uint32) uint32 { return x + y })
	case opSub:
		bin(func(x, y uint32) uint32 { return x - y })
	case opMul:
		bin(func(x, y uint32) uint32 { return x * y })
	case opXor:
		bin(func(x, y uint32) uint32 { return x ^ y })
	case opCopy, opMov:
		if len(srcs[0]) != dw {
			return 0, false, fmt.Errorf("copy of %d units into %d", len(srcs[0]), dw)
		}
		copy(result, srcs[0])
	case opSetLT:
		result[0] = 0
		if srcs[0][0] < srcs[1][0] {
			result[0] = 1
		}
	case opSel:
		s := srcs[2]
		if srcs[0][0] != 0 {
			s = srcs[1]
		}
		for k := range result {
			result[k] = s[k%len(s)]
		}
	case opAddXor:
		bin(func(x, y uint32) uint32 { return x + y })
		second := make([]uint32, m.f.width(in.defs[1]))
		a, b := srcs[0], srcs[1]
		for k := range second {
			second[k] = a[k%len(a)] ^ b[k%len(b)]
		}
		if err := m.write(in.defs[1], second); err != nil {
			return 0, false, err
		}
	case opPSave:
		result[0] = 0
		if srcs[0][0] != 0 {
			result[0] = 0x5A
		}
	case opPRestore:
		result[0] = 0
		if srcs[0][0] != 0 {
			result[0] = 1
		}
	case opOut:
		for _, s := range srcs {
			m.out = append(m.out, s...)
		}
	case opBr:
		return blk.succs[0], false, nil
	case opBrIf:
		if srcs[0][0] != 0 {
			return blk.succs[0], false, nil
		}
		return blk.succs[1], false, nil
	case opRet:
		return -1, true, nil
	case opReload:
		for int(in.imm)+dw > len(m.mem) {
			m.mem = append(m.mem, 0xDEAD0000+uint32(len(m.mem)))
		}
		copy(result, m.mem[in.imm:])
	case opSpill:
		for int(in.imm)+len(srcs[0]) > len(m.mem) {
			m.mem = append(m.mem, 0xDEAD0000+uint32(len(m.mem)))
		}
		copy(m.mem[in.imm:], srcs[0])
	default:
		return 0, false, fmt.Errorf("unknown op")
	}
	if len(in.defs) > 0 {
		if err := m.write(in.defs[0], result); err != nil {
			return 0, false, err
		}
	}
	return -1, false, nil
}

// ---- parser ----

// parse reads a program in the mock assembly:
//
//	b0:
//	  v0 = input #0         // v, u, p, q: GPR, UR, PR, UPR virtual registers
//	  v1:2 = input #1       // ":2" declares the width on first mention
//	  v1[1:1] = add v0, v0  // sub-register: [offset:width]
//	  R4:2 = copy v1        // pre-colored: R4..R5; RZ, UR3, P0, PT ...
//	  !v2 = add v0, v0      // "!" marks an early-clobber def
//	  p0 = setlt v0, v2
//	  brif p0, b1, b2
//
// Virtual registers are numbered in order of first mention.
func parse(src string) (*mFunc, error) {
	f := &mFunc{}
	ids := map[string]ra.VReg{}
	cur := -1
	for ln, line := range strings.Split(src, "\n") {
		if k := strings.Index(line, "//"); k >= 0 {
			line = line[:k]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		errf := func(format string, args ...any) error {
			return fmt.Errorf("line %d: %q: %s", ln+1, line, fmt.Sprintf(format, args...))
		}
		if strings.HasSuffix(line, ":") {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(line, "b"), ":"))
			if err != nil || n != len(f.blocks) {
				return nil, errf("blocks must be labelled b0, b1, ... in order")
			}
			cur = f.newBlock()
			continue
		}
		if cur < 0 {
			return nil, errf("instruction before the first block label")
		}
		var defText, rest string
		if k := strings.Index(line, "="); k >= 0 {
			defText, rest = line[:k], strings.TrimSpace(line[k+1:])
		} else {
			rest = line
		}
		fields := strings.SplitN(rest, " ", 2)
		op, ok := opNames[fields[0]]
		if !ok {
			return nil, errf("unknown opcode %q", fields[0])
		}
		in := &mInstr{op: op}
		parseOperand := func(tok string) (ra.Operand, error) {
			var o ra.Operand
			tok = strings.TrimSpace(tok)
			if strings.HasPrefix(tok, "!") {
				o.EarlyClobber = true
				tok = tok[1:]
			}
			if tok == "" {
				return o, errf("empty operand")
			}
			if tok[0] >= 'A' && tok[0] <= 'Z' {
				return parsePhys(tok, o)
			}
			name, sub := tok, ""
			if k := strings.Index(tok, "["); k >= 0 {
				name, sub = tok[:k], strings.Trim(tok[k:], "[]")
			}
			width := 0
			if k := strings.Index(name, ":"); k >= 0 {
				w, err := strconv.Atoi(name[k+1:])
				if err != nil {
					return o, errf("bad width in %q", tok)
				}
				name, width = name[:k], w
			}
			cls := map[byte]ra.Class{'v': ra.GPR, 'u': ra.UR, 'p': ra.PR, 'q': ra.UPR}
			c, ok := cls[name[0]]
			if !ok {
				return o, errf("bad register %q", tok)
			}
			v, seen := ids[name]
			if !seen {
				if width == 0 {
					width = 1
				}
				v = f.newVReg(c, width)
				f.names[v] = name
				ids[name] = v
			} else if width != 0 && width != f.vregs[v].width {
				return o, errf("%s redeclared with width %d", name, width)
			}
			o.Reg = ra.Virt(v)
			if sub != "" {
				parts := strings.Split(sub, ":")
				off, err1 := strconv.Atoi(parts[0])
				w, err2 := 1, error(nil)
				if len(parts) == 2 {
					w, err2 = strconv.Atoi(parts[1])
				}
				if err1 != nil || err2 != nil {
					return o, errf("bad sub-register %q", tok)
				}
				o.Offset, o.Width = uint8(off), uint8(w)
			}
			return o, nil
		}
		if defText != "" {
			for _, t := range strings.Split(defText, ",") {
				o, err := parseOperand(t)
				if err != nil {
					return nil, err
				}
				in.defs = append(in.defs, o)
			}
		}
		if len(fields) == 2 {
			for _, t := range strings.Split(fields[1], ",") {
				t = strings.TrimSpace(t)
				switch {
				case strings.HasPrefix(t, "#"):
					n, err := strconv.ParseInt(t[1:], 0, 64)
					if err != nil {
						return nil, errf("bad immediate %q", t)
					}
					in.imm = n
				case len(t) > 1 && t[0] == 'b' && t[1] >= '0' && t[1] <= '9':
					n, err := strconv.Atoi(t[1:])
					if err != nil {
						return nil, errf("bad block %q", t)
					}
					f.blocks[cur].succs = append(f.blocks[cur].succs, n)
				default:
					o, err := parseOperand(t)
					if err != nil {
						return nil, err
					}
					in.uses = append(in.uses, o)
				}
			}
		}
		f.blocks[cur].instrs = append(f.blocks[cur].instrs, in)
	}
	for b, blk := range f.blocks {
		for _, s := range blk.succs {
			if s >= len(f.blocks) {
				return nil, fmt.Errorf("block %d branches to missing b%d", b, s)
			}
		}
	}
	return f, nil
}

func parsePhys(tok string, o ra.Operand) (ra.Operand, error) {
	w := 1
	if k := strings.Index(tok, ":"); k >= 0 {
		n, err := strconv.Atoi(tok[k+1:])
		if err != nil {
			return o, fmt.Errorf("bad width in %q", tok)
		}
		tok, w = tok[:k], n
	}
	zero := map[string]ra.PReg{"RZ": ra.MakePReg(ra.GPR, 255), "URZ": ra.MakePReg(ra.UR, 63),
		"PT": ra.MakePReg(ra.PR, 7), "UPT": ra.MakePReg(ra.UPR, 7)}
	if p, ok := zero[tok]; ok {
		o.Reg = ra.Phys(p)
		return o, nil
	}
	for _, pc := range []struct {
		prefix string
		c      ra.Class
	}{{"UR", ra.UR}, {"UP", ra.UPR}, {"R", ra.GPR}, {"P", ra.PR}} {
		if strings.HasPrefix(tok, pc.prefix) {
			n, err := strconv.Atoi(tok[len(pc.prefix):])
			if err != nil {
				return o, fmt.Errorf("bad register %q", tok)
			}
			o.Reg = ra.Phys(ra.MakePReg(pc.c, n))
			o.Width = uint8(w)
			return o, nil
		}
	}
	return o, fmt.Errorf("bad register %q", tok)
}

func mustParse(t interface {
	Helper()
	Fatal(...any)
}, src string) *mFunc {
	t.Helper()
	f, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// vreg returns the virtual register a parsed program calls name.
func (f *mFunc) vreg(name string) ra.VReg {
	for v, n := range f.names {
		if n == name {
			return ra.VReg(v)
		}
	}
	panic("no register " + name)
}
