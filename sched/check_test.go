package sched

import (
	"fmt"
	"sort"
	"strings"

	"gpucc/ir"
	"gpucc/isa"
)

// This file is an independent timing checker: it walks every path of a
// scheduled function (exploring states, so loops terminate) and issues each
// instruction as early as its predecessor's stall allows, assuming every
// scoreboard wait is free and every variable-latency result arrives as late
// as possible (only when waited for). It shares no code with the scheduler:
// register operands come from ir.Instr.Uses/Defs and the ISA form flags.

type chkReg struct {
	class isa.Class
	n     uint32
}

func (r chkReg) String() string {
	return fmt.Sprintf("%s%d", map[isa.Class]string{isa.GPR: "R", isa.UR: "UR", isa.PR: "P", isa.UPR: "UP", isa.BR: "B"}[r.class], r.n)
}

func isZeroReg(class isa.Class, n uint32) bool {
	switch class {
	case isa.GPR:
		return n == isa.RZ
	case isa.UR:
		return n == isa.URZ
	case isa.PR:
		return n == isa.PT
	case isa.UPR:
		return n == isa.UPT
	}
	return false
}

func expand(ops []ir.Operand) []chkReg {
	var out []chkReg
	for _, o := range ops {
		if isZeroReg(o.Class, o.Phys) {
			continue
		}
		c := o.Count
		if o.Class == isa.PR || o.Class == isa.UPR || o.Class == isa.BR {
			c = 1
		}
		for k := 0; k < c; k++ {
			out = append(out, chkReg{o.Class, o.Phys + uint32(k)})
		}
	}
	return out
}

func allOf(class isa.Class, n int) []chkReg {
	var out []chkReg
	for i := 0; i < n; i++ {
		out = append(out, chkReg{class, uint32(i)})
	}
	return out
}

// chkUses and chkDefs are the registers an instruction reads and writes.
func chkUses(in *ir.Instr) []chkReg {
	out := expand(in.Uses())
	f := in.Inst.Form
	if f.ReadsPR {
		out = append(out, allOf(isa.PR, 7)...)
	}
	if f.Indirect && len(f.Defs) > 0 { // GETGPR
		out = append(out, allOf(isa.GPR, 255)...)
	}
	return out
}

func chkDefs(in *ir.Instr) []chkReg {
	out := expand(in.Defs())
	f := in.Inst.Form
	if f.WritesPR {
		out = append(out, allOf(isa.PR, 7)...)
	}
	if f.Indirect && len(f.Defs) == 0 { // SETGPR
		out = append(out, allOf(isa.GPR, 255)...)
	}
	return out
}

func opName(in *ir.Instr) string { return in.Inst.Form.Op().Name }

// chkState is the dynamic state, in absolute cycles.
type chkState struct {
	next    int64             // earliest issue cycle of the next instruction
	fixed   map[chkReg]int64  // cycle from which a fixed-latency result is readable
	fixedBy map[chkReg]string // its producer
	varSB   map[chkReg]int    // scoreboard of a pending variable-latency write
	varBy   map[chkReg]string
	busy    [isa.NumScoreboards]bool
	busyBy  [isa.NumScoreboards]string
}

func newChkState() *chkState {
	return &chkState{fixed: map[chkReg]int64{}, fixedBy: map[chkReg]string{}, varSB: map[chkReg]int{}, varBy: map[chkReg]string{}}
}

func (s *chkState) clone() *chkState {
	c := *s
	c.fixed, c.fixedBy, c.varSB, c.varBy = map[chkReg]int64{}, map[chkReg]string{}, map[chkReg]int{}, map[chkReg]string{}
	for k, v := range s.fixed {
		c.fixed[k] = v
		c.fixedBy[k] = s.fixedBy[k]
	}
	for k, v := range s.varSB {
		c.varSB[k] = v
		c.varBy[k] = s.varBy[k]
	}
	return &c
}

