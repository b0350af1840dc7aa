#!/bin/sh
# run_target.sh KILN TARGET MODE SRCDIR WORKDIR WHAT [GEN] -- compile a program with kiln for
# TARGET (MODE -c: an object; -S: assembler text assembled by the target's gcc), link it with its
# C driver by the target's gcc, run it (natively, or under qemu-TARGET).  77: no toolchain (skip).
set -e
kiln=$1 t=$2 mode=$3 src=$4 work=$5 what=$6 gen=$7
host=$(uname -m)
if [ "$t" = "$host" ]; then cc=gcc run=""; else cc=$t-linux-gnu-gcc run=qemu-$t; fi
command -v "$cc" >/dev/null || { echo "no $cc: skipped"; exit 77; }
[ -z "$run" ] || command -v "$run" >/dev/null || { echo "no $run: skipped"; exit 77; }
mkdir -p "$work"
cd "$work"
ext=o; [ "$mode" = -S ] && ext=s
case $what in
salsa20)
	"$kiln" -t "$t" "$mode" "$src/qhasm/salsa20-amd64-3.q" -o prog.$ext
	$cc -static -O2 -I"$src" "$src/salsa20_driver.c" "$src/salsa20_ref.c" prog.$ext -o prog ;;
curve25519)
	# SUPERCOP's amd64-64 Curve25519 (qhasm): one object per .q, as SUPERCOP builds its .s files
	objs=""
	for f in fe25519_mul fe25519_square fe25519_freeze work_cswap ladderstep; do
		"$kiln" -t "$t" "$mode" "$src/qhasm/curve25519/$f.q" -o $f.$ext
		objs="$objs $f.$ext"
	done
	$cc -static -O2 "$src/curve25519_driver.c" $objs -o prog ;;
forms)
	"$gen" > forms.q
	"$gen" float > ffloat.q
	"$kiln" -t "$t" "$mode" forms.q -o prog.$ext
	"$kiln" -t "$t" "$mode" ffloat.q -o fprog.$ext
	$cc -static -O1 -ffp-contract=off -I"$src" "$src/forms_obj.c" prog.$ext fprog.$ext -o prog -lm ;;
esac
$run ./prog
