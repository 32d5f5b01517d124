package emu

import (
	"encoding/binary"
	"fmt"
	"unsafe"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// Options configure a device.
type Options struct {
	// Lenient turns off the timing checks of strict mode (the default):
	// reads then simply see the newest value, as in a functional simulator.
	// Control bits still time the run ($req waits, stall counts).
	Lenient bool
	// Stress draws every variable latency at random from [1, 4N] (N the
	// optype's typical delay), seeded by Seed, so that a missing $req
	// cannot hide behind a long enough stall.
	Stress bool
	Seed   uint64
	// MaxWarpInsts bounds the warp instructions of one launch (0:
	// DefaultMaxWarpInsts); exceeding it is an ErrLimit error.
	MaxWarpInsts uint64
	// Jobs is the number of CTAs run in parallel (0 or 1: one after
	// another). Results, statistics and errors are those of the serial
	// run whatever the kernel does (see parallel.go): CTAs that depend
	// on each other through global memory are run again in order.
	Jobs int
}

// DefaultMaxWarpInsts is the instruction budget of a launch when
// Options.MaxWarpInsts is 0.
const DefaultMaxWarpInsts = 1 << 28

// Machine limits.
const (
	MaxBlockThreads = 1024
	MaxSharedBytes  = 256 << 10 // static plus dynamic shared memory per CTA
	MaxLocalBytes   = 1 << 20   // local memory per thread
)

// Device is an emulated GPU: global memory the host allocates and copies
// to and from, constant banks 1..63, and the launch options. A Device is
// not safe for concurrent use; Programs are.
type Device struct {
	opts   Options
	mem    globalMem
	banks  [64][]byte
	mapped map[string]bool // module globals already mapped (globals.go)

	// constShared says that banks[obj.ConstBank] is a program's image of
	// its __constant__ globals (mapGlobals), shared with other devices:
	// copied before it changes.
	constShared bool
}

// NewDevice returns a device with empty memory.
func NewDevice(opts Options) *Device { return &Device{opts: opts} }

// Alloc allocates size bytes of zeroed global memory and returns their
// address. Allocations follow the layout of launch.Launch.BufferAddrs: the
// first at launch.GlobalBase, each 256-byte aligned and followed by an
// unmapped gap, so that running off the end of a buffer faults.
func (d *Device) Alloc(size uint64) (uint64, error) {
	if size > 1<<32 {
		return 0, fmt.Errorf("emu: allocation of %d bytes is too large", size)
	}
	return d.mem.alloc(size), nil
}

func (d *Device) span(addr, n uint64) ([]byte, error) {
	a := d.mem.find(addr, n)
	if a == nil {
		return nil, fmt.Errorf("emu: %d bytes at %#x are not inside one allocation", n, addr)
	}
	return a.data[addr-a.base : addr-a.base+n], nil
}

// Write copies data to global memory at addr (host to device).
func (d *Device) Write(addr uint64, data []byte) error {
	b, err := d.span(addr, uint64(len(data)))
	if err != nil {
		return err
	}
	copy(b, data)
	return nil
}

// Read copies n bytes of global memory at addr (device to host).
func (d *Device) Read(addr, n uint64) ([]byte, error) {
	b, err := d.span(addr, n)
	if err != nil {
		return nil, err
	}
	return append([]byte(nil), b...), nil
}

// SetConstBank sets the contents of constant bank 1..63 for later launches
// (bank 0 holds each launch's geometry and parameters).
func (d *Device) SetConstBank(bank int, data []byte) error {
	if bank < 1 || bank > 63 {
		return fmt.Errorf("emu: constant bank %d: only banks 1..63 can be set", bank)
	}
	if len(data) > 1<<16 {
		return fmt.Errorf("emu: constant bank %d: %d bytes exceed 64 KiB", bank, len(data))
	}
	d.banks[bank] = append([]byte(nil), data...)
	if bank == obj.ConstBank {
		d.constShared = false
	}
	return nil
}

// Config is the geometry and parameters of a launch.
type Config struct {
	Grid, Block launch.Dim3
	SharedBytes uint32 // dynamic shared memory per CTA
	Params      []byte // the parameter block, copied to c[0x0][0x160]
}

// Launch runs the kernel over the grid: CTAs one after another, or
// Options.Jobs at a time with the serial run's outcome. The statistics are
// returned also when the launch fails.
func (d *Device) Launch(p *Program, cfg Config) (*Stats, error) {
	x, err := d.launch(p, cfg)
	if x == nil {
		return &Stats{}, err
	}
	x.putCTA(x.cta)
	x.cta = nil
	if lp := p.ctaPool; lp != nil {
		lp.putConsts(x.consts, x.constErr, x.bank0)
		x.consts, x.constErr, x.bank0 = nil, nil, nil
	}
	return &x.stats, err
}

// launch runs a launch and returns its state (nil if it could not start);
// tests inspect the registers of the last CTA.
func (d *Device) launch(p *Program, cfg Config) (*run, error) {
	k := &p.Kernel
	fail := func(format string, args ...any) (*run, error) {
		return nil, &Error{Kind: ErrLaunch, Kernel: k.Name, Msg: fmt.Sprintf(format, args...)}
	}
	for _, dim := range []struct {
		name string
		d    launch.Dim3
	}{{"grid", cfg.Grid}, {"block", cfg.Block}} {
		if dim.d.X == 0 || dim.d.Y == 0 || dim.d.Z == 0 {
			return fail("%s (%d,%d,%d) has an empty dimension", dim.name, dim.d.X, dim.d.Y, dim.d.Z)
		}
	}
	threads := cfg.Block.Count()
	if threads > MaxBlockThreads {
		return fail("block (%d,%d,%d) has %d threads; at most %d", cfg.Block.X, cfg.Block.Y, cfg.Block.Z, threads, MaxBlockThreads)
	}
	shared := uint64(k.SharedBytes+15)&^15 + uint64(cfg.SharedBytes)
	if shared > MaxSharedBytes {
		return fail("%d bytes of shared memory (static %d, dynamic %d) exceed %d", shared, k.SharedBytes, cfg.SharedBytes, MaxSharedBytes)
	}
	if k.LocalBytes > MaxLocalBytes {
		return fail("%d bytes of local memory per thread exceed %d", k.LocalBytes, MaxLocalBytes)
	}
	if err := d.mapGlobals(p); err != nil {
		return fail("%v", err)
	}
	if len(cfg.Params) > obj.MaxParamBytes {
		return fail("%d bytes of parameters exceed %d", len(cfg.Params), obj.MaxParamBytes)
	}
	n := cfg.Grid.Count()
	parallel := d.opts.Jobs > 1 && n > 1 && !p.readsClock && p.dependent.speculate() // parallel.go
	if parallel {
		wakeHelpers(int(min(uint64(d.opts.Jobs), n)) - 1) // before the setup below (Run wakes them earlier)
	}
	x := &run{dev: d, prog: p, opts: d.opts, strict: !d.opts.Lenient, grid: cfg.Grid, block: cfg.Block,
		nWarps: int((threads + 31) / 32), localBytes: k.LocalBytes,
		maxInsts: d.opts.MaxWarpInsts}
	if x.maxInsts == 0 {
		x.maxInsts = DefaultMaxWarpInsts
	}
	kept := x.takeConsts(int(obj.ParamBase + max(uint32(len(cfg.Params)), k.ParamBytes)))
	for i, v := range []uint32{cfg.Block.X, cfg.Block.Y, cfg.Block.Z} {
		binary.LittleEndian.PutUint32(x.bank0[obj.BlockDimOffset+4*i:], v)
	}
	for i, v := range []uint32{cfg.Grid.X, cfg.Grid.Y, cfg.Grid.Z} {
		binary.LittleEndian.PutUint32(x.bank0[obj.GridDimOffset+4*i:], v)
	}
	binary.LittleEndian.PutUint32(x.bank0[obj.DynamicSharedOffset:], cfg.SharedBytes)
	copy(x.bank0[obj.ParamBase:], cfg.Params)
	x.resolveSlots(kept)

	x.sharedBytes = shared
	x.cta = x.getCTA()
	if jobs := uint64(max(d.opts.Jobs, 1)); parallel {
		if err := x.runParallel(n, uint32(threads), int(min(jobs, n))); err != nil {
			return x, err
		}
		return x, nil
	}
	for l := uint64(0); l < n; l++ {
		if err := x.serialCTA(l, uint32(threads)); err != nil {
			return x, err
		}
	}
	return x, nil
}

// getCTA returns the state of one CTA: one a finished launch of the
// program with the same block and shared memory left (putCTA), else a new
// one. resetCTA prepares it for each CTA.
func (x *run) getCTA() *cta {
	if x.prog.ctaPool == nil {
		return x.newCTA()
	}
	if c := x.prog.ctaPool.take(x.block, x.sharedBytes); c != nil {
		for _, w := range c.warps { // the only pointer into the launch
			w.base[oConst] = nil
			if len(x.consts) > 0 {
				w.base[oConst] = unsafe.Pointer(&x.consts[0])
			}
		}
		return c
	}
	return x.newCTA()
}

// putCTA leaves c, which the launch no longer uses, to the program's
// next launches (launchpool.go).
func (x *run) putCTA(c *cta) {
	if c != nil && x.prog.ctaPool != nil {
		x.prog.ctaPool.put(c, x.block, x.sharedBytes, keptLimit(x.opts))
	}
}

// newCTA allocates the state of one CTA.
func (x *run) newCTA() *cta {
	p := x.prog
	c := &(&paddedCTA{cta: cta{shared: make([]byte, x.sharedBytes)}}).cta
	c.warps = make([]*warp, x.nWarps)
	for i := range c.warps {
		w := &warp{idx: i, cta: c, r: make([][32]uint32, p.nGPR), allT: make([]regTime, p.quietIndex()+1),
			local: make([]byte, 32*uint64(x.localBytes)), groups: make([]group, 0, 32)}
		// Every register's segments start as one that has arrived (cycle
		// 0, no lanes: the same as none to pending and noteWrite), which
		// the issue loop's common case (nothing in flight) overwrites.
		segs := make([]regSeg, len(w.allT))
		for k := range w.allT {
			w.allT[k].segs = segs[k : k+1 : k+1]
		}
		w.gprT, w.urT = w.allT[:p.nGPR], w.allT[p.nGPR:p.nGPR+64]
		w.prT, w.uprT = w.allT[p.nGPR+64:p.nGPR+72], w.allT[p.nGPR+72:p.quietIndex()]
		w.base[oZero], w.base[oGPR], w.base[oUR] = unsafe.Pointer(&zeroLanes.v), unsafe.Pointer(&w.r[0]), unsafe.Pointer(&w.urv[0])
		if len(x.consts) > 0 {
			w.base[oConst] = unsafe.Pointer(&x.consts[0])
		}
		bx, by := x.block.X, x.block.Y
		for l := 0; l < 32; l++ {
			lin := uint32(w.idx*32 + l)
			w.tid[0][l], w.tid[1][l], w.tid[2][l] = lin%bx, lin/bx%by, lin/(bx*by)
		}
		c.warps[i] = w
	}
	return c
}

// paddedCTA is a CTA state rounded up to whole 64-byte cache lines, so that
// the CTA states of parallel workers share no line (see paddedRun).
type paddedCTA struct {
	cta
	_ [64 - unsafe.Sizeof(cta{})%64]byte
}

// liveLanes is the mask of warp w's lanes that hold one of a CTA's threads
// (the last warp may have fewer than 32).
func liveLanes(threads uint32, w int) uint32 {
	n := int64(threads) - 32*int64(w)
	switch {
	case n >= 32:
		return ^uint32(0)
	case n <= 0:
		return 0
	}
	return 1<<n - 1
}

// takeConsts gives the launch its constant rows and error texts (one per
// slot) and a zeroed bank 0 of size bytes: a finished launch's, kept by
// the program's pool, or new ones. It says whether the rows are a
// finished launch's: then resolveSlots resolves only the slots that read
// a constant bank (Program.cmemSlots), since the others hold their
// immediates.
func (x *run) takeConsts(size int) (kept bool) {
	if lp := x.prog.ctaPool; lp != nil {
		x.consts, x.constErr, x.bank0, kept = lp.takeConsts(len(x.prog.consts), size)
		return kept
	}
	x.bank0 = make([]byte, size)
	return false
}

// resolveSlots resolves the constant slots: with kept rows (takeConsts)
// those that read a constant bank, otherwise all (resolveConsts).
func (x *run) resolveSlots(kept bool) {
	if !kept {
		x.resolveConsts()
		return
	}
	clear(x.constErr)
	for _, i := range x.prog.cmemSlots {
		x.resolveSlot(int(i))
	}
}

// resolveConsts broadcasts the immediates and reads the constant-bank
// operands for this launch.
func (x *run) resolveConsts() {
	slots := x.prog.consts
	if len(x.consts) != len(slots) || len(x.constErr) != len(slots) { // not from takeConsts (tests)
		x.consts, x.constErr = make([][32]uint32, len(slots)), make([]string, len(slots))
	}
	clear(x.constErr) // every row is overwritten below
	for i := range slots {
		x.resolveSlot(i)
	}
}

// resolveSlot broadcasts constant slot i's value to its row, or sets its
// error text.
func (x *run) resolveSlot(i int) {
	s := &x.prog.consts[i]
	v := s.imm
	if s.cmem {
		bank := x.constBank(s.bank)
		switch {
		case s.off%s.align != 0:
			x.constErr[i] = fmt.Sprintf("constant c[%#x][%#x] is misaligned for a %d-byte read", s.bank, s.off, s.align)
		case uint64(s.off)+4 > uint64(len(bank)):
			x.constErr[i] = fmt.Sprintf("constant c[%#x][%#x] is out of bounds (the bank has %d bytes)", s.bank, s.off, len(bank))
		default:
			v = binary.LittleEndian.Uint32(bank[s.off:])
		}
	}
	for l := range x.consts[i] {
		x.consts[i][l] = v
	}
}

// resetCTA prepares the warps and shared memory for the CTA with linear
// index l, and seeds its random latencies: each CTA has its own generator
// (the first CTA's seeded as Options.Seed says), so that a CTA draws the
// same delays whichever CTAs ran before it.
func (x *run) resetCTA(c *cta, l uint64, threads uint32) {
	c.id = x.ctaID(l)
	x.rng = (x.opts.Seed*0x9e3779b97f4a7c15 ^ l*0xbf58476d1ce4e5b9) | 1
	c.bars = [16]barrier{}
	c.barUse = [16]uint8{}
	c.exitedWarps = 0
	clear(c.shared)
	// Only the kernel's uniform registers are ever written (Load checks
	// every UR operand against Kernel.URs; URZ is never written): the
	// others, their broadcast rows and their timing stay as newCTA made
	// them.
	urs, nGPR := min(max(x.prog.Kernel.URs, 0), 64), x.prog.nGPR
	for _, w := range c.warps {
		clear(w.r)
		resetTimes(w.allT[:nGPR+urs])                    // the GPRs and the kernel's URs
		resetTimes(w.allT[nGPR+64 : nGPR+numTimedOther]) // the predicates
		clear(w.local)
		clear(w.ur[:urs])
		clear(w.urv[:urs])
		w.p = [8]uint32{7: ^uint32(0)}
		w.up = 1 << isa.UPT
		w.breg = [16]bReg{}
		w.live = liveLanes(threads, w.idx) // w.tid is the same for every CTA (newCTA)
		w.groups = append(w.groups[:0], group{mask: w.live})
		w.cur, w.nReady, w.readySet = 0, 1, 1
		w.done, w.blocked = false, false
		w.t, w.tFixed, w.last, w.end = 0, 0, -1, 0
		w.sb = [isa.NumScoreboards]int64{}
		w.redState = 0
	}
}

// resetTimes empties the timing of registers (no write in flight: one
// segment that has arrived, as newCTA makes them), keeping the segments'
// arrays for the next CTA.
func resetTimes(ts []regTime) {
	for i := range ts {
		ts[i].segs = ts[i].segs[:1]
		ts[i].segs[0] = regSeg{}
		ts[i].until = 0
	}
}

// ParamBlock lays out a launch's arguments as the kernel's parameter block
// (the bytes from c[0x0][0x160]): at the offsets of the kernel's parameter
// metadata when it has any, else in order at natural alignment. Buffers
// pass the addresses in addrs (indexed like l.Args). A scalar narrower than
// its parameter is sign-extended (i types) or zero-extended (u types).
func ParamBlock(k *obj.Kernel, l launch.Launch, addrs []uint64) ([]byte, error) {
	fail := func(format string, args ...any) ([]byte, error) {
		return nil, &Error{Kind: ErrLaunch, Kernel: k.Name, Msg: fmt.Sprintf(format, args...)}
	}
	if len(k.Params) > 0 && len(k.Params) != len(l.Args) {
		return fail("the kernel takes %d parameters, the launch passes %d arguments", len(k.Params), len(l.Args))
	}
	var block []byte
	off := uint32(0)
	for i, a := range l.Args {
		size := uint32(8)
		val := uint64(0)
		if a.Kind == launch.Bytes {
			// A struct passed by value: its bytes at the parameter's offset.
			size = uint32(len(a.Data))
			if len(k.Params) > 0 {
				p := k.Params[i]
				if p.Pointer || p.Size != size {
					return fail("argument %d (%s) has %d bytes but parameter %s takes %d", i, a.Name, size, p.Name, p.Size)
				}
				off = p.Offset - obj.ParamBase
			} else {
				off = (off + 7) &^ 7
			}
			if need := int(off + size); need > len(block) {
				block = append(block, make([]byte, need-len(block))...)
			}
			copy(block[off:], a.Data)
			off += size
			continue
		}
		if a.Kind == launch.Buffer {
			val = addrs[i]
		} else {
			size, val = uint32(a.Size), a.Value
		}
		if len(k.Params) > 0 {
			p := k.Params[i]
			switch {
			case a.Kind == launch.Buffer && (!p.Pointer && p.Size != 8):
				return fail("argument %d (%s) is a buffer but parameter %s is a %d-byte scalar", i, a.Name, p.Name, p.Size)
			case a.Kind == launch.Scalar && size > p.Size:
				return fail("argument %d (%s) has %d bytes but parameter %s only %d", i, a.Name, size, p.Name, p.Size)
			case a.Kind == launch.Scalar && size < p.Size && len(a.Elem) > 0 && a.Elem[0] == 'i':
				sh := 64 - 8*size
				val = uint64(int64(val<<sh) >> sh)
			}
			if p.Offset < obj.ParamBase {
				return fail("parameter %s at %#x lies below the parameter base %#x", p.Name, p.Offset, obj.ParamBase)
			}
			size, off = p.Size, p.Offset-obj.ParamBase
		} else {
			off = (off + size - 1) &^ (size - 1)
		}
		if need := int(off + size); need > len(block) {
			block = append(block, make([]byte, need-len(block))...)
		}
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], val)
		copy(block[off:off+size], buf[:size])
		off += size
	}
	if int(k.ParamBytes) > len(block) {
		block = append(block, make([]byte, int(k.ParamBytes)-len(block))...)
	}
	return block, nil
}

