package interp

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The compact form: every SSA value (parameter, instruction result, constant)
// of a function owns one slot per scalar leaf in a frame's value array;
// constants are preloaded from a template when the frame is created. Phi
// nodes become parallel copies on the control-flow edges.

type opcode uint8

const (
	opTrap     opcode = iota // x.msg; fails with x.kind
	opFP                     // dst = floating-point operation <sub>(a, b, c), see fpops.go
	opBin                    // dst = a <sub> b on w bits, with flags
	opICmp                   // dst = icmp <sub> a, b on w bits
	opSelect                 // dst = a ? b : c
	opSelectN                // like opSelect over imm leaves
	opCopy                   // dst = a
	opCopyN                  // dst[0:imm] = a[0:imm]
	opSExt                   // dst = sext a from w to w2 bits
	opTrunc                  // dst = a truncated to w2 bits
	opAddImm                 // dst = a + imm (address space casts)
	opFreeze                 // dst[0:imm] = a[0:imm], poison replaced by 0
	opGEP                    // dst = a + x.gep terms + imm
	opAlloca                 // dst = new local object of imm * count(b) bytes
	opLoad                   // dst = load imm bytes at a
	opStore                  // store b (imm bytes) at a
	opAtomic                 // dst = atomicrmw <sub> a, b
	opCmpXchg                // dst = {old, success} of cmpxchg a, b, c
	opSreg                   // dst = special register <sub>
	opIntr                   // dst = pure intrinsic <sub>(a, b, c)
	opMem                    // memcpy/memmove/memset <sub>(a, b, c)
	opLifetime               // lifetime.start/end of a (imm bytes or the whole object)
	opCall                   // call x.callee with x.args
	opColl                   // warp collective or barrier <sub>, arguments x.args
	opBr                     // goto x.edges[0]
	opCondBr                 // a ? x.edges[0] : x.edges[1]
	opSwitch                 // x.edges[i+1] if a == x.cases[i], else x.edges[0]
	opRet                    // return a[0:imm]
	opUnreachable
	opPTX // an inline PTX instruction x.ptx (ptxasm.go, ptxexec.go)
)

type instr struct {
	op    opcode
	sub   uint8
	w     uint8 // operand width in bits
	w2    uint8 // result width in bits (conversions)
	flags uint8
	as    uint8 // address space of the pointer operand
	dst   int32
	a     int32
	b     int32
	c     int32
	align uint32
	site  int32
	imm   uint64
	x     *extra
}

type extra struct {
	edges   []*edge
	cases   []uint64
	gep     []gepTerm
	args    []int32 // call and collective argument slots (one per leaf)
	noundef []bool  // per argument leaf: passing poison is undefined behaviour
	callee  *function
	msg     string
	kind    Kind
	fuse    *fusion // opFP: the multiply-add this addition may fuse
	ptx     *ptxStep
}

// gepTerm adds sext(slot) * scale to an address.
type gepTerm struct {
	slot  int32
	w     uint8
	scale uint64
}

// edge is a control-flow edge with the phi copies it performs.
type edge struct {
	pc      int32
	block   *ir.Block
	copies  []int32 // dst, src pairs
	overlap bool    // a destination is also a source: copy through a buffer
}

type function struct {
	prog      *Program
	ir        *ir.Func
	name      string
	nslots    int
	tmplV     []uint64
	tmplP     []uint32
	nparams   int     // parameter leaves, in slots [0, nparams)
	paramFlag []uint8 // flagSignExt per parameter leaf
	code      []instr
}

// undefOrigin marks poison that comes from an undef or poison constant.
const undefOrigin = ^uint32(0)

type translator struct {
	p      *Program
	f      *function
	slots  map[value.Value]int32
	consts map[string]int32
	block  *ir.Block
	bpc    map[*ir.Block]int32
	edges  []*edge
}

