package irtext

import (
	"os"
	"path/filepath"
	"testing"
)

// TestProducer reads the llvm.ident string the way LLVM writes it, also
// when the node is defined before the named metadata or an earlier line
// merely contains the node's text.
func TestProducer(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"!llvm.ident = !{!3}\n!3 = !{!\"clang version 16.0.6\"}\n", "clang version 16.0.6"},
		{"!7 = !{!\"clang version 14.0.6\"}\n!llvm.ident = !{!7, !8}\n", "clang version 14.0.6"},
		{"!llvm.ident = !{!3}\n!13 = !{!\"not this\"}\n!3 = !{!\"this\"}\n", "this"},
		{"!llvm.ident = !{!3}\n", ""},
		{"target triple = \"nvptx64-nvidia-cuda\"\n", ""},
		{"!llvm.ident = !{!3}\n!3 = !{!\"unterminated\n", ""},
	} {
		if got := producer(c.src); got != c.want {
			t.Errorf("producer(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}

// TestPrefilter: the quick test that lets LLVM 14 text skip lexing finds
// the opaque pointer type and the newer markers as words, and nothing in
// identifiers that merely contain them.
func TestPrefilter(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"%1 = getelementptr inbounds i32, i32* %p, i64 1", false},
		{"%range = load i32, i32* %memory.addr", false},
		{"@splat.table = global i32 0", false},
		{"%1 = load i32, ptr %p", true},
		{"define void @f(ptr %p)", true},
		{"(...ptr", true},
		{"%c = zext nneg i32 %a to i64", true},
		{"#dbg_value(i32 %x, !1, !DIExpression(), !2)", true},
		{"call void @g() memory(none)", true},
		{`call void asm sideeffect "bar.sync 0;", "~{memory}"()`, false},
		{"%1 = load i32, i32* %p ; the ptr in a comment", false},
		{`@s = constant [4 x i8] c"ptr\00"`, false},
		{"%x = load i32, i32* %p ; comment\n%1 = load i32, ptr %q", true},
	} {
		if got := mayHaveNewerTokens(c.src); got != c.want {
			t.Errorf("mayHaveNewerTokens(%q) = %v, want %v", c.src, got, c.want)
		}
	}
	// Clang-14 kernels with asm clobbers and strings need no rewriting.
	for _, name := range []string{"inline_ptx", "dp4a_quant", "vadd_guard"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "kernels", name+".ll"))
		if err != nil {
			t.Fatal(err)
		}
		if mayHaveNewerTokens(string(src)) {
			t.Errorf("%s: the prefilter sends LLVM 14 text to the rewriter", name)
		}
	}
	// Every clang-16 test kernel uses opaque pointers: the prefilter must
	// send each to the rewriter.
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "clang16", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no clang-16 kernels: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !mayHaveNewerTokens(string(src)) {
			t.Errorf("%s: the prefilter finds no opaque pointer", f)
		}
	}
}
