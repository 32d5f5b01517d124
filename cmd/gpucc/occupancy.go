package main

import (
	"fmt"

	"gpucc/isa"
	"gpucc/obj"
)

// smModel is the streaming multiprocessor the occupancy estimate assumes
// (docs/cli.md, "Occupancy"): an sm_80-like SM, since the ISA specifies no
// SM resources.
type smModel struct {
	RegsPerSM        int // 32-bit registers in the register file
	RegAllocUnit     int // registers are allocated per warp in units of this many
	MaxWarpsPerSM    int
	MaxBlocksPerSM   int
	SharedPerSM      int // bytes
	SharedAllocUnit  int // shared memory is allocated per block in units of this many bytes
	SharedReserved   int // bytes the system reserves per resident block
	DefaultBlockSize int // the block size -v assumes
}

var sm80 = smModel{RegsPerSM: 65536, RegAllocUnit: 256, MaxWarpsPerSM: 64, MaxBlocksPerSM: 32,
	SharedPerSM: 167936, SharedAllocUnit: 128, SharedReserved: 1024, DefaultBlockSize: 256}

// occupancy is the estimate for one kernel and block size.
type occupancy struct {
	BlockSize     int
	Blocks        int    // resident blocks per SM
	Threads       int    // resident threads per SM
	Limit         string // what bounds it: registers, shared memory, warps or blocks
	Percent       int    // resident warps as a percentage of MaxWarpsPerSM
	WarpsPerBlock int
}

func roundUp(n, unit int) int { return (n + unit - 1) / unit * unit }

// estimate computes how many blocks of blockSize threads fit on one SM
// given the kernel's registers per thread and static shared memory per
// block (plus dynamic shared bytes).
func (m smModel) estimate(gprs int, sharedBytes, blockSize int) occupancy {
	o := occupancy{BlockSize: blockSize, WarpsPerBlock: (blockSize + 31) / 32}
	limits := []struct {
		what   string
		blocks int
	}{
		{"warps", m.MaxWarpsPerSM / o.WarpsPerBlock},
		{"blocks", m.MaxBlocksPerSM},
	}
	if gprs > 0 {
		perWarp := roundUp(gprs*32, m.RegAllocUnit)
		limits = append(limits, struct {
			what   string
			blocks int
		}{"registers", m.RegsPerSM / perWarp / o.WarpsPerBlock})
	}
	if sharedBytes > 0 {
		limits = append(limits, struct {
			what   string
			blocks int
		}{"shared memory", m.SharedPerSM / (roundUp(sharedBytes, m.SharedAllocUnit) + m.SharedReserved)})
	}
	o.Blocks, o.Limit = limits[0].blocks, limits[0].what
	for _, l := range limits[1:] {
		if l.blocks < o.Blocks {
			o.Blocks, o.Limit = l.blocks, l.what
		}
	}
	o.Threads = o.Blocks * blockSize
	o.Percent = 100 * o.Blocks * o.WarpsPerBlock / m.MaxWarpsPerSM
	return o
}

func (o occupancy) String() string {
	if o.Blocks == 0 {
		return fmt.Sprintf("occupancy at %d threads per block: no block fits on an SM (limited by %s)", o.BlockSize, o.Limit)
	}
	return fmt.Sprintf("occupancy at %d threads per block: %d blocks, %d threads per SM (%d%% of %d warps), limited by %s",
		o.BlockSize, o.Blocks, o.Threads, o.Percent, sm80.MaxWarpsPerSM, o.Limit)
}

// resUsage is a kernel's line of `gpucc dis --res-usage` (cuobjdump
// -res-usage's form, with gpucc's register files).
func resUsage(k *obj.Kernel) string {
	return fmt.Sprintf("Function %s: REG:%d UREG:%d PRED:%d UPRED:%d BREG:%d STACK:%d SHARED:%d LOCAL:%d CONSTANT[0]:%d INSTS:%d",
		k.Name, k.GPRs, k.URs, k.Preds, k.UPreds, k.BRegs, k.StackBytes, k.SharedBytes, k.LocalBytes, obj.ParamBase+k.ParamBytes, len(k.Code)/isa.InstBytes)
}