func translate(f *function) {
	tr := &translator{p: f.prog, f: f, slots: map[value.Value]int32{}, consts: map[string]int32{}, bpc: map[*ir.Block]int32{}}
	fn := f.ir
	for _, prm := range fn.Params {
		tr.slots[prm] = int32(f.nslots)
		n, ok := leafCount(prm.Typ)
		if !ok {
			n = 1
		}
		var fl uint8
		for _, a := range prm.Attrs {
			if a == enum.ParamAttrSignExt {
				fl |= flagSignExt
			}
		}
		for k := 0; k < n; k++ {
			f.paramFlag = append(f.paramFlag, fl)
		}
		f.nslots += n
	}
	f.nparams = f.nslots
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok && !isVoid(v.Type()) {
				tr.slots[v] = int32(f.nslots)
				n, ok := leafCount(v.Type())
				if !ok || n == 0 {
					n = 1
				}
				f.nslots += n
			}
		}
	}
	f.tmplV = make([]uint64, f.nslots)
	f.tmplP = make([]uint32, f.nslots)
	for _, b := range fn.Blocks {
		tr.block = b
		tr.bpc[b] = int32(len(f.code))
		for _, inst := range b.Insts {
			tr.inst(inst)
		}
		tr.term(b.Term)
	}
	for _, e := range tr.edges {
		e.pc = tr.bpc[e.block]
	}
	// Constants were appended to the slot space while translating.
	for len(f.tmplV) < f.nslots {
		f.tmplV = append(f.tmplV, 0)
		f.tmplP = append(f.tmplP, 0)
	}
}

func isVoid(t types.Type) bool {
	_, ok := t.(*types.VoidType)
	return ok
}

func (tr *translator) site(inst interface{ LLString() string }) int32 {
	tr.p.sites = append(tr.p.sites, site{fn: tr.f, block: tr.block.Ident(), inst: inst})
	return int32(len(tr.p.sites) - 1)
}

func (tr *translator) emit(in instr) { tr.f.code = append(tr.f.code, in) }

func (tr *translator) trap(s int32, kind Kind, format string, args ...interface{}) {
	tr.emit(instr{op: opTrap, site: s, x: &extra{msg: fmt.Sprintf(format, args...), kind: kind}})
}

// operand returns the first slot of v, allocating constant slots as needed.
func (tr *translator) operand(v value.Value) (int32, error) {
	if a, ok := v.(*ir.Arg); ok {
		v = a.Value
	}
	if s, ok := tr.slots[v]; ok {
		return s, nil
	}
	c, ok := v.(constant.Constant)
	if !ok {
		return 0, fmt.Errorf("operand %s is not supported", v.Ident())
	}
	key := c.Type().String() + "|" + c.Ident()
	if s, ok := tr.consts[key]; ok {
		return s, nil
	}
	vals, poison, err := tr.p.constLeaves(c, c.Type())
	if err != nil {
		return 0, err
	}
	f := tr.f
	s := int32(f.nslots)
	for i, v := range vals {
		f.tmplV = append(f.tmplV, v)
		if poison[i] {
			f.tmplP = append(f.tmplP, undefOrigin)
		} else {
			f.tmplP = append(f.tmplP, 0)
		}
	}
	if len(vals) == 0 {
		f.tmplV = append(f.tmplV, 0)
		f.tmplP = append(f.tmplP, 0)
	}
	f.nslots = len(f.tmplV)
	tr.consts[key] = s
	return s, nil
}

// constLeaves evaluates a constant into its scalar leaves.
func (p *Program) constLeaves(c constant.Constant, t types.Type) ([]uint64, []bool, error) {
	switch c := c.(type) {
	case *constant.Struct:
		st, ok := t.(*types.StructType)
		if !ok {
			return nil, nil, fmt.Errorf("struct constant of type %s", t)
		}
		var vs []uint64
		var ps []bool
		for i, f := range c.Fields {
			v, pz, err := p.constLeaves(f, st.Fields[i])
			if err != nil {
				return nil, nil, err
			}
			vs, ps = append(vs, v...), append(ps, pz...)
		}
		return vs, ps, nil
	case *constant.Array:
		at, ok := t.(*types.ArrayType)
		if !ok {
			return nil, nil, fmt.Errorf("array constant of type %s", t)
		}
		var vs []uint64
		var ps []bool
		for _, e := range c.Elems {
			v, pz, err := p.constLeaves(e, at.ElemType)
			if err != nil {
				return nil, nil, err
			}
			vs, ps = append(vs, v...), append(ps, pz...)
		}
		return vs, ps, nil
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		if _, isScalar := scalarWidth(t); !isScalar {
			n, ok := leafCount(t)
			if !ok {
				return nil, nil, fmt.Errorf("constant of type %s is not supported", t)
			}
			_, zero := c.(*constant.ZeroInitializer)
			ps := make([]bool, n)
			for i := range ps {
				ps[i] = !zero
			}
			return make([]uint64, n), ps, nil
		}
	}
	if _, ok := scalarWidth(t); !ok {
		return nil, nil, fmt.Errorf("constant of type %s is not supported", t)
	}
	v, poison, err := p.constScalar(c)
	if err != nil {
		return nil, nil, err
	}
	return []uint64{v}, []bool{poison}, nil
}