// key normalizes the state relative to s.next (for deduplication).
func (s *chkState) key() string {
	var parts []string
	for r, c := range s.fixed {
		if c > s.next {
			parts = append(parts, fmt.Sprintf("%v+%d", r, c-s.next))
		}
	}
	for r, k := range s.varSB {
		parts = append(parts, fmt.Sprintf("%v@%d", r, k))
	}
	for k, b := range s.busy {
		if b {
			parts = append(parts, fmt.Sprintf("SB%d", k))
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, ",")
}

// checkTiming explores all paths of f and returns the first violation of
// the timing rules, or an error when more than maxStates distinct block
// entry states are reached.
func checkTiming(f *ir.Func, maxStates int) error {
	index := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		index[b] = i
	}
	type item struct {
		block int
		st    *chkState
	}
	seen := map[string]bool{}
	work := []item{{0, newChkState()}}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		k := fmt.Sprintf("%d|%s", it.block, it.st.key())
		if seen[k] {
			continue
		}
		seen[k] = true
		if len(seen) > maxStates {
			return fmt.Errorf("more than %d states", maxStates)
		}
		b := f.Blocks[it.block]
		st := it.st
		terminated := false
		for i, in := range b.Instrs {
			where := fmt.Sprintf("%s #%d `%s`", b.Label(), i, f.FormatInstr(in))
			if err := st.issue(in, where); err != nil {
				return err
			}
			if in.IsBranch() {
				work = append(work, item{index[in.Target], st.clone()})
				if !in.Guarded() {
					terminated = true
					break
				}
			}
			if opName(in) == "EXIT" && !in.Guarded() {
				terminated = true
				break
			}
		}
		if !terminated && it.block+1 < len(f.Blocks) {
			work = append(work, item{it.block + 1, st})
		}
	}
	return nil
}

// issue checks one instruction issuing at s.next and applies its effects.
func (s *chkState) issue(in *ir.Instr, where string) error {
	c := in.Inst.Ctrl
	op := in.Inst.Form.Op()
	t := s.next
	if c.Stall > 15 || c.Req >= 1<<isa.NumScoreboards || c.WSB == 6 || c.WSB > 7 {
		return fmt.Errorf("%s: control bits out of range %+v", where, c)
	}
	// Waits first: the instruction issues once the scoreboards are clear.
	for k := 0; k < isa.NumScoreboards; k++ {
		if c.Req&(1<<k) == 0 {
			continue
		}
		s.busy[k] = false
		for r, sb := range s.varSB {
			if sb == k {
				delete(s.varSB, r)
				delete(s.varBy, r)
			}
		}
	}
	uses, defs := chkUses(in), chkDefs(in)
	for _, r := range uses {
		if sb, ok := s.varSB[r]; ok {
			return fmt.Errorf("%s reads %v while %s may still write it (SB%d not waited)", where, r, s.varBy[r], sb)
		}
		if s.fixed[r] > t {
			return fmt.Errorf("%s reads %v at cycle %d, %s makes it readable at %d", where, r, t, s.fixedBy[r], s.fixed[r])
		}
	}
	for _, r := range defs {
		if sb, ok := s.varSB[r]; ok {
			return fmt.Errorf("%s writes %v while %s may still write it (SB%d not waited)", where, r, s.varBy[r], sb)
		}
		done := t
		if !op.Variable {
			done = t + int64(op.Latency)
		}
		if s.fixed[r] > done {
			return fmt.Errorf("%s writes %v completing at %d, before the older write by %s (%d)", where, r, done, s.fixedBy[r], s.fixed[r])
		}
	}
	if op.Variable && len(in.Inst.Form.Defs) > 0 {
		if c.WSB >= isa.NumScoreboards {
			return fmt.Errorf("%s: variable latency with results but no $wsb", where)
		}
		if s.busy[c.WSB] {
			return fmt.Errorf("%s sets SB%d still set by %s", where, c.WSB, s.busyBy[c.WSB])
		}
		s.busy[c.WSB] = true
		s.busyBy[c.WSB] = where
		for _, r := range defs {
			s.varSB[r] = int(c.WSB)
			s.varBy[r] = where
			delete(s.fixed, r)
			delete(s.fixedBy, r)
		}
	} else {
		if !op.Variable && c.WSB != isa.NoScoreboard {
			return fmt.Errorf("%s: fixed latency with $wsb=SB%d", where, c.WSB)
		}
		for _, r := range defs {
			s.fixed[r] = t + int64(op.Latency)
			s.fixedBy[r] = where
		}
	}
	s.next = t + int64(max(1, c.Stall))
	// Divergence rule of the scheduler: after a point where the warp may
	// switch paths, nothing may be outstanding.
	switch op.Name {
	case "EXIT", "BSYNC", "WARPSYNC", "BAR", "BAR_RED":
		for r, c := range s.fixed {
			if c > s.next {
				return fmt.Errorf("%s lets the warp switch paths with %v pending from %s", where, r, s.fixedBy[r])
			}
		}
		for k, b := range s.busy {
			if b {
				return fmt.Errorf("%s lets the warp switch paths with SB%d set by %s", where, k, s.busyBy[k])
			}
		}
	}
	return nil
}

