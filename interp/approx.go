package interp

import "gpucc/launch"

// Outcome is a run's result with what the IR leaves open about it.
type Outcome struct {
	launch.Result
	// Marks.Approx marks, per buffer argument (nil for scalars and for
	// buffers without any), the bytes whose final value derives from an operation
	// the IR lets be approximate: an approximate NVVM intrinsic
	// (ex2/lg2/sin/cos/rcp/sqrt/rsqrt/div .approx), llvm.fmuladd, an FP
	// instruction or call with the afn, arcp, reassoc, nsz or fast flags,
	// or a contract fadd/fsub of a contract fmul (which may be fused). The
	// mark follows data flow through registers, memory, calls, phis,
	// atomics and shuffles. launch.Compare compares such bytes with a
	// tolerance. Marks.Alt holds the alternative values of the evaluation
	// that fuses every contractable multiply-add (fpalt.go) for the
	// elements where it was computed.
	launch.Marks
	// ApproxControl reports that an approximable value decided a branch,
	// a select or an address: the compiled kernel may then legitimately
	// take another path, which no per-value tolerance covers.
	ApproxControl bool
}

// RunDetailed is Run that also reports which results are approximable.
func (p *Program) RunDetailed(l launch.Launch, opts Options) (Outcome, error) {
	var out Outcome
	opts.detail = &out
	res, err := p.Run(l, opts)
	out.Result = res
	return out, err
}

func (o *Outcome) fill(r *run) {
	o.Approx = make([][]bool, len(r.l.Args))
	o.Alt = make([]map[int]launch.AltValue, len(r.l.Args))
	for i, s := range r.bufSegs {
		if s == nil {
			continue
		}
		o.Approx[i] = s.apx
		if len(s.alt) > 0 {
			o.Alt[i] = map[int]launch.AltValue{}
			for off, e := range s.alt {
				o.Alt[i][int(off)] = launch.AltValue{Bits: e.v, Size: int(e.size)}
			}
		}
	}
	o.ApproxControl = r.approxControl
}
