package kgen

import "fmt"

// Named barriers (issue 12): bar.sync with a barrier id and optionally a
// thread count, llvm.nvvm.barrier.sync(id) and
// llvm.nvvm.barrier.sync.cnt(id, count), in control flow uniform across
// the block (every thread arrives, so the count is the block's thread
// count: an immediate or a register computed from %ntid.x). Besides the
// standalone NamedBarrier, an Exchange may use one (Exchange.BarID) for
// both of its barriers, so the emulator's result depends on the barrier
// really synchronizing.

// NamedBarrier is bar.sync ID (ID 0..maxBarID) with the block's thread
// count when Count, as a register operand when RegCount.
type NamedBarrier struct {
	ID       int
	Count    bool
	RegCount bool
}

func (*NamedBarrier) isStmt() {}

// maxBarID bounds the ids: __syncthreads_count/and/or need a barrier id
// no bar.sync uses, which the compiler picks among the rest.
const maxBarID = 3

// namedBarrier generates a NamedBarrier (uniform control flow only).
func (g *gen) namedBarrier(ctx bool) Stmt {
	if !ctx || g.cfg.NoShared {
		return nil
	}
	r := g.r
	s := &NamedBarrier{ID: r.intn(maxBarID + 1), Count: r.chance(1, 2)}
	s.RegCount = s.Count && r.chance(1, 2)
	return s
}

func (c *checker) namedBarrier(s *NamedBarrier, ctx, report bool) {
	if report && !ctx {
		c.fail("named barrier in divergent control flow")
	}
	if s.ID < 0 || s.ID > maxBarID || s.RegCount && !s.Count {
		c.fail("malformed named barrier %d", s.ID)
	}
}

// namedBarrier lowers a NamedBarrier.
func (b *builder) namedBarrier(s *NamedBarrier) {
	if !s.Count {
		b.declare("declare void @llvm.nvvm.barrier.sync(i32)")
		b.emit("call void @llvm.nvvm.barrier.sync(i32 %d)", s.ID)
		return
	}
	n := fmt.Sprint(b.p.threads())
	if s.RegCount {
		n = b.def("mul i32 %%ntid.x, %d", b.p.Block.Y)
	}
	b.declare("declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)")
	b.emit("call void @llvm.nvvm.barrier.sync.cnt(i32 %d, i32 %s)", s.ID, n)
}

// exchangeBarrier is the barrier of an exchange: __syncthreads, or with
// BarID > 0 bar.sync BarID-1 with the block's thread count.
func (b *builder) exchangeBarrier(s *Exchange) {
	if s.BarID == 0 {
		b.barrier()
		return
	}
	b.namedBarrier(&NamedBarrier{ID: s.BarID - 1, Count: true})
}

func namedBarrierString(s *NamedBarrier) string {
	if !s.Count {
		return fmt.Sprintf("__barrier_sync(%d);", s.ID)
	}
	return fmt.Sprintf("__barrier_sync_count(%d, threads);", s.ID)
}