func (tr *translator) width(t types.Type) (uint8, error) {
	w, ok := scalarWidth(t)
	if !ok {
		return 0, fmt.Errorf("type %s is not supported", t)
	}
	return uint8(w), nil
}

// leaves is the leaf count of a supported first-class type.
func (tr *translator) leaves(t types.Type) (int, error) {
	n, ok := leafCount(t)
	if !ok {
		return 0, fmt.Errorf("values of type %s are not supported", t)
	}
	return n, nil
}

func (tr *translator) inst(inst ir.Instruction) {
	s := tr.site(inst)
	if err := tr.instErr(inst, s); err != nil {
		tr.trap(s, ErrUnsupported, "%v", err)
	}
}

// binOf maps llir binary instructions to operator code, operands and flags.
func binOf(inst ir.Instruction) (op uint8, x, y value.Value, flags uint8, ok bool) {
	switch i := inst.(type) {
	case *ir.InstAdd:
		return binAdd, i.X, i.Y, overflowFlags(i.OverflowFlags), true
	case *ir.InstSub:
		return binSub, i.X, i.Y, overflowFlags(i.OverflowFlags), true
	case *ir.InstMul:
		return binMul, i.X, i.Y, overflowFlags(i.OverflowFlags), true
	case *ir.InstUDiv:
		return binUDiv, i.X, i.Y, exactFlag(i.Exact), true
	case *ir.InstSDiv:
		return binSDiv, i.X, i.Y, exactFlag(i.Exact), true
	case *ir.InstURem:
		return binURem, i.X, i.Y, 0, true
	case *ir.InstSRem:
		return binSRem, i.X, i.Y, 0, true
	case *ir.InstShl:
		return binShl, i.X, i.Y, overflowFlags(i.OverflowFlags), true
	case *ir.InstLShr:
		return binLShr, i.X, i.Y, exactFlag(i.Exact), true
	case *ir.InstAShr:
		return binAShr, i.X, i.Y, exactFlag(i.Exact), true
	case *ir.InstAnd:
		return binAnd, i.X, i.Y, 0, true
	case *ir.InstOr:
		return binOr, i.X, i.Y, 0, true
	case *ir.InstXor:
		return binXor, i.X, i.Y, 0, true
	}
	return 0, nil, nil, 0, false
}

