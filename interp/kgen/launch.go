package kgen

import (
	"math/rand/v2"
	"strconv"

	"gpucc/launch"
)

// Launch returns the program's launch: parameters in the order of the
// kernel signature (input buffers, the i64 output buffer, the i32 and i64
// accumulator buffers, with floating point the float and double output
// buffers, then the scalars), every buffer filled with
// pseudo-random bytes derived from DataSeed.
func (p *Prog) Launch() launch.Launch {
	r := rand.New(rand.NewPCG(p.DataSeed, 0x6c61756e6368))
	fill := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
	l := launch.Launch{Kernel: p.Name, Grid: p.Grid, Block: p.Block}
	for k, in := range p.Inputs {
		l.Args = append(l.Args, launch.Arg{Kind: launch.Buffer, Name: "in" + strconv.Itoa(k), Data: fill(in.Len * in.Elem.Bytes()), Elem: in.Elem.elem()})
	}
	total := p.threads() * int(p.Grid.X*p.Grid.Y*p.Grid.Z)
	l.Args = append(l.Args,
		launch.Arg{Kind: launch.Buffer, Name: "out", Data: fill(total * p.slots() * 8), Elem: "i64"},
		launch.Arg{Kind: launch.Buffer, Name: "acc32", Data: fill(AccLen * 4), Elem: "i32"},
		launch.Arg{Kind: launch.Buffer, Name: "acc64", Data: fill(AccLen * 8), Elem: "i64"})
	if p.Float {
		// Float outputs are compared as f32/f64 elements, so verify's ulp
		// tolerance applies to the values the IR lets be approximate.
		l.Args = append(l.Args,
			launch.Arg{Kind: launch.Buffer, Name: "fout32", Data: fill(total * p.fslots(F32) * 4), Elem: "f32"},
			launch.Arg{Kind: launch.Buffer, Name: "fout64", Data: fill(total * p.fslots(F64) * 8), Elem: "f64"})
	}
	for k, s := range p.Scalars {
		l.Args = append(l.Args, launch.Arg{Kind: launch.Scalar, Name: "s" + strconv.Itoa(k), Value: s.Value, Size: s.T.Bytes()})
	}
	p.textureArgs(&l)
	if p.DynShared {
		l.SharedBytes = uint32(p.threads() * 4)
	}
	return l
}
