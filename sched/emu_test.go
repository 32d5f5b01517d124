package sched

import (
	"bytes"
	"encoding/binary"
	"math/rand"
	"strings"
	"testing"

	"gpucc/emu"
	"gpucc/ir"
	"gpucc/isa"
	"gpucc/launch"
)

// These tests run scheduled code on the emulator in strict mode (every
// timing rule checked, naming both instructions of a violation), with the
// typical variable latencies and with random ones (stress mode).

// linearize lays the blocks out in order and resolves branch targets to
// byte offsets from the next instruction.
func linearize(t *testing.T, f *ir.Func) []isa.Inst {
	t.Helper()
	start := map[*ir.Block]int{}
	n := 0
	for _, b := range f.Blocks {
		start[b] = n
		n += len(b.Instrs)
	}
	var out []isa.Inst
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			inst := in.Inst
			if in.Target != nil {
				off := int32(start[in.Target]-(len(out)+1)) * isa.InstBytes
				if err := inst.Set("target", uint32(off)); err != nil {
					t.Fatal(err)
				}
			}
			out = append(out, inst)
		}
	}
	return out
}

func cmem(off uint32) uint32 { return off } // bank 0

func s2rTid(rd uint32) *ir.Instr {
	return ir.NewInstr("S2R_X").SetPhys("rd", rd).SetVal("sr", 0x21)
}

func movc(rd, off uint32) *ir.Instr {
	return ir.NewInstr("MOV_C").SetPhys("rd", rd).SetVal("vb", cmem(off))
}

// wideAddr sets rd:rd+1 = ra * scale + rc:rc+1.
func wideAddr(rd, ra, scale, rc uint32) *ir.Instr {
	return ir.NewInstr("IMAD_WIDE_RIR").SetMod("itype", "U32").SetPhys("rd", rd).SetPhys("ra", ra).SetVal("vb", scale).SetPhys("rc", rc)
}

func ldgOff(rd, ra, off uint32) *ir.Instr { return ldg(rd, ra).SetVal("off", off) }

func stgOff(ra, off, rb uint32) *ir.Instr { return stg(ra, rb).SetVal("off", off) }

