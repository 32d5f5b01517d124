package suite

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
)

// PtxasFile holds what NVIDIA's toolchain makes of every kernel's IR
// (llc-14 to PTX, ptxas -O3 for sm_80, cuobjdump -sass), measured by
// scripts/ptxas-figures.sh and checked in as numbers: the yardstick `gpucc
// suite` prints beside the compiler's own figures. Path relative to the
// repository root.
const PtxasFile = KernelDir + "/ptxas.tsv"

// PtxasFigures is one kernel's line of PtxasFile.
type PtxasFigures struct {
	// Instructions counts SASS instructions without NOP and without the
	// final branch to itself.
	Instructions int
	// Registers is ptxas's "Used N registers".
	Registers int
	// SpillStoreBytes and SpillLoadBytes are ptxas's spill traffic.
	SpillStoreBytes, SpillLoadBytes int
}

var ptxasColumns = []string{"kernel", "instructions", "registers", "spill_store_bytes", "spill_load_bytes"}

// LoadPtxas reads PtxasFile.
func LoadPtxas() (map[string]PtxasFigures, error) {
	path, data, err := ReadFile(PtxasFile)
	if err != nil {
		return nil, err
	}
	return ParsePtxas(filepath.Base(path), string(data))
}

// ParsePtxas parses the figures file: '#' comment lines, a header naming
// the columns, then one tab-separated line per kernel. Errors name the file
// and line.
func ParsePtxas(file, text string) (map[string]PtxasFigures, error) {
	figs := map[string]PtxasFigures{}
	header := false
	for i, line := range strings.Split(text, "\n") {
		pos := fmt.Sprintf("%s:%d", file, i+1)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if !header {
			if strings.Join(fields, ",") != strings.Join(ptxasColumns, ",") {
				return nil, fmt.Errorf("%s: header %q, want the columns %s", pos, line, strings.Join(ptxasColumns, ", "))
			}
			header = true
			continue
		}
		if len(fields) != len(ptxasColumns) {
			return nil, fmt.Errorf("%s: %d fields, want %d", pos, len(fields), len(ptxasColumns))
		}
		var nums [4]int
		for j := range nums {
			n, err := strconv.Atoi(fields[j+1])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%s: %s %q is not a count", pos, ptxasColumns[j+1], fields[j+1])
			}
			nums[j] = n
		}
		name := fields[0]
		if _, dup := figs[name]; dup {
			return nil, fmt.Errorf("%s: kernel %s listed twice", pos, name)
		}
		if nums[0] == 0 || nums[1] == 0 {
			return nil, fmt.Errorf("%s: kernel %s with %d instructions and %d registers", pos, name, nums[0], nums[1])
		}
		figs[name] = PtxasFigures{Instructions: nums[0], Registers: nums[1], SpillStoreBytes: nums[2], SpillLoadBytes: nums[3]}
	}
	if !header {
		return nil, fmt.Errorf("%s: no header line", file)
	}
	return figs, nil
}

// GeoMean is the geometric mean of positive ratios (NaN for none).
func GeoMean(ratios []float64) float64 {
	if len(ratios) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for _, r := range ratios {
		sum += math.Log(r)
	}
	return math.Exp(sum / float64(len(ratios)))
}
