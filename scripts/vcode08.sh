#!/usr/bin/env bash
# vcode08.sh -- build VCODE 0.08's own client programs, unmodified, against kiln's <kiln/vcode.h>
# and check that each prints what VCODE's release says it should.  Fetches nothing: give it a
# VCODE 0.08 release folder (vcode-release0.08: examples/ and tests/).  See docs/vcode.md.
#
#   scripts/vcode08.sh [-t x86_64|aarch64|riscv64] [-k KILN] [-v] VCODE_DIR
#     -t  target (default: the host); others run under qemu-user with /usr/<triple> as root
#     -k  a kiln build tree of that target (holds libkiln.a; default build/, build-<target>/),
#         or an install prefix (holds lib/pkgconfig/kiln.pc: flags come from pkg-config)
#     -v  print each failing program's compiler errors or output difference
#   CC overrides the compiler.  Exit status: 0 when every program passes, 1 otherwise.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
target=$(uname -m)
kiln=
verbose=0
while getopts "t:k:v" o; do
  case $o in
  t) target=$OPTARG ;;
  k) kiln=$OPTARG ;;
  v) verbose=1 ;;
  *) sed -n '5,11p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
vdir=${1:-}
if [ -z "$vdir" ] || [ ! -d "$vdir/examples/tutorial" ] || [ ! -d "$vdir/tests" ]; then
  echo "vcode08: give the VCODE 0.08 release folder (with examples/tutorial and tests)" >&2
  sed -n '5,11p' "$0" >&2
  exit 2
fi
vdir=$(cd "$vdir" && pwd)

host=$(uname -m)
run=()
case $target in
x86_64) triple=x86_64-linux-gnu ;;
aarch64) triple=aarch64-linux-gnu ;;
riscv64) triple=riscv64-linux-gnu ;;
*) echo "vcode08: unknown target $target (x86_64, aarch64, riscv64)" >&2; exit 2 ;;
esac
if [ "$target" = "$host" ]; then
  cc=${CC:-gcc}
  [ -n "$kiln" ] || kiln=$here/build
else
  cc=${CC:-$triple-gcc}
  run=("qemu-$target" -L "/usr/$triple")
  [ -n "$kiln" ] || kiln=$here/build-$target
  command -v "qemu-$target" >/dev/null || { echo "vcode08: qemu-$target not found (qemu-user)" >&2; exit 2; }
fi
command -v "$cc" >/dev/null || { echo "vcode08: compiler $cc not found" >&2; exit 2; }

# kiln's flags: an install prefix through pkg-config, a build tree by hand (the same flags)
if [ -f "$kiln/libkiln.a" ]; then
  kcflags="-I$here/include -I$here/include/kiln/vcode-compat"
  klibs="$kiln/libkiln.a -lpthread"
