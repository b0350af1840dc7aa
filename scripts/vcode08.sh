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

[ -d "$kiln" ] || { echo "vcode08: no kiln build tree or prefix at $kiln (see -k)" >&2; exit 2; }
kiln=$(cd "$kiln" && pwd)

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
  # the shared library is found where it was installed (no ld.so.conf edits)
  klibs="$klibs -Wl,-rpath,$(PKG_CONFIG_PATH=$pc pkg-config --variable=libdir kiln)"
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

# name | folder | sources | check | arguments | stdin | note
#   out:FILE     stdout equals FILE (the release's expected output)
#   same:SRC     stdout equals that of SRC, the release's C-only version of the program (whose
#                .out was made with 1996's rand(); its makefile regenerates it the same way)
#   empty        no output (the program checks itself with assert/demand)
#   exit0        exit status 0 (the program checks itself; its output is v_dump listings)
#   last:TEXT    the last line of stdout is TEXT
# note: booth   make mult.h with the release's booth-gen (a host program), as its makefile does
#       legacy  the program's own 1996 code (flex/bison output) calls functions it never
#               declares and defines yyerror without a type: GCC 14's implicit-declaration
#               and implicit-int errors are left warnings for it alone
#       order   known exception: the .out assumes left-to-right argument evaluation, which C
#               leaves open; it passes as "order" if the output equals the .out once the
#               two values of each printf line are swapped
#       char    known exception: depends on plain char being unsigned (as on MIPS, AArch64,
#               RISC-V); where char is signed it passes as "char" if it passes with -funsigned-char
#       broken  known exception: the release's own README says the program does not work
programs=(
  "hello|examples/tutorial|hello.c|out:hello.out|||"
  "hello-push|examples/tutorial|hello-push.c|out:hello-push.out|||"
  "hello2|examples/tutorial|hello2-driver.c|out:hello2.out|||"
  "zero|examples/tutorial|zero.c|out:zero.out|||"
  "inf-stream|examples/tutorial|inf-stream.c|out:inf-stream.out|||order"
  "and|examples/tutorial|and-driver.c|out:and.out|||"
  "pow|examples/tutorial|pow.c|out:pow.out|||"
  "jump|examples/tutorial|jump-and-link.c|out:jump.out|||"
  "branch|examples/tutorial|branch.c|out:branch.out|||"
  "curry|examples/tutorial|curry.c|out:curry.out|||"
  "ctest|tests|ctest.c|out:ctest.out|||"
  "stest|tests|stest.c|out:stest.out|||"
  "reg-test|tests|reg-test.c|out:reg-test.out|||"
  "jal-test|tests|jal-test.c|out:jal-test.out|||"
  "vm|tests|vm.c|last:ip returned 1, should be 1|||"
  "marshal|examples/marshal|marshal.c|out:marshal.out|||"
  "memcpy|examples/memcpy|memcpy.c|empty|||"
  "blt|examples/memcpy|blt.c|empty|||"
  "ll|examples/executable-data-structures|ll.c|empty|||"
  "binary|examples/executable-data-structures|binary.c|empty|||"
  "strcmp|examples/strcmp|strcmp.c|exit0|||char"
  "str|examples/strcmp|str.c|exit0|||broken"
  "scale|examples/scale|dcg.c mult.c|same:static.c|-n 64 -v||booth"
  "dcg_calc|examples/calc|lex.yy.c dcg_calc.tab.c|out:calc.out||test|legacy"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# build NAME DIR "SOURCES" EXTRA-FLAGS...: compile a program of the release into $work/NAME.
# -iquote: the program's own folder first for "x.h" (its .c includes), then kiln's vcode-compat
# folder (vcode.h, demand.h) through -I.
build() {
  local name=$1 dir=$2 srcs=$3
  shift 3
  # shellcheck disable=SC2086
  (cd "$vdir/$dir" && "$cc" "${cflags[@]}" "$@" -iquote . $kcflags -o "$work/$name" $srcs $klibs -lm) \
    >"$work/$name.cc" 2>&1
}
# run NAME "ARGS" STDIN: run it (under qemu for another target); stdout to $work/NAME.out
run() {
  local name=$1 args=$2 input=${3:-/dev/null}
  # shellcheck disable=SC2086
  (cd "$work" && KILN_VCODE_NO_OBJDUMP=1 timeout 120 "${run[@]}" "$work/$name" $args \
    >"$work/$name.out" 2>"$work/$name.err" <"$input") 2>/dev/null
}
# verdict NAME DIR CHECK STATUS: empty if the run is right, else why not
verdict() {
  local name=$1 dir=$2 check=$3 status=$4 why=
  case $check in
  out:*) diff -u "$vdir/$dir/${check#out:}" "$work/$name.out" >"$work/$name.diff" ||
    why="output differs from ${check#out:}" ;;
  same:*) diff -u "$work/$name.ref" "$work/$name.out" >"$work/$name.diff" ||
    why="output differs from ${check#same:}'s" ;;
  empty) [ -s "$work/$name.out" ] && why="unexpected output: $(head -1 "$work/$name.out")" ;;
  exit0) ;;
  last:*)
    local got
    got=$(tail -1 "$work/$name.out")
    [ "$got" = "${check#last:}" ] || why="last line \"$got\", expected \"${check#last:}\"" ;;
  esac
  if [ "$status" -ne 0 ]; then
    why="exit status $status${why:+; $why}: $(head -c 200 "$work/$name.err" | tr '\n' ' ')"
  fi
  echo "$why"
}