// Run executes one launch description on a fresh device: it allocates the
// buffer arguments at launch.Launch.BufferAddrs, lays out the parameters
// (ParamBlock), runs the kernel and returns every buffer's final contents.
func Run(p *Program, l launch.Launch, opts Options) (launch.Result, *Stats, error) {
	if l.Kernel != "" && l.Kernel != p.Kernel.Name {
		return launch.Result{}, &Stats{}, &Error{Kind: ErrLaunch, Kernel: p.Kernel.Name,
			Msg: fmt.Sprintf("the launch names kernel %q", l.Kernel)}
	}
	n := l.Grid.Count()
	parallel := opts.Jobs > 1 && n > 1 && !p.readsClock && (p.dependent == nil || p.dependent.serial.Load() == 0)
	if parallel {
		wakeHelpers(int(min(uint64(opts.Jobs), n)) - 1) // parhelpers.go
	}
	d := NewDevice(opts)
	addrs := l.BufferAddrs()
	for _, a := range l.Args {
		if a.Kind == launch.Buffer && uint64(len(a.Data)) > 1<<32 {
			return launch.Result{}, &Stats{}, fmt.Errorf("emu: allocation of %d bytes is too large", len(a.Data))
		}
	}
	copies := copyBuffers(l.Args, parallel) // runcopy.go
	for i, a := range l.Args {
		if a.Kind != launch.Buffer {
			continue
		}
		addr := d.mem.allocData(copies[i])
		if addr != addrs[i] {
			return launch.Result{}, &Stats{}, fmt.Errorf("emu: buffer %s allocated at %#x, not at %#x as launch.BufferAddrs says", a.Name, addr, addrs[i])
		}
	}
	params, err := ParamBlock(&p.Kernel, l, addrs)
	if err != nil {
		return launch.Result{}, &Stats{}, err
	}
	stats, err := d.Launch(p, Config{Grid: l.Grid, Block: l.Block, SharedBytes: l.SharedBytes, Params: params})
	if err != nil {
		return launch.Result{}, stats, err
	}
	// The device is Run's own: the buffers' memory becomes the result,
	// without a copy.
	res := launch.Result{Buffers: make([][]byte, len(l.Args))}
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			if res.Buffers[i], err = d.span(addrs[i], uint64(len(a.Data))); err != nil {
				return launch.Result{}, stats, err
			}
			res.Buffers[i] = res.Buffers[i][:len(a.Data):len(a.Data)]
		}
	}
	return res, stats, nil
}

// ConservativeControl sets control bits that satisfy the timing rules for
// any control flow, at the price of speed: every fixed-latency instruction
// stalls for its full latency, every variable-latency one sets SB0, and the
// instruction after it waits for SB0. Tests that are not about timing and
// hand-written assembly use it.
func ConservativeControl(insts []isa.Inst) {
	for i := range insts {
		op := insts[i].Form.Op()
		c := isa.Control{WSB: isa.NoScoreboard, Stall: uint8(max(op.Latency, 1))}
		if op.Variable {
			c.WSB, c.Stall = 0, 1
		}
		if i > 0 && insts[i-1].Form.Op().Variable {
			c.Req = 1
		}
		insts[i].Ctrl = c
	}
}
