package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// uniformLoopIR makes m uniform values (multiples of the parameter %n)
// before a loop, all live across it: the loop adds every one of them to a
// per-thread sum, n times. out[t] = t + n * sum_i(n * (7i+3)) mod 2^32.
func uniformLoopIR(m int) string {
	var pre, loop []string
	acc := "%acc"
	for i := 0; i < m; i++ {
		pre = append(pre, fmt.Sprintf("  %%u%d = mul i32 %%n, %d", i, i*7+3))
		loop = append(loop, fmt.Sprintf("  %%x%d = add i32 %s, %%u%d", i, acc, i))
		acc = fmt.Sprintf("%%x%d", i)
	}
	return fmt.Sprintf(`target triple = "nvptx64-nvidia-cuda"
define void @live(i32* %%out, i32 %%n) {
entry:
  %%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
%s
  br label %%loop
loop:
  %%i = phi i32 [0, %%entry], [%%i1, %%loop]
  %%acc = phi i32 [%%t, %%entry], [%s, %%loop]
%s
  %%i1 = add i32 %%i, 1
  %%c = icmp slt i32 %%i1, %%n
  br i1 %%c, label %%loop, label %%exit
exit:
  %%p = getelementptr i32, i32* %%out, i32 %%t
  store i32 %s, i32* %%p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @live, !"kernel", i32 1}
`, strings.Join(pre, "\n"), acc, strings.Join(loop, "\n"), acc)
}

// TestUniformValuesFallBackToGPRs: more uniform values live at once than
// there are uniform registers (63) compile, the ones left out living in
// GPRs, and those spill when the GPRs are capped too; the results are the
// Go reference's on the emulator.
func TestUniformValuesFallBackToGPRs(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		m     int
		flags []string
	}{
		{62, nil},
		{150, nil},
		{150, []string{"--max-gprs", "24"}}, // GPRs spill as well
		{62, []string{"-O0"}},
	} {
		ll := filepath.Join(dir, fmt.Sprintf("live%d.ll", c.m))
		if err := os.WriteFile(ll, []byte(uniformLoopIR(c.m)), 0o644); err != nil {
			t.Fatal(err)
		}
		bin := filepath.Join(dir, "live.bin")
		args := append([]string{ll, "-o", bin, "-v", "--verify-ir"}, c.flags...)
		st, out, errOut := runGpucc(args...)
		if st != 0 {
			t.Errorf("m=%d %v: status %d: %s", c.m, c.flags, st, errOut)
			continue
		}
		const n, threads = 3, 32
		var sum uint32
		for i := 0; i < c.m; i++ {
			sum += uint32(n * (7*i + 3))
		}
		var want []string
		for tid := 0; tid < threads; tid++ {
			want = append(want, fmt.Sprint(uint32(tid)+n*sum))
		}
		st, got, errOut := runGpucc("run", bin, "--grid", "1", "--block", fmt.Sprint(threads), "out=buf:u32:32=zero", fmt.Sprintf("n=i32:%d", n))
		if st != 0 || !strings.HasPrefix(got, "out u32[32] = "+strings.Join(want, ",")+"\n") {
			t.Errorf("m=%d %v: status %d\n%s%s\nwant out = %s", c.m, c.flags, st, got, errOut, strings.Join(want, ","))
		}
		if len(c.flags) > 0 && c.flags[0] == "--max-gprs" && strings.Contains(out, " 0 values spilled") {
			t.Errorf("m=%d %v: nothing spilled under the cap: %s", c.m, c.flags, out)
		}
	}
}

// TestManyScalarParameters: a kernel with 70 scalar parameters, all live
// across a loop, compiles and computes out[t] = t + n * sum(a_i).
func TestManyScalarParameters(t *testing.T) {
	const params, n = 70, 2
	var decl, types, loop, args []string
	acc := "%acc"
	var sum uint32
	for i := 0; i < params; i++ {
		decl = append(decl, fmt.Sprintf("i32 %%a%d", i))
		types = append(types, "i32")
		loop = append(loop, fmt.Sprintf("  %%x%d = add i32 %s, %%a%d", i, acc, i))
		acc = fmt.Sprintf("%%x%d", i)
		v := uint32(i*i*977 + 13)
		sum += v
		args = append(args, fmt.Sprintf("a%d=i32:%d", i, int32(v)))
	}
	src := fmt.Sprintf(`target triple = "nvptx64-nvidia-cuda"
define void @many(i32* %%out, i32 %%n, %s) {
entry:
  %%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %%loop
loop:
  %%i = phi i32 [0, %%entry], [%%i1, %%loop]
  %%acc = phi i32 [%%t, %%entry], [%s, %%loop]
%s
  %%i1 = add i32 %%i, 1
  %%c = icmp slt i32 %%i1, %%n
  br i1 %%c, label %%loop, label %%exit
exit:
  %%p = getelementptr i32, i32* %%out, i32 %%t
  store i32 %s, i32* %%p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, %s)* @many, !"kernel", i32 1}
`, strings.Join(decl, ", "), acc, strings.Join(loop, "\n"), acc, strings.Join(types, ", "))
	dir := t.TempDir()
	ll, bin := filepath.Join(dir, "many.ll"), filepath.Join(dir, "many.bin")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"-O0", "-O2"} {
		if st, _, errOut := runGpucc(ll, opt, "-o", bin); st != 0 {
			t.Fatalf("%s: %s", opt, errOut)
		}
		cmd := append([]string{"run", bin, "--grid", "1", "--block", "4", "out=buf:u32:4=zero", fmt.Sprintf("n=i32:%d", n)}, args...)
		st, out, errOut := runGpucc(cmd...)
		want := fmt.Sprintf("out u32[4] = %d,%d,%d,%d\n", n*sum, 1+n*sum, 2+n*sum, 3+n*sum)
		if st != 0 || !strings.HasPrefix(out, want) {
			t.Errorf("%s: status %d\n%s%s\nwant %s", opt, st, out, errOut, want)
		}
	}
}