pass=0
known=0
total=0
printf '%-12s %-8s %s\n' program result detail
for p in "${programs[@]}"; do
  IFS='|' read -r name dir srcs check args input note <<<"$p"
  total=$((total + 1))
  extra=()
  [ "$note" = legacy ] && extra+=(-Wno-error=implicit-function-declaration -Wno-error=implicit-int)
  if [ "$note" = booth ]; then
    mkdir -p "$work/$name.inc"
    # booth-gen runs at build time, on the build machine: the host compiler
    if ! { gcc -O2 -o "$work/booth-gen" "$vdir/$dir/booth-gen.c" && "$work/booth-gen" 4096 >"$work/$name.inc/mult.h"; } \
      >"$work/$name.cc" 2>&1; then
      printf '%-12s %-8s %s\n' "$name" FAIL "booth-gen (making mult.h) failed"
      continue
    fi
    extra+=(-O2 "-I$work/$name.inc")
  fi
  if ! build "$name" "$dir" "$srcs" "${extra[@]}"; then
    printf '%-12s %-8s %s\n' "$name" FAIL "does not compile: $(grep -m1 'error:' "$work/$name.cc")"
    [ $verbose = 1 ] && sed 's/^/    /' "$work/$name.cc"
    continue
  fi
  if [[ $check == same:* ]]; then
    ref=${check#same:}
    if ! build "$name-ref" "$dir" "$ref" "${extra[@]}"; then
      printf '%-12s %-8s %s\n' "$name" FAIL "the reference $ref does not compile"
      continue
    fi
    run "$name-ref" "$args" "${input:+$vdir/$dir/$input}"
    cp "$work/$name-ref.out" "$work/$name.ref"
  fi
  run "$name" "$args" "${input:+$vdir/$dir/$input}"
  why=$(verdict "$name" "$dir" "$check" $?)
  result=ok
  if [ -n "$why" ]; then
    result=FAIL
    case $note in
    order)
      # swap the two values of each "[a, b" pair and compare again
      sed -E 's/\[([0-9]+), ([0-9]+)/[\2, \1/' "$work/$name.out" >"$work/$name.swapped"
      if diff -q "$vdir/$dir/${check#out:}" "$work/$name.swapped" >/dev/null; then
        result=order why="C evaluated printf's arguments right to left (unspecified); right values"
      fi ;;
    char)
      if build "$name-uc" "$dir" "$srcs" -funsigned-char "${extra[@]}" && run "$name-uc" "$args" "${input:+$vdir/$dir/$input}" &&
        [ -z "$(verdict "$name-uc" "$dir" "$check" 0)" ]; then
        result=char why="plain char is signed here; passes with -funsigned-char"
      fi ;;
    broken) result=broken why="the release's README: \"this code does not work\" ($why)" ;;
    esac
  fi
  case $result in
  ok) pass=$((pass + 1)) ;;
  FAIL) ;;
  *) known=$((known + 1)) ;;
  esac
  printf '%-12s %-8s %s\n' "$name" "$result" "$why"
  if [ $result = FAIL ] && [ $verbose = 1 ]; then
    [ -s "$work/$name.diff" ] && sed 's/^/    /' "$work/$name.diff" | head -40
    sed 's/^/    stderr: /' "$work/$name.err" | head -20
  fi
done
echo "vcode08 ($target, $cc): $pass/$total pass, $known known exceptions (the program's own dependence or bug), $((total - pass - known)) fail"
[ $((pass + known)) = "$total" ]
