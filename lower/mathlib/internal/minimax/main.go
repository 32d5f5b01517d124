// Command minimax derives minimax polynomial approximations by the Remez
// exchange algorithm in math/big arithmetic, for the device math library
// (lower/mathlib/src). It fits P to a function of internal/bigmath on an
// interval, minimising the relative (default) or absolute error, prints the
// coefficients rounded to binary32 or binary64 as C hexadecimal literals
// (lowest degree first, the order Horner's rule consumes them backwards),
// and the maximum error before and after rounding.
//
//	go run ./lower/mathlib/internal/minimax -f exp -lo -0.35 -hi 0.35 -deg 5 -prec float
//	go run ./lower/mathlib/internal/minimax -f sin -form odd -lo 0 -hi 0.786 -deg 3 -prec float
//	go run ./lower/mathlib/internal/minimax -f expm1 -fixed 0,1 -lo -0.35 -hi 0.35 -deg 4
//
// -form odd fits f(x) = x Q(x^2) and -form even f(x) = Q(x^2) over
// [lo, hi] (lo >= 0); -fixed c0,c1,... fixes the leading coefficients, so
// that P = c0 + c1 x + ... + x^k Q(x).
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"

	"gpucc/lower/mathlib/internal/bigmath"
)

// functions are the targets by name, x -> f(x) at a precision.
var functions = map[string]func(*big.Float, uint) *big.Float{
	"exp": bigmath.Exp, "expm1": bigmath.Expm1, "log": bigmath.Log, "log1p": bigmath.Log1p,
	"sin": bigmath.Sin, "cos": bigmath.Cos, "tan": bigmath.Tan, "atan": bigmath.Atan,
	"asin": bigmath.Asin, "acos": bigmath.Acos, "atanh": bigmath.Atanh, "sinh": bigmath.Sinh,
	"cosh": bigmath.Cosh, "tanh": bigmath.Tanh, "erf": bigmath.Erf, "erfc": bigmath.Erfc,
	"cbrt": bigmath.Cbrt, "sqrt": bigmath.Sqrt,
	"exp2": func(x *big.Float, p uint) *big.Float {
		return bigmath.Exp(new(big.Float).SetPrec(p+64).Mul(x, bigmath.Ln2(p+64)), p)
	},
	"exp10": func(x *big.Float, p uint) *big.Float {
		return bigmath.Exp(new(big.Float).SetPrec(p+64).Mul(x, bigmath.Log(big.NewFloat(10), p+64)), p)
	},
	"log2": func(x *big.Float, p uint) *big.Float {
		return new(big.Float).SetPrec(p).Quo(bigmath.Log(x, p+64), bigmath.Ln2(p+64))
	},
	"log10": func(x *big.Float, p uint) *big.Float {
		return new(big.Float).SetPrec(p).Quo(bigmath.Log(x, p+64), bigmath.Log(big.NewFloat(10), p+64))
	},
	"sinpi": func(x *big.Float, p uint) *big.Float {
		return bigmath.Sin(new(big.Float).SetPrec(p+64).Mul(x, bigmath.Pi(p+64)), p)
	},
	"cospi": func(x *big.Float, p uint) *big.Float {
		return bigmath.Cos(new(big.Float).SetPrec(p+64).Mul(x, bigmath.Pi(p+64)), p)
	},
	// erfcx(x) = erfc(x) e^(x^2), and erfcxinv(t) = erfcx(1/t) for the
	// tail, where a polynomial in 1/x fits.
	"erfcx": erfcx,
	"erfcxinv": func(t *big.Float, p uint) *big.Float {
		return erfcx(new(big.Float).SetPrec(p+64).Quo(big.NewFloat(1), t), p)
	},
	"rsqrt": func(x *big.Float, p uint) *big.Float {
		s := bigmath.Sqrt(x, p+64)
		return s.Quo(big.NewFloat(1).SetPrec(p), s)
	},
}

func erfcx(x *big.Float, p uint) *big.Float {
	x2 := new(big.Float).SetPrec(p+64).Mul(x, x)
	return new(big.Float).SetPrec(p).Mul(bigmath.Erfc(x, p+64), bigmath.Exp(x2, p+64))
}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "minimax:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("minimax", flag.ContinueOnError)
	name := fs.String("f", "", "function: "+strings.Join(functionNames(), ", "))
	lo := fs.Float64("lo", 0, "interval start")
	hi := fs.Float64("hi", 0, "interval end")
	deg := fs.Int("deg", 0, "degree of the fitted polynomial Q")
	prec := fs.String("prec", "float", "coefficient format: float or double")
	form := fs.String("form", "poly", "poly, odd (x Q(x^2)) or even (Q(x^2))")
	fixed := fs.String("fixed", "", "comma-separated fixed leading coefficients")
	errKind := fs.String("err", "rel", "rel (relative error) or abs")
	bits := fs.Uint("bits", 320, "working precision in bits")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, ok := functions[*name]
	if !ok {
		return fmt.Errorf("unknown function %q (have %s)", *name, strings.Join(functionNames(), ", "))
	}
	width := 32
	switch *prec {
	case "float":
	case "double":
		width = 64
	default:
		return fmt.Errorf("-prec %q: want float or double", *prec)
	}
	p := &Problem{F: f, Lo: *lo, Hi: *hi, Form: *form, Degree: *deg, Relative: *errKind == "rel", Prec: *bits}
	if *errKind != "rel" && *errKind != "abs" {
		return fmt.Errorf("-err %q: want rel or abs", *errKind)
	}
	if *fixed != "" {
		for _, s := range strings.Split(*fixed, ",") {
			v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
			if err != nil {
				return fmt.Errorf("-fixed: %v", err)
			}
			p.Fixed = append(p.Fixed, v)
		}
	}
	res, err := Solve(p)
	if err != nil {
		return err
	}
	rounded := Round(res.Coeffs, width)
	rerr, err := MaxError(p, rounded, 4000)
	if err != nil {
		return err
	}
	kind := "relative"
	if !p.Relative {
		kind = "absolute"
	}
	fmt.Fprintf(out, "// %s on [%g, %g], form %s, fixed %v, degree %d, %s error\n", *name, *lo, *hi, p.Form, p.Fixed, *deg, kind)
	fmt.Fprintf(out, "// minimax error %.3g (2^%.2f) after %d iterations; with %s coefficients %.3g (2^%.2f)\n",
		res.Error, math.Log2(res.Error), res.Iters, *prec, rerr, math.Log2(rerr))
	k := len(p.Fixed)
	for j, c := range rounded {
		fmt.Fprintf(out, "c%-2d = %s  // %s\n", k+j, cLiteral(c, width), strconv.FormatFloat(c, 'g', -1, width))
	}
	return nil
}

// cLiteral prints v as a C hexadecimal floating literal of its format.
func cLiteral(v float64, width int) string {
	if width == 32 {
		return strconv.FormatFloat(v, 'x', -1, 32) + "f"
	}
	return strconv.FormatFloat(v, 'x', -1, 64)
}

func functionNames() []string {
	var names []string
	for n := range functions {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
