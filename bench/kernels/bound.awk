# bound.awk -- the static bound of a kernel from `kiln --list`: each block's "at least C cycles"
# (and instruction count) weighted by how often it runs per pass of the kernel's outer loop,
# divided by the bytes that pass makes.  Variables (awk -v): bytes (per pass), outer (the label
# starting a pass), end (the label after the last pass), loops ("label=trips ...": inner loops,
# from their label to their `goto label`).  Prints: cycles/byte instructions/byte model.
BEGIN {
	n = split(loops, a, " ")
	for (i = 1; i <= n; i++) { split(a[i], kv, "="); trips[kv[1]] = kv[2] }
	w = 0; cyc = 0; ins = 0; model = "?"
}
/^ *[0-9]+ \| [A-Za-z_][A-Za-z0-9_]*:[ \t]*$/ {
	l = $3; sub(/:.*/, "", l)
	if (l == outer) w = 1
	else if (l == end) w = 0
	else if (l in trips) w = trips[l]
	next
}
/^ *[0-9]+ \| goto [A-Za-z_]/ {
	split($0, g, "goto "); split(g[2], t, " ")
	if ((t[1] in trips) && t[2] != "if") back = 1
	next
}
# kiln --list ends a block with "; block: N instructions: ..." and "at least C cycles on MODEL",
# on the same line or (with the issue breakdown between) on a later one
/; block: / {
	match($0, /block: [0-9]+ instructions/)
	k = substr($0, RSTART + 7, RLENGTH - 20) + 0
	ins += w * k
	bw = w
	if (back) { w = 1; back = 0 }
}
/at least [0-9]+ cycles/ {
	match($0, /at least [0-9]+ cycles/)
	c = substr($0, RSTART + 9, RLENGTH - 16) + 0
	m = $0; sub(/.* cycles on /, "", m); sub(/ \(.*/, "", m); model = m
	cyc += bw * c
}
END { printf "%.2f %.2f %s\n", cyc / bytes, ins / bytes, model }