// operands resolves several operands at once.
func (tr *translator) operands(vs ...value.Value) ([]int32, error) {
	out := make([]int32, len(vs))
	for i, v := range vs {
		s, err := tr.operand(v)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}

func (tr *translator) instErr(inst ir.Instruction, s int32) error {
	dst := int32(-1)
	if v, ok := inst.(value.Value); ok {
		if d, ok := tr.slots[v]; ok {
			dst = d
		}
	}
	if ok, err := tr.fpInst(inst, s, dst); ok {
		return err
	}
	if op, x, y, flags, ok := binOf(inst); ok {
		w, err := tr.width(x.Type())
		if err != nil {
			return err
		}
		ops, err := tr.operands(x, y)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opBin, sub: op, w: w, flags: flags, dst: dst, a: ops[0], b: ops[1], site: s})
		return nil
	}
	switch i := inst.(type) {
	case *ir.InstICmp:
		w, err := tr.width(i.X.Type())
		if err != nil {
			return err
		}
		ops, err := tr.operands(i.X, i.Y)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opICmp, sub: uint8(i.Pred), w: w, dst: dst, a: ops[0], b: ops[1], site: s})
	case *ir.InstSelect:
		n, err := tr.leaves(i.Type())
		if err != nil {
			return err
		}
		ops, err := tr.operands(i.Cond, i.ValueTrue, i.ValueFalse)
		if err != nil {
			return err
		}
		if _, ok := i.Cond.Type().(*types.IntType); !ok {
			return fmt.Errorf("select on a vector condition is not supported")
		}
		op := opSelect
		if n != 1 {
			op = opSelectN
		}
		tr.emit(instr{op: op, dst: dst, a: ops[0], b: ops[1], c: ops[2], imm: uint64(n), site: s})
	case *ir.InstZExt:
		return tr.conv(s, dst, i.From, i.To, false)
	case *ir.InstSExt:
		return tr.conv(s, dst, i.From, i.To, true)
	case *ir.InstTrunc:
		return tr.conv(s, dst, i.From, i.To, false)
	case *ir.InstPtrToInt:
		return tr.conv(s, dst, i.From, i.To, false)
	case *ir.InstIntToPtr:
		return tr.conv(s, dst, i.From, i.To, false)
	case *ir.InstBitCast:
		fw, ok1 := scalarWidth(i.From.Type())
		tw, ok2 := scalarWidth(i.To)
		if !ok1 || !ok2 || fw != tw {
			return fmt.Errorf("bitcast from %s to %s is not supported", i.From.Type(), i.To)
		}
		a, err := tr.operand(i.From)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opCopy, dst: dst, a: a, site: s})
	case *ir.InstAddrSpaceCast:
		a, err := tr.operand(i.From)
		if err != nil {
			return err
		}
		delta := windowBase(addrSpaceOf(i.From.Type())) - windowBase(addrSpaceOf(i.To))
		tr.emit(instr{op: opAddImm, dst: dst, a: a, imm: delta, site: s})
	case *ir.InstFreeze:
		n, err := tr.leaves(i.Type())
		if err != nil {
			return err
		}
		a, err := tr.operand(i.X)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opFreeze, dst: dst, a: a, imm: uint64(n), site: s})
	case *ir.InstExtractValue:
		first, n, ok := leafPath(i.X.Type(), i.Indices)
		if !ok {
			return fmt.Errorf("extractvalue from %s is not supported", i.X.Type())
		}
		a, err := tr.operand(i.X)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opCopyN, dst: dst, a: a + int32(first), imm: uint64(n), site: s})
	case *ir.InstInsertValue:
		total, err := tr.leaves(i.Type())
		if err != nil {
			return err
		}
		first, n, ok := leafPath(i.X.Type(), i.Indices)
		if !ok {
			return fmt.Errorf("insertvalue into %s is not supported", i.X.Type())
		}
		ops, err := tr.operands(i.X, i.Elem)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opCopyN, dst: dst, a: ops[0], imm: uint64(total), site: s})
		tr.emit(instr{op: opCopyN, dst: dst + int32(first), a: ops[1], imm: uint64(n), site: s})
	case *ir.InstGetElementPtr:
		return tr.gep(i, s, dst)
	case *ir.InstAlloca:
		size, err := allocSize(i.ElemType)
		if err != nil {
			return err
		}
		align, _ := abiAlign(i.ElemType)
		if uint64(i.Align) > align {
			align = uint64(i.Align)
		}
		cnt := int32(-1)
		if i.NElems != nil {
			if cnt, err = tr.operand(i.NElems); err != nil {
				return err
			}
		}
		w := uint8(32)
		if i.NElems != nil {
			if w, err = tr.width(i.NElems.Type()); err != nil {
				return err
			}
		}
		tr.emit(instr{op: opAlloca, dst: dst, b: cnt, w: w, imm: size, align: uint32(align), as: uint8(addrSpaceOf(i.Type())), site: s})
	case *ir.InstLoad:
		w, err := tr.width(i.ElemType)
		if err != nil {
			return fmt.Errorf("load of %s is not supported", i.ElemType)
		}
		a, err := tr.operand(i.Src)
		if err != nil {
			return err
		}
		size, _ := storeSize(i.ElemType)
		tr.emit(instr{op: opLoad, w: w, dst: dst, a: a, imm: size, align: uint32(i.Align), as: uint8(addrSpaceOf(i.Src.Type())), site: s})
	case *ir.InstStore:
		w, err := tr.width(i.Src.Type())
		if err != nil {
			return fmt.Errorf("store of %s is not supported", i.Src.Type())
		}
		ops, err := tr.operands(i.Dst, i.Src)
		if err != nil {
			return err
		}
		size, _ := storeSize(i.Src.Type())
		tr.emit(instr{op: opStore, w: w, a: ops[0], b: ops[1], imm: size, align: uint32(i.Align), as: uint8(addrSpaceOf(i.Dst.Type())), site: s})
	case *ir.InstAtomicRMW:
		w, err := tr.width(i.X.Type())
		if err != nil || w < 8 {
			return fmt.Errorf("atomicrmw on %s is not supported", i.X.Type())
		}
		switch i.Op {
		case enum.AtomicOpFAdd, enum.AtomicOpFSub:
			if _, isFP := fpWidth(i.X.Type()); !isFP {
				return fmt.Errorf("atomicrmw %s on %s is not supported", i.Op, i.X.Type())
			}
		}
		ops, err := tr.operands(i.Dst, i.X)
		if err != nil {
			return err
		}
		size, _ := storeSize(i.X.Type())
		tr.emit(instr{op: opAtomic, sub: uint8(i.Op), w: w, dst: dst, a: ops[0], b: ops[1], imm: size, as: uint8(addrSpaceOf(i.Dst.Type())), site: s})
	case *ir.InstCmpXchg:
		w, err := tr.width(i.New.Type())
		if err != nil || w < 8 {
			return fmt.Errorf("cmpxchg on %s is not supported", i.New.Type())
		}
		ops, err := tr.operands(i.Ptr, i.Cmp, i.New)
		if err != nil {
			return err
		}
		size, _ := storeSize(i.New.Type())
		tr.emit(instr{op: opCmpXchg, w: w, dst: dst, a: ops[0], b: ops[1], c: ops[2], imm: size, as: uint8(addrSpaceOf(i.Ptr.Type())), site: s})
	case *ir.InstFence:
		// Execution is sequentially consistent already.
	case *ir.InstPhi:
		// Phis are copies on the incoming edges.
	case *ir.InstCall:
		return tr.call(i, s, dst)
	default:
		return fmt.Errorf("instruction is not supported")
	}
	return nil
}

