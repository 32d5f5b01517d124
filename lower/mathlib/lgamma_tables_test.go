package mathlib_test

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"gpucc/lower/mathlib/internal/bigref"
	"gpucc/lower/mathlib/internal/lgammazeros"
)

var (
	updateLgammaTables = flag.Bool("update-lgamma-tables", false, "rewrite src/double_lgamma_zeros.h and src/float_lgamma_zeros.h from internal/lgammazeros")
	checkLgammaTables  = flag.Bool("check-lgamma-tables", false, "regenerate the lgamma zero tables (about 40 s) and compare them with the checked-in headers")
)

// zeroTable is one of the lgamma zero tables as the device reads it.
type zeroTable struct {
	path      string
	rows      [][]float64
	threshold float64
	single    bool
}

var rowRE = regexp.MustCompile(`\{([^{}]*)\}`)

// readZeroTable parses the rows of a generated header (C hexadecimal
// floating-point literals).
func readZeroTable(t testing.TB, name string, threshold float64, single bool) zeroTable {
	t.Helper()
	path := filepath.Join("src", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	body := string(src)
	body = body[strings.Index(body, "] = {")+5:]
	var lines []string
	for _, l := range strings.Split(body, "\n") {
		if i := strings.Index(l, "//"); i >= 0 {
			l = l[:i]
		}
		lines = append(lines, l)
	}
	tab := zeroTable{path: path, threshold: threshold, single: single}
	for _, m := range rowRE.FindAllStringSubmatch(strings.Join(lines, " "), -1) {
		var row []float64
		for _, f := range strings.Split(m[1], ",") {
			v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			row = append(row, v)
		}
		tab.rows = append(tab.rows, row)
	}
	if len(tab.rows) == 0 {
		t.Fatalf("%s: no rows", path)
	}
	return tab
}

func lgammaTables(t testing.TB) (f64, f32 zeroTable) {
	return readZeroTable(t, "double_lgamma_zeros.h", lgammazeros.Threshold64, false),
		readZeroTable(t, "float_lgamma_zeros.h", lgammazeros.Threshold32, true)
}

// empty reports whether a row's window holds no value.
func emptyRow(r []float64) bool { return r[0] > r[1] }

// step returns the neighbour of v in the table's format (binary32 for
// single) toward dir.
func (tab zeroTable) step(v, dir float64) float64 {
	if tab.single {
		return float64(math.Nextafter32(float32(v), float32(dir)))
	}
	return math.Nextafter(v, dir)
}

// zeroCentres returns -a0 of every non-empty row of the binary64 table:
// the zeros of lgamma on the negative axis that doubles come close to
// (TestLgammaZeroTables checks them against bigref).
func zeroCentres(t testing.TB) []float64 {
	f64, _ := lgammaTables(t)
	var zs []float64
	for _, r := range f64.rows {
		if !emptyRow(r) {
			zs = append(zs, -r[2])
		}
	}
	return zs
}

// absLgammaNeg returns |lgamma(-a)| from bigref as a float64.
func absLgammaNeg(a float64) float64 {
	v, _ := bigref.Lgamma(-a).Float64()
	return math.Abs(v)
}

// TestLgammaZeroTables checks the checked-in zero tables against
// internal/bigref's lgamma (independent of internal/lgammazeros, which
// derived them): the rows come in the order the device indexes them (row
// 2(n-2) next to -n, row 2(n-2)+1 next to -n-1); each zero a0 lies between
// two neighbours where lgamma(-a) changes sign; each window's ends have
// |lgamma| <= the threshold while the next values outward exceed it
// (rounded inward, and not short). With -check-lgamma-tables (or
// -update-lgamma-tables, which rewrites them) the tables are regenerated
// and compared.
func TestLgammaZeroTables(t *testing.T) {
	if *updateLgammaTables || *checkLgammaTables {
		f64, f32, err := lgammazeros.Tables()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []struct{ name, text string }{
			{"double_lgamma_zeros.h", lgammazeros.Render64(f64)},
			{"float_lgamma_zeros.h", lgammazeros.Render32(f32)},
		} {
			path := filepath.Join("src", f.name)
			if *updateLgammaTables {
				if err := os.WriteFile(path, []byte(f.text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != f.text {
				t.Errorf("%s is stale; regenerate with -update-lgamma-tables (then scripts/gen-mathlib.sh)", path)
			}
		}
	}
	f64, f32 := lgammaTables(t)
	for _, tab := range []zeroTable{f64, f32} {
		var wg sync.WaitGroup
		var mu sync.Mutex
		nonEmpty := 0
		for i, r := range tab.rows {
			n := 2 + i/2
			if emptyRow(r) {
				continue
			}
			nonEmpty++
			wg.Add(1)
			go func() {
				defer wg.Done()
				var errs []string
				fail := func(format string, args ...any) {
					errs = append(errs, tab.path+": "+strconv.Itoa(i)+": "+fmt.Sprintf(format, args...))
				}
				lo, hi, a0 := r[0], r[1], r[2]
				if math.Floor(a0) != float64(n) || (a0-float64(n) < 0.5) != (i%2 == 0) {
					fail("zero %v is not the %s zero of (-%d, -%d)", a0, map[bool]string{true: "right", false: "left"}[i%2 == 0], n+1, n)
				}
				below, above := math.Nextafter(a0, 0), math.Nextafter(a0, 99)
				sb, sa := bigref.Lgamma(-below).Sign(), bigref.Lgamma(-above).Sign()
				if sb == sa {
					fail("lgamma(-a) has sign %d at both neighbours of a0 = %v", sb, a0)
				}
				if outLo, outHi := tab.step(lo, 0), tab.step(hi, 99); !(outLo < a0 && a0 < outHi && float64(n) <= outLo && outHi <= float64(n+1)) {
					fail("window [%v, %v] is not around the zero %v inside (%d, %d)", lo, hi, a0, n, n+1)
				}
				for _, end := range []float64{lo, hi} {
					if v := absLgammaNeg(end); v > tab.threshold {
						fail("|lgamma(-%v)| = %g, above the threshold %g", end, v, tab.threshold)
					}
				}
				for _, out := range []float64{tab.step(lo, 0), tab.step(hi, 99)} {
					if out == math.Floor(out) {
						continue // the pole
					}
					if v := absLgammaNeg(out); v <= tab.threshold {
						fail("|lgamma(-%v)| = %g just outside the window [%v, %v] is within the threshold %g", out, v, lo, hi, tab.threshold)
					}
				}
				mu.Lock()
				for _, e := range errs {
					t.Error(e)
				}
				mu.Unlock()
			}()
		}
		wg.Wait()
		t.Logf("%s: %d rows, %d windows checked", tab.path, len(tab.rows), nonEmpty)
	}
}

// lgammaRefs computes bigref.Lgamma for every x (in parallel: 1.4 ms each).
func lgammaRefs(xs []float64) []*big.Float {
	out := make([]*big.Float, len(xs))
	var wg sync.WaitGroup
	const workers = 2
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(xs); i += workers {
				x := xs[i]
				if math.IsNaN(x) || math.IsInf(x, 0) || x == math.Floor(x) && x <= 0 {
					continue
				}
				out[i] = bigref.Lgamma(x)
			}
		}()
	}
	wg.Wait()
	return out
}
