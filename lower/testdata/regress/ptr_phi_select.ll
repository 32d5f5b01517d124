; opt: 0
; opt: 2
; opt: 2 stress 3
; launch: --kernel ptr_phi_select --grid 1,1,1 --block 32,1,1 out=buf:u32:192=zero tab=buf:u32:24=101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124 sel=buf:u32:32=0,5,10,4,9,3,8,2,7,1,6,0,5,10,4,9,3,8,2,7,1,6,0,5,10,4,9,3,8,2,7,1 cnt=buf:u32:4=zero
; Phis and selects of global pointers that differ by constant and variable
; offsets (issue 17 point 1): each incoming pointer's offset must survive.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @ptr_phi_select(i32* %out, i32* %tab, i32* %sel, i32* %cnt) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %sp = getelementptr inbounds i32, i32* %sel, i64 %t64
  %s = load i32, i32* %sp, align 4
  %s3 = and i32 %s, 3
  %s3p1 = add nuw nsw i32 %s3, 1
  %tab2 = getelementptr inbounds i32, i32* %tab, i64 2
  %tab3 = getelementptr inbounds i32, i32* %tab, i64 3
  %tab5 = getelementptr inbounds i32, i32* %tab, i64 5
  %c0 = icmp eq i32 %s3, 0
  br i1 %c0, label %join, label %t1
t1:
  %c1 = icmp eq i32 %s3, 1
  br i1 %c1, label %a1, label %t2
t2:
  %c2 = icmp eq i32 %s3, 2
  br i1 %c2, label %a2, label %a3
a1:
  %p1 = getelementptr inbounds i32, i32* %tab, i64 1
  %cnt1 = getelementptr inbounds i32, i32* %cnt, i64 1
  br label %join
a2:
  %p2 = getelementptr inbounds i32, i32* %tab, i64 2
  %cnt2 = getelementptr inbounds i32, i32* %cnt, i64 2
  br label %join
a3:
  ; a variable offset: tab + (tid & 7) + 8
  %tv = and i64 %t64, 7
  %tv8 = add nuw nsw i64 %tv, 8
  %p3 = getelementptr inbounds i32, i32* %tab, i64 %tv8
  %cnt3 = getelementptr inbounds i32, i32* %cnt, i64 3
  br label %join
join:
  %p = phi i32* [ %tab, %entry ], [ %p1, %a1 ], [ %p2, %a2 ], [ %p3, %a3 ]
  ; shape 0: load through the phi
  %v0 = load i32, i32* %p, align 4
  %o0 = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v0, i32* %o0, align 4
  ; shape 1: a constant offset on top of the phi
  %pq = getelementptr inbounds i32, i32* %p, i64 3
  %v1 = load i32, i32* %pq, align 4
  %i1 = add nuw nsw i64 %t64, 32
  %o1 = getelementptr inbounds i32, i32* %out, i64 %i1
  store i32 %v1, i32* %o1, align 4
  ; shape 2: atomicAdd on a counter picked by a phi of constant offsets
  %cp = phi i32* [ %cnt, %entry ], [ %cnt1, %a1 ], [ %cnt2, %a2 ], [ %cnt3, %a3 ]
  %old = atomicrmw add i32* %cp, i32 1 seq_cst
  ; shape 3: a select of two constant offsets of one base
  %odd = icmp ne i32 %s3, 1
  %q = select i1 %odd, i32* %tab3, i32* %tab5
  %v3 = load i32, i32* %q, align 4
  %i3 = add nuw nsw i64 %t64, 64
  %o3 = getelementptr inbounds i32, i32* %out, i64 %i3
  store i32 %v3, i32* %o3, align 4
  ; shape 4: a select of base+var and base+var+const
  %tw = and i64 %t64, 3
  %r0 = getelementptr inbounds i32, i32* %tab, i64 %tw
  %r2 = getelementptr inbounds i32, i32* %r0, i64 6
  %big = icmp ugt i32 %s, 5
  %r = select i1 %big, i32* %r2, i32* %r0
  %v4 = load i32, i32* %r, align 4
  %i4 = add nuw nsw i64 %t64, 96
  %o4 = getelementptr inbounds i32, i32* %out, i64 %i4
  store i32 %v4, i32* %o4, align 4
  ; shape 5: a select of pointers into two buffers, both offset
  %sel4 = getelementptr inbounds i32, i32* %sel, i64 4
  %tab9 = getelementptr inbounds i32, i32* %tab, i64 9
  %low = icmp ult i32 %tid, 16
  %x = select i1 %low, i32* %sel4, i32* %tab9
  %v5 = load i32, i32* %x, align 4
  %i5 = add nuw nsw i64 %t64, 128
  %o5 = getelementptr inbounds i32, i32* %out, i64 %i5
  store i32 %v5, i32* %o5, align 4
  br label %loop
loop:
  ; shape 6: a pointer induction variable stepping by a constant
  %lp = phi i32* [ %tab2, %join ], [ %lpn, %loop ]
  %k = phi i32 [ 0, %join ], [ %kn, %loop ]
  %acc = phi i32 [ 0, %join ], [ %accn, %loop ]
  %lv = load i32, i32* %lp, align 4
  %accn = add i32 %acc, %lv
  %lpn = getelementptr inbounds i32, i32* %lp, i64 1
  %kn = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %kn, %s3p1
  br i1 %more, label %loop, label %done
done:
  %i6 = add nuw nsw i64 %t64, 160
  %o6 = getelementptr inbounds i32, i32* %out, i64 %i6
  store i32 %accn, i32* %o6, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i32*)* @ptr_phi_select, !"kernel", i32 1}