else
  pc=$(ls -d "$kiln"/lib*/pkgconfig "$kiln"/lib/*/pkgconfig 2>/dev/null | head -1)
  if [ -z "$pc" ] || [ ! -f "$pc/kiln.pc" ]; then
    echo "vcode08: $kiln is neither a kiln build tree (libkiln.a) nor an install prefix (kiln.pc)" >&2
    exit 2
  fi
  kcflags=$(PKG_CONFIG_PATH=$pc pkg-config --cflags kiln) || exit 2
  klibs="$(PKG_CONFIG_PATH=$pc pkg-config --libs --static kiln)" || exit 2
fi

# The makefiles' flags (-Wall -g), and the diagnostics GCC 14 made errors by default, so that a
# program passes here only if it also compiles with today's compilers.
cflags=(-std=gnu17 -g -Wall)
for w in implicit-function-declaration implicit-int int-conversion incompatible-pointer-types \
  return-mismatch declaration-missing-parameter-type; do
  if echo 'int main(void){return 0;}' | "$cc" -x c -Werror="$w" -o /dev/null - 2>/dev/null; then
    cflags+=("-Werror=$w")
  fi
done

# name | folder | source | check
#   out:FILE   stdout equals FILE (the release's expected output)
#   empty      no output (the program checks itself with assert/demand)
#   exit0      exit status 0 (the program checks itself; its output is v_dump listings)
#   last:TEXT  the last line of stdout is TEXT
programs=(
  "hello|examples/tutorial|hello.c|out:hello.out"
  "hello-push|examples/tutorial|hello-push.c|out:hello-push.out"
  "hello2|examples/tutorial|hello2-driver.c|out:hello2.out"
  "zero|examples/tutorial|zero.c|out:zero.out"
  "inf-stream|examples/tutorial|inf-stream.c|out:inf-stream.out"
  "and|examples/tutorial|and-driver.c|out:and.out"
  "pow|examples/tutorial|pow.c|out:pow.out"
  "jump|examples/tutorial|jump-and-link.c|out:jump.out"
  "branch|examples/tutorial|branch.c|out:branch.out"
  "curry|examples/tutorial|curry.c|out:curry.out"
  "ctest|tests|ctest.c|out:ctest.out"
  "stest|tests|stest.c|out:stest.out"
  "reg-test|tests|reg-test.c|out:reg-test.out"
  "jal-test|tests|jal-test.c|out:jal-test.out"
  "call-test|tests|call-test.c|out:call-test.out"
  "vm|tests|vm.c|last:ip returned 1, should be 1"
  "marshal|examples/marshal|marshal.c|out:marshal.out"
  "memcpy|examples/memcpy|memcpy.c|empty"
  "blt|examples/memcpy|blt.c|empty"
  "ll|examples/executable-data-structures|ll.c|empty"
  "binary|examples/executable-data-structures|binary.c|empty"
  "strcmp|examples/strcmp|strcmp.c|exit0"
  "str|examples/strcmp|str.c|exit0"
  "strstr|examples/strcmp|strstr.c|empty"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0
total=0
printf '%-12s %-8s %s\n' program result detail
for p in "${programs[@]}"; do
  IFS='|' read -r name dir src check <<<"$p"
  total=$((total + 1))
  exe=$work/$name
  # -iquote: the program's own folder first for "x.h" (its .c includes), then kiln's
  # vcode-compat folder (which holds vcode.h and demand.h) through -I
  # shellcheck disable=SC2086
  if ! (cd "$vdir/$dir" && "$cc" "${cflags[@]}" -iquote . $kcflags -o "$exe" "$src" $klibs -lm) \
    >"$work/$name.cc" 2>&1; then
    printf '%-12s %-8s %s\n' "$name" FAIL "does not compile: $(grep -m1 -i 'error' "$work/$name.cc")"
    [ $verbose = 1 ] && sed 's/^/    /' "$work/$name.cc"
    continue
  fi
  (cd "$work" && KILN_VCODE_NO_OBJDUMP=1 timeout 60 "${run[@]}" "$exe" >"$work/$name.out" 2>"$work/$name.err" </dev/null)
  status=$?
  why=
  case $check in
  out:*)
    if ! diff -u "$vdir/$dir/${check#out:}" "$work/$name.out" >"$work/$name.diff"; then
      why="output differs from ${check#out:}"
    fi ;;
  empty) [ -s "$work/$name.out" ] && why="unexpected output: $(head -1 "$work/$name.out")" ;;
  exit0) ;;
  last:*)
    got=$(tail -1 "$work/$name.out")
    [ "$got" = "${check#last:}" ] || why="last line \"$got\", expected \"${check#last:}\"" ;;
  esac
  [ $status -ne 0 ] && why="exit status $status${why:+; $why}: $(head -c 200 "$work/$name.err" | tr '\n' ' ')"
  if [ -z "$why" ]; then
    pass=$((pass + 1))
    printf '%-12s %-8s\n' "$name" ok
  else
    printf '%-12s %-8s %s\n' "$name" FAIL "$why"
    if [ $verbose = 1 ]; then
      [ -s "$work/$name.diff" ] && sed 's/^/    /' "$work/$name.diff"
      sed 's/^/    stderr: /' "$work/$name.err" | head -20
    fi
  fi
done
echo "vcode08 ($target, $cc): $pass/$total programs pass"
[ $pass = "$total" ]
