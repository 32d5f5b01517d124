package isa

import (
	"fmt"
	"strings"
	"sync"
)

// Control holds an instruction's control bits (bits 112..127 of the word).
type Control struct {
	Stall uint8 // cycles before the warp may issue its next instruction (0..15)
	Yield bool  // hint: let another warp issue next
	WSB   uint8 // write scoreboard set until the result arrives, or NoScoreboard
	Req   uint8 // bit mask of scoreboards SB0..SB5 to wait on before issue
}

// NoScoreboard is the WSB value meaning "sets no scoreboard".
const NoScoreboard = 7

// NumScoreboards is the number of write scoreboards SB0..SB5.
const NumScoreboards = 6

// Control bit positions (see docs/isa.md).
const (
	ctrlStallLo = 112
	ctrlYield   = 116
	ctrlWSBLo   = 117
	ctrlReqLo   = 120
	ctrlRsvdLo  = 126
)

// DefaultControl is the control of an unscheduled instruction.
var DefaultControl = Control{WSB: NoScoreboard}

// Word is an encoded 128-bit instruction: bits 0..63 in [0], 64..127 in [1],
// stored in memory as two little-endian uint64s.
type Word [2]uint64

// Bits returns width bits of w starting at bit lo.
func (w Word) Bits(lo, width uint) uint64 {
	var v uint64
	for i := uint(0); i < width; i++ {
		b := lo + i
		v |= (w[b/64] >> (b % 64) & 1) << i
	}
	return v
}

// SetBits stores the low width bits of v at bit lo.
func (w *Word) SetBits(lo, width uint, v uint64) {
	for i := uint(0); i < width; i++ {
		b := lo + i
		w[b/64] &^= 1 << (b % 64)
		w[b/64] |= (v >> i & 1) << (b % 64)
	}
}

// Inst is a decoded instruction: a form and the raw value of each of its
// fields (indexed like Form.Fields), plus the control bits.
type Inst struct {
	Form *Form
	Vals [MaxFields]uint32
	Ctrl Control
}

// NewInst returns an instruction of form f with every field at its default
// (fixed fields at their fixed value, others zero).
func NewInst(f *Form) Inst {
	in := Inst{Form: f, Ctrl: DefaultControl}
	for i, fl := range f.Fields {
		in.Vals[i] = fl.Default
	}
	return in
}

// Get returns the raw value of the named field; ok is false when the form has
// no such field.
func (in *Inst) Get(name string) (v uint32, ok bool) {
	i := in.Form.FieldIndex(name)
	if i < 0 {
		return 0, false
	}
	return in.Vals[i], true
}

// Set stores the raw value of the named field.
func (in *Inst) Set(name string, v uint32) error {
	i := in.Form.FieldIndex(name)
	if i < 0 {
		return fmt.Errorf("%s has no field %s", in.Form.Name, name)
	}
	in.Vals[i] = v
	return nil
}

// Signed returns field i sign-extended from its width.
func (in *Inst) Signed(i int) int64 {
	w := in.Form.Fields[i].Width
	v := int64(in.Vals[i])
	if w < 64 && v>>(w-1)&1 != 0 {
		v -= 1 << w
	}
	return v
}

// RegCount is the number of consecutive registers a register field of the
// instruction spans (1 for 32-bit operands and predicates, 2 for 64-bit
// pairs, 4 for 128-bit quads).
func (in *Inst) RegCount(field int) int {
	w := in.Form.Bitwidths[field].Width(&in.Vals)
	if w <= 32 {
		return 1
	}
	return w / 32
}

// Validate checks that every field holds a legal value: values fit their
// fields, modifiers name defined values, wide registers are aligned, no
// encoding exception applies, and the control bits are in range.
func (in *Inst) Validate() error {
	f := in.Form
	for i := range f.Fields {
		fl := &f.Fields[i] // not a copy: the verifier validates every instruction after every pass
		v := in.Vals[i]
		if fl.Width < 32 && v >= 1<<fl.Width {
			return fmt.Errorf("%s: field %s = %#x does not fit in %d bits", f.Name, fl.Name, v, fl.Width)
		}
		if fl.Fixed && v != fl.Default {
			return fmt.Errorf("%s: fixed field %s must be %#x, not %#x", f.Name, fl.Name, fl.Default, v)
		}
		if fl.Kind == KindEnum && !enums[fl.Enum].Valid(v) {
			return fmt.Errorf("%s: field %s = %d is not a value of %s", f.Name, fl.Name, v, enums[fl.Enum].Name)
		}
	}
	for _, e := range f.Exceptions {
		if in.Vals[e.Field] == e.Value {
			return fmt.Errorf("%s: illegal encoding: %s", f.Name, strings.TrimSpace(e.Message))
		}
	}
	for _, r := range f.Uses {
		if err := in.checkAlign(int(r.Field), r.Class); err != nil {
			return err
		}
	}
	for _, r := range f.Defs {
		if err := in.checkAlign(int(r.Field), r.Class); err != nil {
			return err
		}
	}
	c := in.Ctrl
	if c.Stall > 15 || c.WSB > NoScoreboard || c.WSB == NumScoreboards || c.Req >= 1<<NumScoreboards {
		return fmt.Errorf("%s: control bits out of range: %+v", f.Name, c)
	}
	return nil
}

