package suite

import "gpucc/launch"

// Core kernels of the shapes real kernels showed bugs in (issue 17): a phi
// of constant-offset pointers, and a loop that exits into both arms of an
// if inside a grid-stride loop inside a do/while.

var segPickCounter = kernel(Kernel{
	Name:   "seg_pick_counter",
	Covers: "phis of constant-offset pointers (row+0/1/2 and bias+0/1/2) picking a counter and a weight, segment loop",
	Shape:  "grid 2, block 32, 40 segments of 0..7 keys (24 idle threads)",
	Params: []Param{bufParam("keys", "i32", 4), bufParam("segs", "i32", 4), bufParam("bias", "i32", 4),
		bufParam("counts", "i32", 4), bufParam("below", "i32", 4), bufParam("above", "i32", 4),
		scalarParam("lo", "i32", 4), scalarParam("hi", "i32", 4), scalarParam("nseg", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "seg_pick_counter")
		const nseg = 40
		segs := make([]int32, nseg+1)
		for s := 1; s <= nseg; s++ {
			segs[s] = segs[s-1] + int32(g.intn(8))
		}
		n := int(segs[nseg])
		keys := make([]int32, n)
		for i := range keys {
			keys[i] = int32(g.rangeInt(-1000, 1000))
		}
		counts := make([]int32, 3*nseg)
		for i := range counts {
			counts[i] = int32(g.rangeInt(-1000, 1000))
		}
		bias := []int32{int32(g.rangeInt(0, 100)), int32(g.rangeInt(1000, 2000)), int32(g.rangeInt(100000, 200000))}
		lo := int32(g.rangeInt(-500, 0))
		return launch.Launch{Kernel: "seg_pick_counter", Grid: dim(2, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("keys", "i32", bytesOf32(keys)), buf("segs", "i32", bytesOf32(segs)), buf("bias", "i32", bytesOf32(bias)),
			buf("counts", "i32", bytesOf32(counts)), buf("below", "i32", g.junk(4*n)), buf("above", "i32", g.junk(4*n)),
			i32Arg("lo", lo), i32Arg("hi", lo+int32(g.rangeInt(1, 600))), i32Arg("nseg", nseg)}}
	},
	body: func(m *machine) {
		lo, hi, nseg := m.i32(6), m.i32(7), m.i32(8)
		m.threads(func(t thread) {
			s := int32(gid(t))
			if s >= nseg {
				return
			}
			row := 3 * int64(s)
			for i := int32(m.load32(1, int64(s))); i < int32(m.load32(1, int64(s)+1)) && m.fault == nil; i++ {
				k := int32(m.load32(0, int64(i)))
				var p, b int64
				switch {
				case k < lo:
					m.store32(4, int64(i), uint32(lo-k))
					p, b = row, 0
				case k < hi:
					p, b = row+1, 1
				default:
					m.store32(5, int64(i), uint32(k-hi))
					p, b = row+2, 2
				}
				m.store32(3, p, uint32(int32(m.load32(3, p))+1+(k&1)+int32(m.load32(2, b))))
			}
		})
	},
})

var graphMultiExit = kernel(Kernel{
	Name: "graph_multi_exit",
	Covers: "search loop exiting into both arms of an if (divergent ifs and a loop inside), grid-stride loop, do/while; " +
		"lanes leave the search loop at different iterations",
	Shape: "grid 1, block 32, 8 or 40 nodes of 0..6 edges, 3 rounds",
	Params: []Param{bufParam("rowptr", "i32", 4), bufParam("col", "i32", 4), bufParam("weight", "i32", 4),
		bufParam("hits", "i32", 4), bufParam("misses", "i32", 4), scalarParam("n", "i32", 4), scalarParam("rounds", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "graph_multi_exit")
		n := 8
		if seed%2 == 0 {
			n = 40 // lanes 0..7 take a second node
		}
		rowptr := make([]int32, n+1)
		for v := 1; v <= n; v++ {
			rowptr[v] = rowptr[v-1] + int32(g.intn(7))
		}
		e := int(rowptr[n])
		col, weight := make([]int32, e), make([]int32, e)
		for i := range col {
			col[i] = int32(g.rangeInt(0, 50))
			weight[i] = int32(g.rangeInt(-100, 100))
		}
		hits, misses := make([]int32, n), make([]int32, n)
		for v := range hits {
			hits[v] = int32(g.rangeInt(-1000, 1000))
			misses[v] = int32(g.rangeInt(-1000, 1000))
		}
		return launch.Launch{Kernel: "graph_multi_exit", Grid: dim(1, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("rowptr", "i32", bytesOf32(rowptr)), buf("col", "i32", bytesOf32(col)), buf("weight", "i32", bytesOf32(weight)),
			buf("hits", "i32", bytesOf32(hits)), buf("misses", "i32", bytesOf32(misses)), i32Arg("n", int32(n)), i32Arg("rounds", 3)}}
	},
	body: func(m *machine) {
		n, rounds := m.i32(5), m.i32(6)
		// Every node belongs to one thread, so the threads may run one after
		// another.
		m.threads(func(t thread) {
			// do { ... } while (++round != rounds);
			for round := int32(0); ; {
				for v := int32(gid(t)); v < n && m.fault == nil; v += int32(t.ntid.X * t.nctaid.X) {
					start := int32(m.load32(0, int64(v)))
					end := int32(m.load32(0, int64(v)+1))
					key := (v + round) & 7
					i := start
					for i < end && int32(m.load32(1, int64(i)))&7 != key {
						i++
					}
					if i < end {
						w := int32(m.load32(2, int64(i)))
						if w > 0 {
							m.store32(3, int64(v), uint32(int32(m.load32(3, int64(v)))+w+(i-start)))
						} else {
							m.store32(3, int64(v), uint32(int32(m.load32(3, int64(v)))-w*round))
						}
					} else {
						x := int32(m.load32(4, int64(v)))
						if x&1 != 0 {
							m.store32(4, int64(v), uint32(x*3+round))
						} else {
							for x > 64 {
								x = x>>2 + v
							}
							m.store32(4, int64(v), uint32(x))
						}
					}
				}
				if round++; round == rounds {
					break
				}
			}
		})
	},
})

