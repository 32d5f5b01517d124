package lower

import (
	"fmt"
	"strings"
	"testing"
)

// bigHelperKernel is a kernel calling @big (a chain of size adds) at sites
// places and @small (two instructions) as often.
func bigHelperKernel(size, sites int) string {
	var b strings.Builder
	b.WriteString(inlineKernelHead)
	b.WriteString("define i32 @big(i32 %x) {\n")
	prev := "%x"
	for i := 0; i < size; i++ {
		fmt.Fprintf(&b, "  %%v%d = add i32 %s, %d\n", i, prev, i+1)
		prev = fmt.Sprintf("%%v%d", i)
	}
	fmt.Fprintf(&b, "  ret i32 %s\n}\n", prev)
	b.WriteString("define i32 @small(i32 %x) {\n  %y = xor i32 %x, 5\n  ret i32 %y\n}\n")
	b.WriteString("define void @k(i32* %p, i32 %n) {\n")
	prev = "%n"
	for i := 0; i < sites; i++ {
		fmt.Fprintf(&b, "  %%b%d = call i32 @big(i32 %s)\n", i, prev)
		fmt.Fprintf(&b, "  %%s%d = call i32 @small(i32 %%b%d)\n", i, i)
		prev = fmt.Sprintf("%%s%d", i)
	}
	fmt.Fprintf(&b, "  store i32 %s, i32* %%p\n  ret void\n}\n", prev)
	return b.String()
}

// TestOutlineRule: a function is called instead of inlined when its size
// times its call sites beyond the first exceeds outlineBudget (4000
// instructions of growth): @big of 401 instructions (400 adds and the ret)
// with 12 sites grows the code by 401*11 = 4411 and stays a subroutine, with
// 10 sites by 401*9 = 3609 and is inlined; @small is always inlined.
func TestOutlineRule(t *testing.T) {
	for _, c := range []struct {
		sites int
		subs  []string
	}{{12, []string{"big"}}, {10, nil}} {
		f, err := lowerText(t, bigHelperKernel(400, c.sites), 2)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, g := range f.Subs {
			names = append(names, g.Name)
		}
		if fmt.Sprint(names) != fmt.Sprint(c.subs) {
			t.Errorf("%d call sites: subroutines %v, want %v", c.sites, names, c.subs)
		}
	}
}