func (in *Inst) checkAlign(field int, class Class) error {
	if class != GPR && class != UR {
		return nil
	}
	n := in.RegCount(field)
	if n == 1 {
		return nil
	}
	r := in.Vals[field]
	zero := uint32(RZ)
	if class == UR {
		zero = URZ
	}
	if r == zero {
		return nil
	}
	if r%uint32(n) != 0 || r+uint32(n)-1 >= zero {
		return fmt.Errorf("%s: %d-bit operand %s needs an aligned group of %d registers, not %s%d",
			in.Form.Name, n*32, in.Form.Fields[field].Name, n, map[Class]string{GPR: "R", UR: "UR"}[class], r)
	}
	return nil
}

// Encode packs the instruction into a word after validating it.
func (in *Inst) Encode() (Word, error) {
	if in.Form == nil {
		return Word{}, fmt.Errorf("instruction has no form")
	}
	if err := in.Validate(); err != nil {
		return Word{}, err
	}
	var w Word
	for i, fl := range in.Form.Fields {
		w.SetBits(uint(fl.Lo), uint(fl.Width), uint64(in.Vals[i]))
	}
	c := in.Ctrl
	w.SetBits(ctrlStallLo, 4, uint64(c.Stall))
	if c.Yield {
		w.SetBits(ctrlYield, 1, 1)
	}
	w.SetBits(ctrlWSBLo, 3, uint64(c.WSB))
	w.SetBits(ctrlReqLo, 6, uint64(c.Req))
	return w, nil
}

// decodeIndex groups the forms by their low 12 bits (optype and stype),
// built on first use: a counting sort into one slice, cheaper to build than
// a map (every compile validates its code, so every process builds it).
type decodeBuckets struct {
	start [4097]uint16 // forms of key k: order[start[k]:start[k+1]]
	order []uint16     // form indexes, ascending within a key
}

var decodeIndex = sync.OnceValue(func() *decodeBuckets {
	x := &decodeBuckets{order: make([]uint16, len(forms))}
	for i := range forms {
		x.start[forms[i].Value[0]&0xfff+1]++
	}
	for k := 1; k < len(x.start); k++ {
		x.start[k] += x.start[k-1]
	}
	next := x.start
	for i := range forms {
		key := forms[i].Value[0] & 0xfff
		x.order[next[key]] = uint16(i)
		next[key]++
	}
	return x
})

// candidates returns the indexes of the forms whose low 12 bits are key's.
func (x *decodeBuckets) candidates(key uint16) []uint16 { return x.order[x.start[key]:x.start[key+1]] }

// DecodeError says why a word is not a valid instruction.
type DecodeError struct {
	Word   Word
	Reason string
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("invalid instruction %#016x_%016x: %s", e.Word[1], e.Word[0], e.Reason)
}

// Decode identifies the form of w and extracts every field. Words that match
// no form, set bits no field of their form covers, or hold illegal field
// values are errors.
func Decode(w Word) (Inst, error) {
	cands := decodeIndex().candidates(uint16(w[0] & 0xfff))
	var f *Form
	for _, i := range cands {
		c := &forms[i]
		if w[0]&c.Mask[0] == c.Value[0] && w[1]&c.Mask[1] == c.Value[1] {
			f = c
			break
		}
	}
	if f == nil {
		return Inst{}, &DecodeError{w, fmt.Sprintf("no form has optype %#x and stype %#x", w[0]&0xff, w[0]>>8&0xf)}
	}
	const ctrlMask = uint64(0xffff) << (ctrlStallLo - 64)
	if extra := w[0] &^ f.Used[0]; extra != 0 {
		return Inst{}, &DecodeError{w, fmt.Sprintf("%s does not define bits %#x of the low half", f.Name, extra)}
	}
	if extra := w[1] &^ (f.Used[1] | ctrlMask); extra != 0 {
		return Inst{}, &DecodeError{w, fmt.Sprintf("%s does not define bits %#x of the high half", f.Name, extra)}
	}
	if w.Bits(ctrlRsvdLo, 2) != 0 {
		return Inst{}, &DecodeError{w, "reserved control bits 126..127 are set"}
	}
	in := Inst{Form: f}
	for i, fl := range f.Fields {
		in.Vals[i] = uint32(w.Bits(uint(fl.Lo), uint(fl.Width)))
	}
	in.Ctrl = Control{
		Stall: uint8(w.Bits(ctrlStallLo, 4)),
		Yield: w.Bits(ctrlYield, 1) != 0,
		WSB:   uint8(w.Bits(ctrlWSBLo, 3)),
		Req:   uint8(w.Bits(ctrlReqLo, 6)),
	}
	if err := in.Validate(); err != nil {
		return Inst{}, &DecodeError{w, err.Error()}
	}
	return in, nil
}

// Latency returns the fixed latency of the instruction's optype in cycles,
// or 0 with variable true when the result arrives after a variable delay.
func (in *Inst) Latency() (cycles int, variable bool) {
	o := in.Form.Op()
	return o.Latency, o.Variable
}
