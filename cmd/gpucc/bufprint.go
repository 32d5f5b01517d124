package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gpucc/launch"
)

// How gpucc run prints buffers: every element of a buffer of at most
// compactAbove elements; a longer one as its first and last compactEdge
// elements and a summary, unless --all; --print NAME[START:END] prints
// elements START..END-1 of buffer NAME (and only the buffers named).
const (
	compactAbove = 64
	compactEdge  = 8
)

// elemRange is one --print request.
type elemRange struct {
	name       string
	start, end int // end -1: to the end
	whole      bool
}

// Compiled on first use, not at every start-up of the compiler.
var printArg = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_.]*)(?:\[(-?[0-9]*):(-?[0-9]*)\])?$`)
})

// parsePrintRange reads NAME, NAME[START:END], NAME[START:] or NAME[:END].
func parsePrintRange(s string) (elemRange, error) {
	m := printArg().FindStringSubmatch(s)
	if m == nil {
		return elemRange{}, fmt.Errorf("--print %q: want NAME or NAME[START:END]", s)
	}
	r := elemRange{name: m[1], end: -1, whole: !strings.Contains(s, "[")}
	var err error
	if m[2] != "" {
		if r.start, err = strconv.Atoi(m[2]); err != nil || r.start < 0 {
			return r, fmt.Errorf("--print %q: bad start %q", s, m[2])
		}
	}
	if m[3] != "" {
		if r.end, err = strconv.Atoi(m[3]); err != nil || r.end < r.start {
			return r, fmt.Errorf("--print %q: bad end %q", s, m[3])
		}
	}
	return r, nil
}

// formatBuffers prints the result's buffers as gpucc run shows them.
func formatBuffers(l launch.Launch, res launch.Result, ranges []elemRange, all bool) (string, error) {
	var sb strings.Builder
	byName := map[string][]elemRange{}
	for _, r := range ranges {
		byName[r.name] = append(byName[r.name], r)
	}
	for name := range byName {
		found := false
		for i, a := range l.Args {
			found = found || (a.Name == name && i < len(res.Buffers) && res.Buffers[i] != nil)
		}
		if !found {
			return "", fmt.Errorf("--print %s: no buffer argument of that name", name)
		}
	}
	for i, data := range res.Buffers {
		if data == nil {
			continue
		}
		name, elem := fmt.Sprintf("arg%d", i), "u8"
		if i < len(l.Args) {
			name = l.Args[i].Name
			if launch.ElemSize(l.Args[i].Elem) != 0 {
				elem = l.Args[i].Elem
			}
		}
		size := launch.ElemSize(elem)
		n := len(data) / size
		want, named := byName[name]
		if len(ranges) > 0 && !named {
			continue
		}
		if !named {
			want = []elemRange{{name: name, end: -1, whole: true}}
		}
		for _, r := range want {
			end := r.end
			if end < 0 || end > n {
				end = n
			}
			start := min(r.start, end)
			if r.whole && !named && !all && n > compactAbove {
				head, _ := launch.FormatBuffer(elem, data[:compactEdge*size])
				tail, _ := launch.FormatBuffer(elem, data[(n-compactEdge)*size:])
				fmt.Fprintf(&sb, "%s %s[%d] = %s, ... ,%s (%s; --all or --print %s[START:END] for more)\n",
					name, elem, n, head, tail, summary(elem, data), name)
				continue
			}
			list, err := launch.FormatBuffer(elem, data[start*size:end*size])
			if err != nil {
				return "", fmt.Errorf("buffer %s: %w", name, err)
			}
			if r.whole {
				fmt.Fprintf(&sb, "%s %s[%d] = %s\n", name, elem, n, list)
			} else {
				fmt.Fprintf(&sb, "%s %s[%d:%d] = %s\n", name, elem, start, end, list)
			}
		}
	}
	return sb.String(), nil
}

// summary describes a buffer's values: the smallest and largest with their
// first index, and how many are zero (integers) or NaN (floating point).
func summary(elem string, data []byte) string {
	size := launch.ElemSize(elem)
	n := len(data) / size
	value := func(i int) (float64, int64, uint64, uint64) {
		var bits uint64
		switch size {
		case 1:
			bits = uint64(data[i])
		case 2:
			bits = uint64(binary.LittleEndian.Uint16(data[i*2:]))
		case 4:
			bits = uint64(binary.LittleEndian.Uint32(data[i*4:]))
		default:
			bits = binary.LittleEndian.Uint64(data[i*8:])
		}
		shift := 64 - 8*size
		switch {
		case elem == "f32":
			return float64(math.Float32frombits(uint32(bits))), 0, 0, bits
		case elem == "f64":
			return math.Float64frombits(bits), 0, 0, bits
		case elem[0] == 'i':
			return 0, int64(bits<<shift) >> shift, 0, bits
		}
		return 0, 0, bits, bits
	}
	lo, hi, special := 0, 0, 0
	less := func(a, b int) bool {
		fa, ia, ua, _ := value(a)
		fb, ib, ub, _ := value(b)
		switch {
		case launch.IsFloat(elem):
			return fa < fb
		case elem[0] == 'i':
			return ia < ib
		}
		return ua < ub
	}
	first := -1
	for i := 0; i < n; i++ {
		f, _, _, bits := value(i)
		if launch.IsFloat(elem) && math.IsNaN(f) {
			special++
			continue
		}
		if !launch.IsFloat(elem) && bits == 0 {
			special++
		}
		if first < 0 {
			first, lo, hi = i, i, i
			continue
		}
		if less(i, lo) {
			lo = i
		}
		if less(hi, i) {
			hi = i
		}
	}
	what := "zero"
	if launch.IsFloat(elem) {
		what = "NaN"
	}
	if first < 0 {
		return fmt.Sprintf("all %d elements %s", n, what)
	}
	_, _, _, lb := value(lo)
	_, _, _, hb := value(hi)
	return fmt.Sprintf("min %s at [%d], max %s at [%d], %d %s", launch.FormatValue(elem, lb), lo, launch.FormatValue(elem, hb), hi, special, what)
}
