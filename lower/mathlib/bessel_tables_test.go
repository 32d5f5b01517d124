package mathlib_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"gpucc/lower/mathlib/internal/besselfit"
)

var updateBesselTables = flag.Bool("update-bessel-tables", false, "rewrite src/double_bessel_poly.h from internal/besselfit")

// TestBesselTables regenerates the Bessel polynomials (about 8 s) and
// compares them with the checked-in src/double_bessel_poly.h (rewritten
// with -update-bessel-tables; then run scripts/gen-mathlib.sh).
func TestBesselTables(t *testing.T) {
	if testing.Short() && !*updateBesselTables {
		t.Skip("regenerating the Bessel polynomials takes about 8 s")
	}
	polys, err := besselfit.Tables()
	if err != nil {
		t.Fatal(err)
	}
	want := besselfit.Render(polys)
	path := filepath.Join("src", "double_bessel_poly.h")
	if *updateBesselTables {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is stale; regenerate with -update-bessel-tables", path)
	}
}