var loopJumps = kernel(Kernel{
	Name:     "loop_jumps",
	Extended: true,
	Needs:    []string{"call:llvm.smax.i32", "inst:sdiv", "inst:switch"}, // the switch: clang merges the first loop's exits into one
	Covers: "break, continue and early return (with stores) in nested if/else arms of divergent loops; " +
		"a divergent-uniform-divergent short-circuit chain into a then-block holding a divergent if and loop",
	Shape: "grid 2, block 64, n 24, data in [-60, 60], limit 40",
	Params: []Param{bufParam("data", "i32", 4), bufParam("flags", "i32", 4), bufParam("out", "i32", 4),
		bufParam("aux", "i32", 4), scalarParam("n", "i32", 4), scalarParam("limit", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "loop_jumps")
		const n, threads = 24, 128
		data := make([]int32, n+3)
		for i := range data {
			data[i] = int32(g.rangeInt(-60, 60))
		}
		// flags[0] == 2 sends every thread into the chain's then-block;
		// otherwise the lanes with t&3 == 1 enter from the chain's first
		// branch and, when flags[1] > limit, the other odd lanes from its
		// third (two thread groups, one after the other).
		flags := []int32{int32(g.rangeInt(0, 2)), int32(g.rangeInt(-50, 50))}
		if seed%2 == 0 {
			flags = []int32{0, 50}
		}
		return launch.Launch{Kernel: "loop_jumps", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("data", "i32", bytesOf32(data)), buf("flags", "i32", bytesOf32(flags)),
			buf("out", "i32", g.junk(4*threads)), buf("aux", "i32", g.junk(4*threads)),
			i32Arg("n", n), i32Arg("limit", 40)}}
	},
	body: func(m *machine) {
		n, limit := m.i32(4), m.i32(5)
		m.threads(func(t thread) {
			tt := int32(gid(t))
			acc := tt
			i := tt & 7
			for ; i < n && m.fault == nil; i++ {
				d := int32(m.load32(0, int64(i+tt&3)))
				if d&1 != 0 {
					if d > limit {
						acc += 1000
						break
					}
					acc += d
				} else {
					if d&6 == 2 {
						continue
					}
					if d < -limit {
						m.store32(2, int64(tt), uint32(acc-7))
						m.store32(3, int64(tt), uint32(i))
						return
					}
					acc ^= d + i
				}
				acc += 3
			}
			j := tt & 5
			for j < n && m.fault == nil {
				d := int32(m.load32(0, int64(j)))
				j++
				if d&2 != 0 {
					if d > limit/2 {
						break
					}
					acc += d
				} else {
					if d&4 != 0 {
						continue
					}
					acc -= d
				}
				acc ^= j
			}
			if tt&3 == 1 || int32(m.load32(1, 0)) == 2 || int32(m.load32(1, int64(tt&1))) > limit {
				if acc&1 != 0 {
					m.store32(3, int64(tt), uint32(acc))
				} else {
					acc += 5
				}
				x := acc & 15
				for x < 40 {
					x += tt&3 + 1 + x&1
				}
				acc += x
			} else {
				acc--
			}
			m.store32(2, int64(tt), uint32(acc))
			m.store32(3, int64(tt), uint32(i+100*j))
		})
	},
})