func (tr *translator) conv(s, dst int32, from value.Value, to types.Type, signed bool) error {
	fw, err := tr.width(from.Type())
	if err != nil {
		return err
	}
	tw, err := tr.width(to)
	if err != nil {
		return err
	}
	a, err := tr.operand(from)
	if err != nil {
		return err
	}
	switch {
	case tw < fw:
		tr.emit(instr{op: opTrunc, w: fw, w2: tw, dst: dst, a: a, site: s})
	case tw > fw && signed:
		tr.emit(instr{op: opSExt, w: fw, w2: tw, dst: dst, a: a, site: s})
	default:
		tr.emit(instr{op: opCopy, dst: dst, a: a, site: s})
	}
	return nil
}

func (tr *translator) gep(i *ir.InstGetElementPtr, s, dst int32) error {
	if _, ok := i.Src.Type().(*types.PointerType); !ok {
		return fmt.Errorf("vector getelementptr is not supported")
	}
	base, err := tr.operand(i.Src)
	if err != nil {
		return err
	}
	x := &extra{}
	var off uint64
	t := i.ElemType
	for n, idx := range i.Indices {
		var scale uint64
		if n > 0 {
			if st, ok := t.(*types.StructType); ok {
				c, ok := idx.(*constant.Int)
				if !ok {
					return fmt.Errorf("non-constant struct index")
				}
				offs, _, err := structLayout(st)
				if err != nil {
					return err
				}
				fi := c.X.Uint64()
				if fi >= uint64(len(offs)) {
					return fmt.Errorf("struct index %d out of range", fi)
				}
				off += offs[fi]
				t = st.Fields[fi]
				continue
			}
			at, ok := t.(*types.ArrayType)
			if !ok {
				return fmt.Errorf("getelementptr into %s is not supported", t)
			}
			t = at.ElemType
		}
		if scale, err = allocSize(t); err != nil {
			return err
		}
		w, err := tr.width(idx.Type())
		if err != nil {
			return err
		}
		if c, ok := idx.(*constant.Int); ok {
			off += uint64(sext(bigBits(c.X)&maskOf(uint(w)), uint(w))) * scale
			continue
		}
		slot, err := tr.operand(idx)
		if err != nil {
			return err
		}
		x.gep = append(x.gep, gepTerm{slot: slot, w: w, scale: scale})
	}
	tr.emit(instr{op: opGEP, dst: dst, a: base, imm: off, x: x, site: s})
	return nil
}

