# grognard: two commands do everything on a fresh Debian 12 machine.
#   make run   installs what is missing, builds, serves the referee page (grognard serve)
#   make test  installs, builds (normal and ASan/UBSan), runs every test with ctest
JOBS ?= $(shell nproc)
BUILD := build/release
ASAN := build/asan
GROGNARD := $(BUILD)/grognard

.PHONY: all setup build build-asan run test test-release test-asan lint format bench fuzz screenshots clean

all: build

setup:
	@scripts/setup

$(BUILD)/build.ninja: CMakeLists.txt | setup
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON

$(ASAN)/build.ninja: CMakeLists.txt | setup
	cmake -S . -B $(ASAN) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGROGNARD_SANITIZE=ON -DGROGNARD_BENCH=OFF

build: setup $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

build-asan: setup $(ASAN)/build.ninja
	cmake --build $(ASAN) -j $(JOBS)

# The referee in a browser: prints the address to open (Ctrl-C stops it). The terminal battle
# is `build/release/grognard battle`.
PORT ?= 8080
run: build
	$(GROGNARD) serve --port $(PORT)

test: test-release test-asan

test-release: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-asan: build-asan
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --test-dir $(ASAN) --output-on-failure -j $(JOBS)

lint: build
	@scripts/lint $(BUILD)

format: setup
	clang-format -i $$(git ls-files '*.h' '*.cpp')

bench: build
	@for b in $(BUILD)/bench/bench_*; do echo "== $$b"; $$b; done

# Fuzzes every reader of outside data with libFuzzer (clang), one target after the other, for
# FUZZ_SECONDS in all (split evenly; FUZZ_TARGETS to choose): the scenario loader (TOML, and
# JSON), battle records, the battle prompt's commands and dice typed by hand. New inputs go to
# build/fuzz/corpus_<target>, a crash to build/fuzz/<target>-crash-*. Not part of `make test`:
# the corpora in fuzz/ are replayed there instead (tests/*fuzz_corpus_test.cpp).
FUZZ := build/fuzz
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= scenario scenario_json situation record prompt dice match
fuzz: setup
	cmake -S . -B $(FUZZ) -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DGROGNARD_FUZZ=ON -DGROGNARD_BENCH=OFF -DGROGNARD_WERROR=OFF
	cmake --build $(FUZZ) --target $(addprefix fuzz_,$(FUZZ_TARGETS)) -j $(JOBS)
	@set -e; n=$$(echo $(FUZZ_TARGETS) | wc -w); each=$$(( $(FUZZ_SECONDS) / n )); \
	for t in $(FUZZ_TARGETS); do \
	  seeds=fuzz/corpus_$$t; [ $$t = scenario ] && seeds=fuzz/corpus; \
	  mkdir -p $(FUZZ)/corpus_$$t; echo "== fuzz_$$t for $$each s"; \
	  $(FUZZ)/fuzz_$$t -max_total_time=$$each -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	    -dict=fuzz/$$t.dict -artifact_prefix=$(FUZZ)/$$t- $(FUZZ)/corpus_$$t $$seeds; \
	done

# The screenshots of docs/screenshots/, taken by the browser tests at 1400 px and 412 x 915.
screenshots: build
	GROGNARD_SCREENSHOTS=$(CURDIR)/docs/screenshots scripts/web_test $(GROGNARD)

clean:
	rm -rf build