// checkOrder verifies that a reordered block keeps every pair of
// conflicting instructions in their original order and its terminators in
// place. Conflicts: a shared register written by either; two accesses to
// the same memory space one of which writes; a fence and a side effect.
func checkOrder(f *ir.Func, b *ir.Block, orig []*ir.Instr) error {
	if len(orig) != len(b.Instrs) {
		return fmt.Errorf("%s: %d instructions, had %d", b.Label(), len(b.Instrs), len(orig))
	}
	pos := map[*ir.Instr]int{}
	for i, in := range b.Instrs {
		pos[in] = i
	}
	tail := len(orig)
	for i, in := range orig {
		if _, ok := pos[in]; !ok {
			return fmt.Errorf("%s: instruction %s lost", b.Label(), f.FormatInstr(in))
		}
		if in.IsBranch() || opName(in) == "EXIT" && !in.Guarded() {
			if tail == len(orig) {
				tail = i
			}
		}
	}
	for i := tail; i < len(orig); i++ {
		if b.Instrs[i] != orig[i] {
			return fmt.Errorf("%s: terminator %s moved", b.Label(), f.FormatInstr(orig[i]))
		}
	}
	for i := 0; i < len(orig); i++ {
		for j := i + 1; j < len(orig); j++ {
			if conflict(orig[i], orig[j]) && pos[orig[i]] > pos[orig[j]] {
				return fmt.Errorf("%s: %s moved below %s", b.Label(), f.FormatInstr(orig[i]), f.FormatInstr(orig[j]))
			}
		}
	}
	return nil
}

func overlap(a, b []chkReg) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

var chkSpace = map[string]string{
	"LDG": "global", "STG": "global", "ATOMG": "global", "RED": "global",
	"LDS": "shared", "STS": "shared", "ATOMS": "shared",
	"LDL": "local", "STL": "local",
}

func chkWritesMem(in *ir.Instr) bool {
	switch opName(in) {
	case "STG", "ATOMG", "RED", "STS", "ATOMS", "STL":
		return true
	}
	return false
}

func chkFence(in *ir.Instr) bool {
	switch opName(in) {
	case "BAR", "BAR_RED", "BSSY", "BSYNC", "WARPSYNC", "EXIT", "BRA", "MEMBAR":
		return true
	case "S2R", "S2UR":
		sr, _ := in.Inst.Get("sr")
		return sr == 2 || sr == 3
	}
	return false
}

func chkSide(in *ir.Instr) bool {
	switch opName(in) {
	case "LDC", "ULDC", "GETGPR", "SETGPR": // may fault
		return true
	}
	return chkSpace[opName(in)] != "" || chkFence(in)
}

func conflict(a, b *ir.Instr) bool {
	ua, da, ub, db := chkUses(a), chkDefs(a), chkUses(b), chkDefs(b)
	if overlap(da, ub) || overlap(ua, db) || overlap(da, db) {
		return true
	}
	if sa, sb := chkSpace[opName(a)], chkSpace[opName(b)]; sa != "" && sa == sb && (chkWritesMem(a) || chkWritesMem(b)) {
		return true
	}
	return chkFence(a) && chkSide(b) || chkFence(b) && chkSide(a)
}