// edgeTo builds the edge from the current block to target with its phi copies.
func (tr *translator) edgeTo(target value.Value) (*edge, error) {
	b, ok := target.(*ir.Block)
	if !ok {
		return nil, fmt.Errorf("branch target %s is not a block", target.Ident())
	}
	e := &edge{block: b}
	dsts := map[int32]bool{}
	var srcs []int32
	for _, inst := range b.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			continue
		}
		var inc value.Value
		for _, in := range phi.Incs {
			if in.Pred == tr.block {
				inc = in.X
				break
			}
		}
		if inc == nil {
			return nil, fmt.Errorf("phi %s in %s has no value for %s", phi.Ident(), b.Ident(), tr.block.Ident())
		}
		n, err := tr.leaves(phi.Type())
		if err != nil {
			return nil, err
		}
		src, err := tr.operand(inc)
		if err != nil {
			return nil, err
		}
		dst := tr.slots[phi]
		for k := int32(0); k < int32(n); k++ {
			e.copies = append(e.copies, dst+k, src+k)
			dsts[dst+k] = true
			srcs = append(srcs, src+k)
		}
	}
	for _, s := range srcs {
		if dsts[s] {
			e.overlap = true
		}
	}
	tr.edges = append(tr.edges, e)
	return e, nil
}

func (tr *translator) term(t ir.Terminator) {
	s := tr.site(t)
	if err := tr.termErr(t, s); err != nil {
		tr.trap(s, ErrUnsupported, "%v", err)
	}
}

func (tr *translator) termErr(t ir.Terminator, s int32) error {
	switch t := t.(type) {
	case *ir.TermRet:
		if t.X == nil {
			tr.emit(instr{op: opRet, a: -1, site: s})
			return nil
		}
		n, err := tr.leaves(t.X.Type())
		if err != nil {
			return err
		}
		a, err := tr.operand(t.X)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opRet, a: a, imm: uint64(n), site: s})
	case *ir.TermBr:
		e, err := tr.edgeTo(t.Target)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opBr, x: &extra{edges: []*edge{e}}, site: s})
	case *ir.TermCondBr:
		a, err := tr.operand(t.Cond)
		if err != nil {
			return err
		}
		et, err := tr.edgeTo(t.TargetTrue)
		if err != nil {
			return err
		}
		ef, err := tr.edgeTo(t.TargetFalse)
		if err != nil {
			return err
		}
		tr.emit(instr{op: opCondBr, a: a, x: &extra{edges: []*edge{et, ef}}, site: s})
	case *ir.TermSwitch:
		a, err := tr.operand(t.X)
		if err != nil {
			return err
		}
		w, err := tr.width(t.X.Type())
		if err != nil {
			return err
		}
		x := &extra{}
		def, err := tr.edgeTo(t.TargetDefault)
		if err != nil {
			return err
		}
		x.edges = append(x.edges, def)
		for _, c := range t.Cases {
			cc, ok := c.X.(constant.Constant)
			if !ok {
				return fmt.Errorf("switch case %s is not a constant", c.X.Ident())
			}
			v, poison, err := tr.p.constScalar(cc)
			if err != nil {
				return err
			}
			if poison {
				return fmt.Errorf("switch case is undef")
			}
			e, err := tr.edgeTo(c.Target)
			if err != nil {
				return err
			}
			x.cases = append(x.cases, v)
			x.edges = append(x.edges, e)
		}
		tr.emit(instr{op: opSwitch, a: a, w: w, x: x, site: s})
	case *ir.TermUnreachable:
		tr.emit(instr{op: opUnreachable, site: s})
	default:
		return fmt.Errorf("terminator is not supported")
	}
	return nil
}
