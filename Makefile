# kiln -- the two commands of README.md: `make demo` (the main job) and `make check` (all tests).
# Both install what is missing first (scripts/deps.sh).  Other targets: build, bench, install,
# clean.  BUILD selects the native build directory.
BUILD ?= build
CMAKE ?= cmake
PREFIX ?= /usr/local
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CROSS_TARGETS := $(foreach t,aarch64 riscv64,$(if $(wildcard src/target/$(t)/abi.c),$(t)))

.PHONY: all deps build demo check check-deps check-native check-clang check-sanitize check-cross bench fuzz install clean

all: build

deps:
	@scripts/deps.sh

$(BUILD)/build.ninja:
	$(CMAKE) -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo

build: deps $(BUILD)/build.ninja
	$(CMAKE) --build $(BUILD) -j $(JOBS)

demo: build
	@scripts/demo.sh $(BUILD)

check: deps check-deps check-native check-clang check-sanitize check-cross
	@echo "make check: all suites passed (native, clang, sanitizers, cross: $(or $(CROSS_TARGETS),none))"

# the package list alone is enough on a fresh machine (Depends only; no Recommends)
check-deps: deps
	@scripts/deps.sh --verify

check-native: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

# gcc builds above; clang must build everything warning-free too
check-clang: deps
	CC=clang CXX=clang++ $(CMAKE) -S . -B $(BUILD)-clang -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	$(CMAKE) --build $(BUILD)-clang -j $(JOBS)

check-sanitize: deps
	$(CMAKE) -S . -B $(BUILD)-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_SANITIZE=ON >/dev/null
	$(CMAKE) --build $(BUILD)-asan -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --test-dir $(BUILD)-asan --output-on-failure -j $(JOBS)

# dpf's tests need libpcap as their oracle and the targets have none: the native build records
# libpcap's answers (dpf-vectors, clients/dpf/tests/dpf_vecgen.c) and the cross builds read them;
# likewise OpenSSL's for the kernels (kernels-vectors, tests/kernels/vecgen.c)
check-cross: deps $(BUILD)/build.ninja
	$(CMAKE) --build $(BUILD) --target dpf-vectors kernels-vectors -j $(JOBS)
	@set -e; for t in $(CROSS_TARGETS); do \
	  echo "== $$t (qemu-user) =="; \
	  scripts/check-toolchain.sh $$t; \
	  $(CMAKE) -S . -B $(BUILD)-$$t -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/$$t-linux-gnu.cmake \
	    -DKILN_DPF_VECTORS=$(abspath $(BUILD))/clients/dpf/dpf-vectors.bin \
	    -DKILN_KERNELS_VECTORS=$(abspath $(BUILD))/clients/kernels/tests/kernels-vectors.bin >/dev/null; \
	  $(CMAKE) --build $(BUILD)-$$t -j $(JOBS); \
	  ctest --test-dir $(BUILD)-$$t --output-on-failure -j $(JOBS); \
	done

bench: build
	$(CMAKE) --build $(BUILD) --target sched-bench -j $(JOBS)  # not in the default build (minutes of compiling)
	@if [ -x bench/run.sh ]; then bench/run.sh $(BUILD); else echo "no benchmarks yet"; fi

# libFuzzer harnesses (tests/fuzz): FUZZ_TIME seconds each, under ASan and UBSan, with clang.
# New inputs go to $(BUILD)-fuzz/corpus/<harness>, crashes to $(BUILD)-fuzz/crashes/; a crash is
# fixed and its input kept in tests/fuzz/regress/<harness>/ (make check replays those).
FUZZ_TIME ?= 60
FUZZERS := api bpf lang
fuzz: deps
	CC=clang CXX=clang++ $(CMAKE) -S . -B $(BUILD)-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_SANITIZE=ON \
	  -DKILN_FUZZ=ON -DKILN_BENCH=OFF >/dev/null
	$(CMAKE) --build $(BUILD)-fuzz -j $(JOBS) $(foreach h,$(FUZZERS),--target fuzz_$(h))
	@set -e; mkdir -p $(BUILD)-fuzz/crashes; for h in $(FUZZERS); do \
	  mkdir -p $(BUILD)-fuzz/corpus/$$h; echo "== fuzz_$$h ($(FUZZ_TIME) s) =="; \
	  $(BUILD)-fuzz/tests/fuzz/fuzz_$$h -max_total_time=$(FUZZ_TIME) -timeout=20 -rss_limit_mb=4096 \
	    -artifact_prefix=$(BUILD)-fuzz/crashes/$$h- $(BUILD)-fuzz/corpus/$$h tests/fuzz/corpus/$$h; \
	done

install: build
	$(CMAKE) --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD) $(BUILD)-clang $(BUILD)-asan $(BUILD)-aarch64 $(BUILD)-riscv64 $(BUILD)-fuzz
