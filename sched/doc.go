// Package sched orders the instructions of each basic block to hide latency
// and fills in every instruction's control bits (stall, yield, write
// scoreboard, wait mask) from the ISA latency table, after register
// allocation.
//
// The timing model is the one of docs/isa.md ("Control bits"): a warp issues
// in order, the next instruction one to fifteen cycles after the previous one
// (its stall); a fixed-latency result is readable Latency cycles after issue;
// a variable-latency instruction sets a write scoreboard ($wsb) that its
// consumers wait for ($req).
//
// # List scheduling (Options.Reorder)
//
// Each block is scheduled separately. The instructions before the block's
// first BRA (and before a final unguarded EXIT) form a dependence DAG: RAW,
// WAR and WAW on physical registers of every file (the guard predicate is a
// use; P2R/R2P read and write all predicates; GETGPR/SETGPR all GPRs);
// memory order per address space (global, shared, local: loads reorder with
// loads, never across a store or atomic of their space); and fences (BAR,
// BAR.RED, B2R, R2B, BSSY, BSYNC, WARPSYNC, guarded EXIT, MEMBAR, S2R/S2UR of
// SR_CLOCKLO/HI), which keep their place relative to every instruction with
// a side effect (memory accesses, warp-collective instructions, and uniform
// datapath writes, which execute once per warp and so must not move into or
// out of divergent regions) or that may fault (LDC, GETGPR/SETGPR with an
// index a guarded EXIT before them may have ruled out). These classes come
// from the optype properties of the machine description (isa.Props), never
// from optype names. A cycle-driven list scheduler then issues, at
// each cycle, the ready instruction with the longest latency-weighted path
// to the end of the block, variable-latency instructions first on ties, and
// original order last. Variable-latency edges weigh their typical delay, so
// long loads start early.
//
// # Control bits
//
// A forward pass over each block tracks, per register, the cycle at which a
// pending fixed-latency result becomes readable and the mask of scoreboards
// that may still write it. An instruction issues at the first cycle at which
// its sources are readable and its fixed-latency results cannot complete
// before older writes of the same registers; it waits ($req) for every
// scoreboard covering a register it reads or writes, so the first use after
// a variable-latency producer carries the wait. A variable-latency
// instruction with results takes the least recently allocated free
// scoreboard (those pending at the block entry count as the oldest, so a
// loop's loads keep their scoreboards from one iteration to the next); if all
// six are busy it waits for the one set longest ago and takes it.
//
// Across blocks, a forward dataflow fixpoint over the CFG computes at every
// block entry the worst case over all predecessors: remaining cycles per
// register and the scoreboards (with the registers they cover) that may be
// outstanding. Edges are taken from the branch instructions themselves, so
// the stall of a guarded BRA governs its taken edge. Entry states only
// grow, so the iteration terminates on loops. Each block first computes, with
// a schedule of its own that assumes nothing pending, the cycle at which it
// first touches each register; the stall of the instruction leaving a
// predecessor is raised just enough that the successor keeps those issue
// cycles (a value read in the successor's third cycle costs the predecessor
// two cycles less than one read at once). Scoreboards need nothing at the
// boundary: the successor's first consumer waits for every scoreboard any
// predecessor may have left set.
//
// Divergence: after BSYNC, WARPSYNC, BAR, BAR.RED or EXIT the warp may go on
// with another of its divergent paths, which knows nothing of this path's
// pending writes. These instructions therefore wait for every outstanding
// scoreboard and stall until every fixed-latency result has landed. Yield is
// set on backward branches and on BSYNC, WARPSYNC, BAR and BAR.RED.
//
// Options.Serial makes every instruction wait for every outstanding result
// (all pending scoreboards, and a stall covering every fixed latency), a
// debugging mode in the spirit of Mesa NAK's serial mode.
package sched
