#!/bin/sh
# demo.sh -- kiln-filter on a bundled capture, its speed next to libpcap's bpf_filter (make demo).
#   usage: clients/dpf/bench/demo.sh BUILD_DIR
set -eu
build=${1:?usage: demo.sh BUILD_DIR}
here=$(cd "$(dirname "$0")/.." && pwd)
tool=$build/clients/dpf/kiln-filter
[ -x "$tool" ] || { echo "demo.sh: $tool not built" >&2; exit 1; }
cap=$here/tests/data/tcpdump/${DPF_DEMO_CAPTURE:-mptcp-v0.pcap}
[ -r "$cap" ] || cap=$(ls -S "$here"/tests/data/tcpdump/*.pcap | head -1)

echo "== kiln-filter on $(basename "$cap")"
for expr in 'ip' 'tcp port 80' 'tcp and src port 22' 'tcp and (src host 10.1.1.1 or dst port 443)' 'tcp[tcpflags] & tcp-syn != 0' 'udp and ip[2:2] > 576' \
	'tcp[((tcp[12] & 0xf0) >> 2):4] = 0x47455420'; do
	n=$("$tool" -r "$cap" -c "$expr" 2>/dev/null)
	echo "-- '$expr': $n packets accepted"
	"$tool" -r "$cap" -c --time "$expr" 2>&1 >/dev/null | sed 's/^/   /'
done
if command -v tcpdump >/dev/null 2>&1; then
	tmp=$(mktemp -d)
	"$tool" -r "$cap" -w "$tmp/kiln.pcap" 'tcp port 80'
	tcpdump -r "$cap" -w "$tmp/tcpdump.pcap" 'tcp port 80' 2>/dev/null
	if cmp -s "$tmp/kiln.pcap" "$tmp/tcpdump.pcap"; then
		echo "== -w output identical to tcpdump's"
	else
		echo "== -w output DIFFERS from tcpdump's"
	fi
	rm -rf "$tmp"
fi