// runOnEmu schedules f, runs it for one warp of 32 threads with buf as its
// only parameter buffer, and returns the buffer afterwards.
func runOnEmu(t *testing.T, f *ir.Func, opts Options, emuOpts emu.Options, buf []uint32) []uint32 {
	t.Helper()
	f.ComputeCFG()
	if err := Schedule(f, opts); err != nil {
		t.Fatal(err)
	}
	p, err := emu.LoadInsts("k", linearize(t, f), 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	d := emu.NewDevice(emuOpts)
	data := make([]byte, 4*len(buf))
	for i, v := range buf {
		binary.LittleEndian.PutUint32(data[4*i:], v)
	}
	addr, err := d.Alloc(uint64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write(addr, data); err != nil {
		t.Fatal(err)
	}
	params := binary.LittleEndian.AppendUint64(nil, addr)
	one := launch.Dim3{X: 1, Y: 1, Z: 1}
	if _, err := d.Launch(p, emu.Config{Grid: one, Block: launch.Dim3{X: 32, Y: 1, Z: 1}, Params: params}); err != nil {
		t.Fatalf("%+v: %v\n%s", opts, err, dump(f))
	}
	back, err := d.Read(addr, uint64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := make([]uint32, len(buf))
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(back[4*i:])
	}
	return out
}

var emuModes = []struct {
	opts    Options
	emuOpts emu.Options
}{
	{Options{}, emu.Options{}},
	{Options{Reorder: true}, emu.Options{}},
	{Options{Serial: true}, emu.Options{}},
	{Options{Reorder: true}, emu.Options{Stress: true, Seed: 1}},
	{Options{Reorder: true}, emu.Options{Stress: true, Seed: 2}},
	{Options{}, emu.Options{Stress: true, Seed: 3}},
}

func TestEmuStraightLine(t *testing.T) {
	build := func() *ir.Func {
		f, b := newFunc(1)
		// out[i] = (a[i]+i)*(a[i]+i) + a[i] + c[i], with a at word 0, c at
		// word 32 and out at word 64 of the buffer.
		add(b[0],
			s2rTid(0), movc(2, 0x160), movc(3, 0x164), wideAddr(4, 0, 4, 2),
			ldgOff(6, 4, 0), iadd(7, 6, 0), imad(8, 7, 7, 6),
			ldgOff(9, 4, 0x80), iadd(10, 9, 8), stgOff(4, 0x100, 10), exit())
		return f
	}
	for _, m := range emuModes {
		buf := make([]uint32, 96)
		for i := 0; i < 32; i++ {
			buf[i] = uint32(i*7 + 3)
			buf[32+i] = uint32(1000 - i)
		}
		got := runOnEmu(t, build(), m.opts, m.emuOpts, buf)
		for i := 0; i < 32; i++ {
			a, c := uint32(i*7+3), uint32(1000-i)
			want := (a+uint32(i))*(a+uint32(i)) + a + c
			if got[64+i] != want {
				t.Fatalf("%+v %+v: out[%d] = %d, want %d", m.opts, m.emuOpts, i, got[64+i], want)
			}
		}
	}
}

func TestEmuLoop(t *testing.T) {
	build := func() *ir.Func {
		f, b := newFunc(3)
		// sum = a[0][i] + a[1][i] + a[2][i] + a[3][i] (rows of 32 words),
		// stored at word 128 + i.
		mov0 := func(rd uint32) *ir.Instr { return ir.NewInstr("MOV_I").SetPhys("rd", rd).SetVal("vb", 0) }
		add(b[0], s2rTid(0), movc(2, 0x160), movc(3, 0x164), wideAddr(4, 0, 4, 2), mov0(10), mov0(11))
		add(b[1],
			wideAddr(12, 11, 0x80, 4), ldg(6, 12),
			ir.NewInstr("IADD_RI").SetPhys("rd", 11).SetPhys("ra", 11).SetVal("vb", 1),
			ir.NewInstr("ISETP_RI").SetMod("compop", "LT").SetMod("boolop", "AND").SetPhys("pu", 0).SetPhys("ra", 11).SetVal("vb", 4).SetPhys("pp", isa.PT),
			iadd(10, 10, 6), bra(b[1], 0))
		add(b[2], stgOff(4, 0x200, 10), exit())
		return f
	}
	for _, m := range emuModes {
		buf := make([]uint32, 160)
		for i := 0; i < 128; i++ {
			buf[i] = uint32(i*i + 1)
		}
		got := runOnEmu(t, build(), m.opts, m.emuOpts, buf)
		for i := 0; i < 32; i++ {
			var want uint32
			for k := 0; k < 4; k++ {
				want += uint32((k*32+i)*(k*32+i) + 1)
			}
			if got[128+i] != want {
				t.Fatalf("%+v %+v: out[%d] = %d, want %d", m.opts, m.emuOpts, i, got[128+i], want)
			}
		}
	}
}

// TestEmuRejectsBrokenBits makes sure the emulator run is not vacuous: a
// missing wait must be reported.
func TestEmuRejectsBrokenBits(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], s2rTid(0), movc(2, 0x160), movc(3, 0x164), wideAddr(4, 0, 4, 2),
		ldgOff(6, 4, 0), iadd(7, 6, 0), stgOff(4, 0x100, 7), exit())
	f.ComputeCFG()
	if err := Schedule(f, Options{}); err != nil {
		t.Fatal(err)
	}
	b[0].Instrs[5].Inst.Ctrl.Req = 0 // the IADD no longer waits for the LDG
	p, err := emu.LoadInsts("k", linearize(t, f), 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	d := emu.NewDevice(emu.Options{})
	addr, _ := d.Alloc(4 * 96)
	one := launch.Dim3{X: 1, Y: 1, Z: 1}
	_, err = d.Launch(p, emu.Config{Grid: one, Block: launch.Dim3{X: 32, Y: 1, Z: 1}, Params: binary.LittleEndian.AppendUint64(nil, addr)})
	if err == nil || !strings.Contains(err.Error(), "RAW hazard") || !strings.Contains(err.Error(), "LDG") {
		t.Fatalf("emulator accepted a missing $req: %v", err)
	}
}

// emuProgram returns a random program that is safe to run: addresses come
// from R[12:13] = buffer + 16*tid (set up first, never overwritten), loads
// and stores alias, branches only go forward, and uniform registers are left
// alone (the compiler keeps uniform writes out of divergent code).
func (g *gen) emuProgram() *ir.Func {
	nb := 1 + g.r.Intn(5)
	f, bs := newFunc(nb)
	add(bs[0], s2rTid(20), movc(40, 0x160), movc(41, 0x164), wideAddr(12, 20, 16, 40))
	offs := []uint32{0, 16, 0x200, 0x210}
	for bi, b := range bs {
		n := g.r.Intn(10)
		for i := 0; i < n; i++ {
			var in *ir.Instr
			switch g.r.Intn(16) {
			case 0, 1:
				in = iadd(g.gpr(), g.gpr(), g.gpr())
			case 2:
				in = imad(g.gpr(), g.gpr(), g.gpr(), g.gpr())
			case 3:
				in = isetp(g.pred(), g.gpr(), g.gpr())
			case 4:
				in = ir.NewInstr("SEL_RR").SetPhys("rd", g.gpr()).SetPhys("ra", g.gpr()).SetPhys("rb", g.gpr()).SetPhys("pp", g.pred())
			case 5:
				in = ir.NewInstr("IMAD_WIDE_RRR").SetPhys("rd", g.pair()).SetPhys("ra", g.gpr()).SetPhys("rb", g.gpr()).SetPhys("rc", g.pair())
			case 6:
				in = ir.NewInstr("S2R_X").SetPhys("rd", g.gpr()).SetVal("sr", 0)
			case 7, 8:
				in = ldgOff(g.gpr(), 12, offs[g.r.Intn(4)])
			case 9:
				in = ir.NewInstr("LDG_R").SetMod("memtype", "128").SetPhys("rd", g.quad()).SetPhys("ra", 12).SetVal("off", offs[g.r.Intn(4)])
			case 10, 11:
				in = stgOff(12, offs[g.r.Intn(4)], g.gpr())
			case 12:
				in = ir.NewInstr("LDS_R").SetPhys("rd", g.gpr()).SetPhys("ra", isa.RZ).SetVal("off", 4*uint32(g.r.Intn(4)))
			case 13:
				in = ir.NewInstr("STS_R").SetPhys("ra", isa.RZ).SetPhys("rb", g.gpr()).SetVal("off", 4*uint32(g.r.Intn(4)))
			case 14:
				in = ir.NewInstr("ATOMG_R").SetMod("atomop", "ADD").SetPhys("rd", g.gpr()).SetPhys("ra", 12).SetPhys("rb", g.gpr()).SetVal("off", 0x300)
			case 15:
				in = ir.NewInstr("R2P_RI").SetPhys("ra", g.gpr()).SetVal("vb", 0x7f)
			}
			if g.r.Intn(5) == 0 {
				in.SetPhys("pg", uint32(g.r.Intn(3)))
			}
			b.Append(in)
		}
		if bi == nb-1 {
			b.Append(exit())
			continue
		}
		fwd := func() *ir.Block { return bs[bi+1+g.r.Intn(nb-bi-1)] }
		switch g.r.Intn(4) {
		case 1:
			b.Append(bra(fwd(), uint32(g.r.Intn(3))))
		case 2:
			add(b, bra(fwd(), uint32(g.r.Intn(3))), bra(fwd(), isa.PT))
		case 3:
			b.Append(ir.NewInstr("EXIT_X").SetPhys("pg", uint32(g.r.Intn(3))))
		}
	}
	// Store the registers so that every result is compared.
	last := bs[nb-1]
	last.Instrs = last.Instrs[:len(last.Instrs)-1]
	for r := uint32(0); r < 12; r++ {
		last.Append(stgOff(12, 0x400+4*r, r))
	}
	last.Append(exit())
	return f
}

func TestEmuRandomPrograms(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 100
	}
	for seed := 0; seed < n; seed++ {
		var ref []byte
		for mi, m := range emuModes {
			g := &gen{r: rand.New(rand.NewSource(int64(seed)))}
			f := g.emuProgram()
			f.ComputeCFG()
			if err := Schedule(f, m.opts); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			p, err := emu.LoadInsts("k", linearize(t, f), 0, 64)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			d := emu.NewDevice(m.emuOpts)
			addr, _ := d.Alloc(0x800)
			init := make([]byte, 0x800)
			for i := range init {
				init[i] = byte(i*7 + seed)
			}
			if err := d.Write(addr, init); err != nil {
				t.Fatal(err)
			}
			one := launch.Dim3{X: 1, Y: 1, Z: 1}
			if _, err := d.Launch(p, emu.Config{Grid: one, Block: launch.Dim3{X: 32, Y: 1, Z: 1}, Params: binary.LittleEndian.AppendUint64(nil, addr)}); err != nil {
				t.Fatalf("seed %d %+v %+v: %v\n%s", seed, m.opts, m.emuOpts, err, dump(f))
			}
			out, err := d.Read(addr, 0x800)
			if err != nil {
				t.Fatal(err)
			}
			if mi == 0 {
				ref = out
			} else if !bytes.Equal(out, ref) {
				t.Fatalf("seed %d %+v: memory differs from the unreordered run\n%s", seed, m.opts, dump(f))
			}
		}
	}
}
